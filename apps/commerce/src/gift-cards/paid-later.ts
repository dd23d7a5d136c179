/**
 * Gift cards of an order paid after checkout (cash on delivery, bank transfer, cheque): the Gift
 * Cards extension creates an order's cards when its payment completes, so an order placed unpaid
 * issues none at checkout (checkout.ts) and issues them here, once, when the shop records the
 * payment. The gift card lines keep what the shopper chose (order_items.gift_card).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { giftCards, orderItems } from '../db/schema.ts';
import { issueGiftCards, type PurchasingOrder } from './ledger.ts';

/**
 * Issues the cards the order bought unless it has some already (inside the caller's transaction,
 * with the order row locked, so recording a payment twice issues them once). Returns their codes.
 */
export async function issuePaidOrderGiftCards(tx: Db, order: PurchasingOrder, now: Date): Promise<string[]> {
  const [issued] = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(eq(giftCards.purchaseOrderId, order.id))
    .limit(1);
  if (issued) return [];
  const lines = await tx
    .select({ quantity: orderItems.quantity, giftCard: orderItems.giftCard })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.giftCard)))
    .orderBy(asc(orderItems.id));
  return issueGiftCards(
    tx,
    order,
    lines.map((line) => ({ quantity: line.quantity, giftCard: line.giftCard ?? undefined })),
    now,
  );
}
