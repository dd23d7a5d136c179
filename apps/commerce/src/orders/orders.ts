/** Reading orders, with WooGraphQL's access rule, and sending the confirmation email. */

import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { type OrderStatus, orderItems, orders, products } from '../db/schema.ts';
import { orderGiftCardPayments } from '../gift-cards/ledger.ts';
import type { Mailer } from '../lib/mail.ts';
import type { CurrencyFormat } from '../lib/money.ts';
import { orderConfirmationEmail } from './email.ts';
import { emailLines } from './email-details.ts';
import { downloadsNotice } from './email-downloads.ts';
import type { PaymentInstructions } from './email-payment.ts';
import { orderLanguage } from './order-language.ts';
import type { OrderItemRow, OrderRow } from './types.ts';

export type OrderLookup = { kind: 'databaseId'; id: number } | { kind: 'orderKey'; key: string };

/** WooGraphQL's answers (Root_Query `order` resolver), word for word. */
export const NOT_AUTHORIZED_ORDER = 'Not authorized to access this order';
export const noOrderExists = (idType: string, id: string) => `No order exists with the ${idType}: ${id}`;

/** The order an id names, whoever asks; null when there is none. */
export async function findOrder(db: Db, lookup: OrderLookup): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(lookup.kind === 'orderKey' ? eq(orders.orderKey, lookup.key) : eq(orders.id, lookup.id));
  return order ?? null;
}

/**
 * Whether the signed-in customer may read the order: only its own customer, by database id,
 * global id or order key alike. WooGraphQL checks ownership with a strict in_array() of the
 * looked-up id among the customer's order ids; with WooCommerce's HPOS order storage (on for
 * every new shop) an order key resolves to the integer id, so the owner's key lookup passes
 * (recorded from a real site: real-site/golden-pairs-default.json, "order read by its owner by
 * ORDER_KEY"). Guests read no order at all: their checkout answers with the order it placed.
 */
export const mayReadOrder = (order: OrderRow, customerId: number | null): boolean =>
  customerId !== null && order.customerId === customerId;

export const itemsOf = (db: Db, orderId: number): Promise<OrderItemRow[]> =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/** WooCommerce's has_downloadable_item(): a line whose product is downloadable and has a file. */
export async function orderHasDownloadableItem(db: Db, orderId: number): Promise<boolean> {
  const lines = await db
    .select({ downloads: products.downloads })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.downloadable, true)));
  return lines.some((line) => line.downloads.length > 0);
}

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
  payment: PaymentInstructions | null = null,
  /** The language the shopper checked out in: the whole email speaks it (by default the order's own). */
  language: StoreLanguage = orderLanguage(order),
): Promise<void> {
  // WooCommerce mails nobody when the order has no billing email (a stock site's checkout allows it).
  if (!order.billing.email?.trim()) return;
  try {
    const lines = await emailLines(db, await itemsOf(db, order.id), language);
    const giftCards = await orderGiftCardPayments(db, order.id);
    const downloads = downloadsNotice(order, await orderHasDownloadableItem(db, order.id), language);
    const message = orderConfirmationEmail(order, lines, shop, giftCards, payment, downloads, language);
    await mailer.send(message);
  } catch (error) {
    logger.error({ err: error, orderId: order.id }, 'order confirmation email failed');
  }
}
