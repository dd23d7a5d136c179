/** Back-in-stock alerts and the links mailed with them (a stock alerts plugin's tables). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/** pending: waiting for the mailed link; confirmed: waiting for stock; notified: used up. */
export type StockAlertStatus = 'pending' | 'confirmed' | 'notified' | 'unsubscribed';

const moment = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One row per address (whatever its case) and product or variation. The consent columns are the
 * proof of double opt-in, as the newsletter keeps them. Once the alert is mailed the row is
 * `notified` and nothing more is sent until the shopper asks (and confirms) again.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 for the product itself, so the unique index treats "no variation" as one value. */
    variationId: integer('variation_id').notNull().default(0),
    status: text('status').$type<StockAlertStatus>().notNull().default('pending'),
    /** The store language (WPML code) the mails are written in. */
    language: text('language').notNull().default('en'),
    consentedAt: moment('consented_at').notNull(),
    consentAddress: text('consent_address').notNull(),
    confirmationSentAt: moment('confirmation_sent_at'),
    confirmedAt: moment('confirmed_at'),
    confirmedAddress: text('confirmed_address'),
    notifiedAt: moment('notified_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
    modifiedAt: moment('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_email_item').on(sql`lower(${t.email})`, t.productId, t.variationId),
    index('stock_alerts_waiting').on(t.status, t.productId),
  ],
);

export type StockAlertTokenPurpose = 'confirm' | 'unsubscribe';

/** The secrets in mailed links, kept only as SHA-256 hashes (as the newsletter's tokens). */
export const stockAlertTokens = pgTable(
  'stock_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => stockAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<StockAlertTokenPurpose>().notNull(),
    expiresAt: moment('expires_at'),
    usedAt: moment('used_at'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('stock_alert_tokens_alert').on(t.alertId, t.purpose)],
);
