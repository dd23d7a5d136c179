/**
 * Emails each gift card to its recipient on its delivery day. A run claims the due cards by
 * setting `delivered_at` in one UPDATE (rows locked with SKIP LOCKED, so several backend processes
 * on one database never claim the same card), then sends; a card whose email fails is released
 * again for the next run. A delivery day of today or earlier is due at the next run; a card bought
 * for today is also sent right after its order commits, by a run limited to that order's cards.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { giftCards } from '../db/schema.ts';
import { escapeHtml } from '../lib/html.ts';
import type { EmailMessage, Mailer } from '../lib/mail.ts';
import { type CurrencyFormat, formatMoney } from '../lib/money.ts';
import { repeatEvery } from '../lib/periodic.ts';
import type { GiftCardRow } from './cards.ts';
import { utcDay } from './product.ts';

export interface DeliveryShop {
  siteName: string;
  storefrontUrl: string;
  currency: CurrencyFormat;
}

const BATCH = 50;

export function giftCardEmail(card: GiftCardRow, shop: DeliveryShop): EmailMessage {
  const amount = formatMoney(card.balance, shop.currency);
  const from = card.purchaserName || 'Someone';
  const lines = [
    `Hi ${card.recipientName},`,
    '',
    `${from} sent you a ${shop.siteName} gift card worth ${amount}.`,
    ...(card.message ? ['', card.message] : []),
    '',
    `Your gift card code: ${card.code}`,
    '',
    `Enter the code in the coupon field of your cart or at checkout on ${shop.storefrontUrl}.`,
    ...(card.expiresAt ? [`It is valid until ${utcDay(card.expiresAt)}.`] : []),
  ];
  const html = lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n');
  return {
    to: card.recipientEmail,
    subject: `${from} sent you a ${shop.siteName} gift card`,
    text: lines.join('\n'),
    html,
  };
}

/**
 * Claims the cards due on `now`'s day (UTC), only those bought by `orderId` when given, and emails
 * them; returns how many were sent.
 */
export async function deliverDueGiftCards(
  db: Db,
  mailer: Mailer,
  shop: DeliveryShop,
  now: Date,
  logger?: Logger,
  orderId?: number,
): Promise<number> {
  const today = utcDay(now);
  const due = db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(
      and(
        sql`${giftCards.deliveredAt} is null`,
        sql`${giftCards.deliveryDate} <= ${today}::date`,
        orderId === undefined ? undefined : eq(giftCards.purchaseOrderId, orderId),
      ),
    )
    .orderBy(giftCards.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(giftCards)
    .set({ deliveredAt: now })
    .where(and(sql`${giftCards.id} in ${due}`, sql`${giftCards.deliveredAt} is null`))
    .returning();
  let sent = 0;
  for (const card of claimed) {
    try {
      await mailer.send(giftCardEmail(card, shop));
      sent += 1;
    } catch (error) {
      logger?.error({ err: error, giftCardId: card.id }, 'gift card email failed; retrying at the next run');
      await db
        .update(giftCards)
        .set({ deliveredAt: null })
        .where(and(eq(giftCards.id, card.id), eq(giftCards.deliveredAt, now)));
    }
  }
  return sent;
}

/**
 * Sends the cards of a just committed order that are due today, so a recipient need not wait for
 * the next run. The claim keeps it from racing the job; a failure is only logged (the order
 * stands) and the job sends what is left.
 */
export async function deliverOrderGiftCards(
  db: Db,
  mailer: Mailer,
  shop: DeliveryShop,
  orderId: number,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  try {
    return await deliverDueGiftCards(db, mailer, shop, now, logger, orderId);
  } catch (error) {
    logger.error({ err: error, orderId }, 'gift card delivery after checkout failed; the job sends them');
    return 0;
  }
}

/** Runs the delivery every `intervalMs` (and once at once); the returned function stops it. */
export function startGiftCardDelivery(
  db: Db,
  mailer: Mailer,
  shop: () => Promise<DeliveryShop>,
  logger: Logger,
  intervalMs: number,
): () => Promise<void> {
  const job = repeatEvery(
    async () => deliverDueGiftCards(db, mailer, await shop(), new Date(), logger),
    intervalMs,
    (error) => logger.error({ err: error }, 'gift card delivery run failed'),
  );
  void job.runNow();
  return job.stop;
}
