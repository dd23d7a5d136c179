/** Newsletter subscribers and the links mailed to them (a newsletter plugin's tables). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One row per address, whatever its case: Jane@Example.com and jane@example.com are one inbox for
 * every mail provider that matters, so they are one subscriber. The consent columns are the proof
 * of double opt-in: which consent text was shown, when it was given and from which address, and
 * when and from where the emailed link confirmed it.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** As the subscriber typed it (trimmed): mail goes to exactly this address. */
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** The store language (WPML code) the mails are written in. */
    language: text('language').notNull().default('en'),
    consentVersion: text('consent_version'),
    consentedAt: moment('consented_at').notNull(),
    consentAddress: text('consent_address').notNull(),
    /** When the last confirmation mail went out: re-sending waits a while after it. */
    confirmationSentAt: moment('confirmation_sent_at'),
    confirmedAt: moment('confirmed_at'),
    confirmedAddress: text('confirmed_address'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    modifiedAt: moment('modified_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email').on(sql`lower(${t.email})`)],
);

export type NewsletterTokenPurpose = 'confirm' | 'unsubscribe';

/**
 * The secrets in mailed links, kept only as SHA-256 hashes: a leaked table opens no link. Every
 * mail carries its own unsubscribe token, and they all keep working, so the link in any mail the
 * subscriber ever got unsubscribes; confirmation tokens expire and are spent once.
 */
export const newsletterTokens = pgTable(
  'newsletter_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<NewsletterTokenPurpose>().notNull(),
    expiresAt: moment('expires_at'),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('newsletter_tokens_subscriber').on(t.subscriberId, t.purpose)],
);
