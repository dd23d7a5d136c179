/**
 * Back-in-stock alerts with double opt-in, as the newsletter signs up (newsletter/subscriptions.ts):
 * a request stores the address as pending and returns the tokens of a confirmation mail; only the
 * mailed link confirms. Whatever state the address is in, the caller answers the same: what differs
 * is only whether a mail goes out. A confirmed alert is mailed once, when its product or variation
 * is in stock again (delivery.ts), and is then used up.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type StockAlertTokenPurpose, stockAlerts, stockAlertTokens } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import {
  CONFIRM_TOKEN_LIFETIME_MS,
  confirmationDue,
  confirmTokenExpiry,
  newLinkToken,
  tokenHash,
  UNCONFIRMED_KEPT_MS,
} from '../newsletter/subscriptions.ts';

export const ALERT_TOKEN_INVALID =
  'This stock alert link is not valid. Please use the link from your latest email, or ask for an alert again.';
export const ALERT_TOKEN_EXPIRED =
  'This confirmation link has expired. Please ask for the alert again to get a new one.';

export type StockAlertRow = typeof stockAlerts.$inferSelect;

/** What a mail about an alert needs: the address, its language, the item and its links' secrets. */
export interface AlertMail {
  email: string;
  language: StoreLanguage;
  productId: number;
  variationId: number;
  unsubscribeToken: string;
  /** Only in the confirmation mail. */
  confirmToken?: string;
}

export interface AlertRequest {
  email: string;
  language: StoreLanguage;
  productId: number;
  /** 0 for the product itself. */
  variationId: number;
  clientAddress: string;
}

async function issueToken(tx: Db, alertId: number, purpose: StockAlertTokenPurpose, now: Date) {
  const token = newLinkToken();
  await tx.insert(stockAlertTokens).values({
    tokenHash: tokenHash(token),
    alertId,
    purpose,
    expiresAt: purpose === 'confirm' ? confirmTokenExpiry(now) : null,
    createdAt: now,
  });
  return token;
}

const mailOf = (row: StockAlertRow, unsubscribeToken: string, confirmToken?: string): AlertMail => ({
  email: row.email,
  language: row.language as StoreLanguage,
  productId: row.productId,
  variationId: row.variationId,
  unsubscribeToken,
  ...(confirmToken ? { confirmToken } : {}),
});

async function confirmationMail(tx: Db, row: StockAlertRow, now: Date): Promise<AlertMail> {
  const confirmToken = await issueToken(tx, row.id, 'confirm', now);
  return mailOf(row, await issueToken(tx, row.id, 'unsubscribe', now), confirmToken);
}

/**
 * Asks for an alert. Returns the confirmation mail to send, or null when none is due: the alert is
 * confirmed and waiting already, or was mailed a moment ago and is still pending. An alert used up
 * or unsubscribed starts over as pending, so only a new confirmation arms it again.
 */
export async function requestAlert(
  db: Db,
  request: AlertRequest,
  now = new Date(),
): Promise<AlertMail | null> {
  const consent = {
    email: request.email,
    language: request.language,
    consentedAt: now,
    consentAddress: request.clientAddress,
    modifiedAt: now,
  };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const item = { productId: request.productId, variationId: request.variationId };
    const [created] = await tx
      .insert(stockAlerts)
      .values({ ...consent, ...item, status: 'pending', confirmationSentAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) return confirmationMail(tx, created, now);
    const [existing] = await tx
      .select()
      .from(stockAlerts)
      .where(
        and(
          sql`lower(${stockAlerts.email}) = lower(${request.email})`,
          eq(stockAlerts.productId, request.productId),
          eq(stockAlerts.variationId, request.variationId),
        ),
      )
      .for('update');
    if (!existing || !confirmationDue(existing, now)) return null;
    const [renewed] = await tx
      .update(stockAlerts)
      .set({ ...consent, status: 'pending', confirmationSentAt: now, notifiedAt: null, unsubscribedAt: null })
      .where(eq(stockAlerts.id, existing.id))
      .returning();
    return renewed ? confirmationMail(tx, renewed, now) : null;
  });
}

async function findToken(tx: Db, token: string, purpose: StockAlertTokenPurpose) {
  if (!token) return null;
  const [found] = await tx
    .select({ token: stockAlertTokens, alert: stockAlerts })
    .from(stockAlertTokens)
    .innerJoin(stockAlerts, eq(stockAlerts.id, stockAlertTokens.alertId))
    .where(and(eq(stockAlertTokens.tokenHash, tokenHash(token)), eq(stockAlertTokens.purpose, purpose)))
    .for('update');
  return found ?? null;
}

const invalid = () => new UserInputError(ALERT_TOKEN_INVALID, { code: 'STOCK_ALERT_TOKEN_INVALID' });

async function spendConfirmTokens(tx: Db, alertId: number, now: Date) {
  await tx
    .update(stockAlertTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(stockAlertTokens.alertId, alertId),
        eq(stockAlertTokens.purpose, 'confirm'),
        isNull(stockAlertTokens.usedAt),
      ),
    );
}

/**
 * Confirms with a mailed token; a second click on the link of a confirmed alert changes nothing.
 * An unknown, spent or expired token is refused.
 */
export async function confirmAlert(db: Db, token: string, clientAddress: string, now = new Date()) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await findToken(tx, token, 'confirm');
    if (!found) throw invalid();
    const { alert } = found;
    if (found.token.usedAt) {
      if (alert.status === 'confirmed') return;
      throw invalid();
    }
    if ((found.token.expiresAt?.getTime() ?? 0) <= now.getTime()) {
      throw new UserInputError(ALERT_TOKEN_EXPIRED, { code: 'STOCK_ALERT_TOKEN_EXPIRED' });
    }
    await spendConfirmTokens(tx, alert.id, now);
    await tx
      .update(stockAlerts)
      .set({ status: 'confirmed', confirmedAt: now, confirmedAddress: clientAddress, modifiedAt: now })
      .where(eq(stockAlerts.id, alert.id));
  });
}

/** Unsubscribes with the token of any alert mail's link; clicking again changes nothing. */
export async function unsubscribeAlert(db: Db, token: string, now = new Date()): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const found = await findToken(tx, token, 'unsubscribe');
    if (!found) throw invalid();
    const { alert } = found;
    await spendConfirmTokens(tx, alert.id, now);
    if (alert.status === 'unsubscribed') return;
    await tx
      .update(stockAlerts)
      .set({ status: 'unsubscribed', unsubscribedAt: now, modifiedAt: now })
      .where(eq(stockAlerts.id, alert.id));
  });
}

/** Deletes alerts never confirmed whose last link expired 30 days ago, as the newsletter does. */
export async function purgeUnconfirmedAlerts(db: Db, now = new Date()): Promise<number> {
  const sentBefore = new Date(now.getTime() - CONFIRM_TOKEN_LIFETIME_MS - UNCONFIRMED_KEPT_MS);
  const deleted = await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.status, 'pending'),
        isNull(stockAlerts.confirmedAt),
        sql`coalesce(${stockAlerts.confirmationSentAt}, ${stockAlerts.createdAt}) < ${sentBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: stockAlerts.id });
  return deleted.length;
}

/** A new unsubscribe link for a mail about the alert (each mail carries its own). */
export const issueUnsubscribeToken = (db: Db, alertId: number, now = new Date()) =>
  issueToken(db, alertId, 'unsubscribe', now);
