/** Reading orders, with the guest access rule, and sending the confirmation email. */
import { asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OrderRow } from '../checkout/place-order.ts';
import type { Db } from '../db/client.ts';
import { type OrderStatus, orderItems, orders } from '../db/schema.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import { type OrderItemRow, orderConfirmationEmail } from './email.ts';
import type { Mailer } from './mailer.ts';

export type OrderLookup = { kind: 'databaseId'; id: number } | { kind: 'orderKey'; key: string };

/** Who is asking for an order: the request's session and signed-in customer, when there are. */
export interface OrderReader {
  sessionId: string | null;
  customerId: number | null;
}

/**
 * The order, when the reader may see it: its customer, the session that placed it, or anyone
 * holding its order key. Anyone else gets null, exactly as for an order that does not exist,
 * so a guessed id tells nothing.
 */
export async function readableOrder(
  db: Db,
  lookup: OrderLookup,
  reader: OrderReader,
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(lookup.kind === 'orderKey' ? eq(orders.orderKey, lookup.key) : eq(orders.id, lookup.id));
  if (!order) return null;
  if (lookup.kind === 'orderKey') return order;
  if (reader.customerId !== null && order.customerId === reader.customerId) return order;
  return reader.sessionId !== null && order.sessionId === reader.sessionId ? order : null;
}

export const itemsOf = (db: Db, orderId: number): Promise<OrderItemRow[]> =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** WooCommerce: an order needs payment while pending or failed, when there is something to pay. */
export const needsPayment = (order: Pick<OrderRow, 'status' | 'total'>) =>
  (['pending', 'failed'] as OrderStatus[]).includes(order.status) && order.total > 0;

/** Sends the confirmation; a mail failure is logged, never undoes the order. */
export async function sendOrderConfirmation(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  order: OrderRow,
  shop: { siteName: string; storefrontUrl: string; currency: CurrencyFormat },
): Promise<void> {
  try {
    const message = orderConfirmationEmail(order, await itemsOf(db, order.id), shop);
    await mailer.send(message);
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'order confirmation email failed');
  }
}
