/** Placed orders and their lines. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import type { AddressFields, GiftCardChoice } from './cart.ts';
import type { MetaDataEntry } from './catalog.ts';
import { objectId } from './ids.ts';

/** WooCommerce order statuses, as stored (wc- prefix dropped). */
export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed';

/**
 * A shipping line of an order, as WooCommerce keeps one: the rate chosen at checkout with the
 * title and cost it had then (a later change to the zone's methods leaves placed orders alone).
 */
export interface OrderShippingLine {
  methodId: string;
  instanceId: number;
  methodTitle: string;
  total: number;
  totalTax: number;
}

/** Placed orders; amounts in cents, computed by the cart's totals when the order was placed. */
export const orders = pgTable(
  'orders',
  {
    id: objectId(),
    /** WooCommerce's wc_order_… key: lets a guest read the order without the session. */
    orderKey: text('order_key').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The session that placed the order (guests read their own orders through it). */
    sessionId: text('session_id').notNull(),
    /** The signed-in customer who placed it; null for guest orders. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** One order per key: a double-submitted checkout finds the first order instead. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Fingerprint of the submitted checkout, to recognise a repeat after the cart was emptied. */
    submissionHash: text('submission_hash').notNull(),
    billing: jsonb('billing').$type<AddressFields>().notNull(),
    shipping: jsonb('shipping').$type<AddressFields>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull(),
    transactionId: text('transaction_id'),
    customerNote: text('customer_note').notNull().default(''),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    discountTax: integer('discount_tax').notNull(),
    shippingTotal: integer('shipping_total').notNull(),
    shippingTax: integer('shipping_tax').notNull(),
    cartTax: integer('cart_tax').notNull(),
    totalTax: integer('total_tax').notNull(),
    total: integer('total').notNull(),
    couponCodes: text('coupon_codes').array().notNull().default([]),
    shippingMethods: text('shipping_methods').array().notNull().default([]),
    shippingLines: jsonb('shipping_lines').$type<OrderShippingLine[]>().notNull().default([]),
    needsProcessing: boolean('needs_processing').notNull().default(true),
    metaData: jsonb('meta_data').$type<MetaDataEntry[]>().notNull().default([]),
    datePaid: timestamp('date_paid', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_session').on(t.sessionId, t.createdAt),
    index('orders_customer').on(t.customerId, t.createdAt),
  ],
);

/** The product lines of an order, with the name and prices they were sold at. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variationId: integer('variation_id'),
    name: text('name').notNull(),
    variation: jsonb('variation').$type<Record<string, string>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    subtotal: integer('subtotal').notNull(),
    subtotalTax: integer('subtotal_tax').notNull(),
    total: integer('total').notNull(),
    totalTax: integer('total_tax').notNull(),
    /**
     * A gift card line's recipient, amount and day, kept so an order paid after checkout (cash on
     * delivery, bank transfer) can issue its cards when the payment is recorded.
     */
    giftCard: jsonb('gift_card').$type<GiftCardChoice>(),
  },
  (t) => [index('order_items_order').on(t.orderId, t.id)],
);
