/**
 * Emails each gift card to its recipient on its delivery day. A run claims the due cards by
 * setting `delivered_at` in one UPDATE (rows locked with SKIP LOCKED, so several backend processes
 * on one database never claim the same card), then sends; a card whose email fails is released
 * again for the next run. A delivery day of today or earlier is due at the next run; a card bought
 * for today is also sent right after its order commits, by a run limited to that order's cards.
 * Each email speaks the language the card was bought in (email.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { giftCards } from '../db/schema.ts';
import type { Mailer } from '../lib/mail.ts';
import { repeatEvery } from '../lib/periodic.ts';
import { type GiftCardEmailShop, giftCardEmail } from './email.ts';
import { utcDay } from './product.ts';

/** What a delivery run needs of the shop: the email's (email.ts). */
export type DeliveryShop = GiftCardEmailShop;

const BATCH = 50;

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
