/**
 * Newsletter sign-up with double opt-in. A sign-up stores the address as pending and returns the
 * tokens for a confirmation mail; only the mailed link confirms. Whatever state the address is in,
 * the caller answers the same, so the answer never tells who is subscribed: what differs is only
 * whether a mail goes out.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type NewsletterTokenPurpose, newsletterSubscribers, newsletterTokens } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** A pending address signed up again gets a new mail only this long after the last one. */
export const RESEND_AFTER_MS = 5 * 60 * 1000;
/** How long a sign-up never confirmed is kept after its last confirmation link expired. */
export const UNCONFIRMED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export const TOKEN_INVALID =
  'This newsletter link is not valid. Please use the link from your latest email, or sign up again.';
export const TOKEN_EXPIRED = 'This confirmation link has expired. Please sign up again to get a new one.';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** What a mail to the subscriber needs: the address, its language and the secrets of its links. */
export interface SubscriberMail {
  email: string;
  language: StoreLanguage;
  unsubscribeToken: string;
  /** Only in the confirmation mail. */
  confirmToken?: string;
}

export interface SignUp {
  email: string;
  language: StoreLanguage;
  consentVersion: string | null;
  clientAddress: string;
}

/** Links carry the token; the database keeps only its hash, so a leaked table opens no link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh link secret: 256 random bits, URL-safe. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** When a confirmation link issued now stops working. */
export const confirmTokenExpiry = (now: Date) => new Date(now.getTime() + CONFIRM_TOKEN_LIFETIME_MS);

/**
 * Whether a sign-up in this state gets a new confirmation mail: not once confirmed and waiting,
 * nor while pending within a few minutes of the last mail. Shared by every double opt-in here.
 */
export function confirmationDue(
  existing: { status: string; confirmationSentAt: Date | null } | undefined,
  now: Date,
  waiting: string = 'confirmed',
): boolean {
  if (!existing || existing.status === waiting) return false;
  const sentAt = existing.confirmationSentAt?.getTime() ?? 0;
  return !(existing.status === 'pending' && now.getTime() - sentAt < RESEND_AFTER_MS);
}

async function issueToken(tx: Db, subscriberId: number, purpose: NewsletterTokenPurpose, now: Date) {
  const token = newLinkToken();
  await tx.insert(newsletterTokens).values({
    tokenHash: tokenHash(token),
    subscriberId,
    purpose,
    expiresAt: purpose === 'confirm' ? confirmTokenExpiry(now) : null,
    createdAt: now,
  });
  return token;
}

async function confirmationMail(tx: Db, row: SubscriberRow, now: Date): Promise<SubscriberMail> {
  return {
    email: row.email,
    language: row.language as StoreLanguage,
    confirmToken: await issueToken(tx, row.id, 'confirm', now),
    unsubscribeToken: await issueToken(tx, row.id, 'unsubscribe', now),
  };
}

/**
 * Signs an address up. Returns the confirmation mail to send, or null when none is due: the
 * address is confirmed already, or was mailed a moment ago and is still pending.
 */
export async function signUp(db: Db, request: SignUp, now = new Date()): Promise<SubscriberMail | null> {
  const consent = {
    email: request.email,
    language: request.language,
    consentVersion: request.consentVersion,
    consentedAt: now,
    consentAddress: request.clientAddress,
    modifiedAt: now,
  };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Inserting first makes two sign-ups racing for one new address end as one row and one mail.
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ ...consent, status: 'pending', confirmationSentAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return confirmationMail(tx, created, now);
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${request.email})`)
      .for('update');
    if (!existing || !confirmationDue(existing, now)) return null;
    const [renewed] = await tx
      .update(newsletterSubscribers)
      .set({ ...consent, status: 'pending', confirmationSentAt: now, unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    return renewed ? confirmationMail(tx, renewed, now) : null;
  });
}

/** The token's row and its subscriber, locked, or null for a token nobody was given. */
async function findToken(tx: Db, token: string, purpose: NewsletterTokenPurpose) {
  if (!token) return null;
  const [found] = await tx
    .select({ token: newsletterTokens, subscriber: newsletterSubscribers })
    .from(newsletterTokens)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterTokens.subscriberId))
    .where(and(eq(newsletterTokens.tokenHash, tokenHash(token)), eq(newsletterTokens.purpose, purpose)))
    .for('update');
  return found ?? null;
}

const invalid = () => new UserInputError(TOKEN_INVALID, { code: 'NEWSLETTER_TOKEN_INVALID' });

/** Spends every confirmation link of a subscriber still unused. */
async function spendConfirmTokens(tx: Db, subscriberId: number, now: Date) {
  await tx
    .update(newsletterTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(newsletterTokens.subscriberId, subscriberId),
        eq(newsletterTokens.purpose, 'confirm'),
        isNull(newsletterTokens.usedAt),
      ),
    );
}

/**
 * Confirms with a mailed token and returns the welcome mail to send; a second click on the link
 * of a confirmed subscriber confirms again without mailing (null). An unknown, spent or expired
 * token is refused.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  clientAddress: string,
  now = new Date(),
): Promise<SubscriberMail | null> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await findToken(tx, token, 'confirm');
    if (!found) throw invalid();
    const { subscriber } = found;
    if (found.token.usedAt) {
      if (subscriber.status === 'confirmed') return null;
      throw invalid();
    }
    if ((found.token.expiresAt?.getTime() ?? 0) <= now.getTime()) {
      throw new UserInputError(TOKEN_EXPIRED, { code: 'NEWSLETTER_TOKEN_EXPIRED' });
    }
    // Older confirmation links die with this one: each confirms at most once.
    await spendConfirmTokens(tx, subscriber.id, now);
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, confirmedAddress: clientAddress, modifiedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
    return {
      email: subscriber.email,
      language: subscriber.language as StoreLanguage,
      unsubscribeToken: await issueToken(tx, subscriber.id, 'unsubscribe', now),
    };
  });
}

/**
 * Unsubscribes with the token of any mail's unsubscribe link; clicking it again changes nothing
 * and answers the same. Confirmation links still in inboxes stop working.
 */
export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await findToken(tx, token, 'unsubscribe');
    if (!found) throw invalid();
    const { subscriber } = found;
    await spendConfirmTokens(tx, subscriber.id, now);
    if (!found.token.usedAt) {
      await tx
        .update(newsletterTokens)
        .set({ usedAt: now })
        .where(eq(newsletterTokens.tokenHash, found.token.tokenHash));
    }
    if (subscriber.status === 'unsubscribed') return;
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, modifiedAt: now })
      .where(eq(newsletterSubscribers.id, subscriber.id));
  });
}

/**
 * Deletes the sign-ups never confirmed whose last confirmation link expired more than 30 days
 * ago, their tokens with them: an address nobody confirmed carries no consent, so it is not kept.
 * A sign-up renewed meanwhile is spared (the row lock makes the delete see its new mail time).
 */
export async function purgeUnconfirmedSignUps(db: Db, now = new Date()): Promise<number> {
  const sentBefore = new Date(now.getTime() - CONFIRM_TOKEN_LIFETIME_MS - UNCONFIRMED_KEPT_MS);
  const deleted = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'pending'),
        isNull(newsletterSubscribers.confirmedAt),
        sql`coalesce(${newsletterSubscribers.confirmationSentAt}, ${newsletterSubscribers.createdAt}) < ${sentBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}
