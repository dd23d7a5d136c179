/**
 * Recording an order's payment after checkout, as a shop manager does in WooCommerce: marking it
 * paid (WC_Order::payment_complete) or moving it to processing or completed. The one write path of
 * the updateOrder mutation and the `order:mark-paid` command. Once the order is processing or
 * completed its files may be downloaded (WooCommerce grants the permissions on those statuses)
 * and the gift cards it bought are issued; both happen once, whoever records the payment twice.
 * The customer is then told, once (payment-email.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type OrderStatus, orders } from '../db/schema.ts';
import { grantDownloadPermissions, isPaidStatus } from '../downloads/permissions.ts';
import { issuePaidOrderGiftCards } from '../gift-cards/paid-later.ts';
import { orderLanguage } from '../orders/order-language.ts';
import type { OrderRow } from '../orders/types.ts';
import { type PaymentEmailSender, sendPaymentReceivedEmail } from './payment-email.ts';

/** The statuses a shop manager may move an order to here: those that say it is paid. */
export type PaidStatus = 'processing' | 'completed';
export const PAID_STATUSES: readonly PaidStatus[] = ['processing', 'completed'];

export interface PaymentRecord {
  status?: PaidStatus | undefined;
  /** WooGraphQL's isPaid: the payment is complete. */
  isPaid?: boolean | undefined;
  transactionId?: string | undefined;
}

/** payment_complete() moves an order on only from these (woocommerce_valid_order_statuses_for_payment_complete). */
const AWAITING_PAYMENT: readonly OrderStatus[] = ['on-hold', 'pending', 'failed', 'cancelled'];

/**
 * The order's new status, payment date and transaction. A status given is set, and dates the
 * payment as WC_Order::maybe_set_date_paid does: on reaching the status a paid order of its kind
 * takes (processing when something needs processing, else completed), or completed. isPaid then
 * moves an order still awaiting payment to that status. Unlike payment_complete, which ignores an
 * order already processing, isPaid always dates an undated payment: a cash-on-delivery order
 * shows when its cash came in.
 */
export function paymentChanges(
  order: Pick<OrderRow, 'status' | 'needsProcessing' | 'datePaid' | 'transactionId'>,
  record: PaymentRecord,
  now: Date,
): Pick<OrderRow, 'status' | 'datePaid' | 'transactionId'> {
  const paidStatus: PaidStatus = order.needsProcessing ? 'processing' : 'completed';
  let { status, datePaid, transactionId } = order;
  if (record.status) {
    status = record.status;
    if (!datePaid && (status === paidStatus || status === 'completed')) datePaid = now;
  }
  if (record.isPaid) {
    if (AWAITING_PAYMENT.includes(status)) status = paidStatus;
    datePaid ??= now;
    if (record.transactionId?.trim()) transactionId = record.transactionId.trim();
  }
  return { status, datePaid, transactionId };
}

/**
 * Records the payment of order `orderId` in one transaction, its row locked so two managers (or
 * the command and a manager) recording it at once grant and issue once. When the payment moves
 * the order from awaiting it to paid, `email` (when given) tells the customer, after the commit:
 * recording it again finds the order paid already and sends nothing. Null when there is no such
 * order.
 */
export async function recordOrderPayment(
  db: Db,
  orderId: number,
  record: PaymentRecord,
  options: { email?: PaymentEmailSender | null; now?: Date } = {},
): Promise<OrderRow | null> {
  const now = options.now ?? new Date();
  const result = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return null;
    const [updated] = await tx
      .update(orders)
      .set({ ...paymentChanges(order, record, now), modifiedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('The order was not updated.');
    // Only a payment recorded now releases what waits for one: a cash-on-delivery order is
    // processing before its cash comes in, and its gift cards wait until then.
    const recorded = record.isPaid === true || record.status !== undefined;
    let giftCards: string[] = [];
    if (recorded && isPaidStatus(updated.status)) {
      await grantDownloadPermissions(tx, updated, now);
      giftCards = await issuePaidOrderGiftCards(tx, { ...updated, language: orderLanguage(updated) }, now);
    }
    const paidNow = AWAITING_PAYMENT.includes(order.status) && isPaidStatus(updated.status);
    return { order: updated, paidNow, giftCardsIssued: giftCards.length > 0 };
  });
  if (!result) return null;
  if (result.paidNow && options.email) {
    await sendPaymentReceivedEmail(db, options.email, result.order, result.giftCardsIssued);
  }
  return result.order;
}
