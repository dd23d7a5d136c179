/** Shoppers' sessions and carts, coupons, shipping zones and tax rates. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper's address as WooCommerce keeps it on the customer (billing or shipping). */
export interface AddressFields {
  firstName?: string;
  lastName?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}

/** One cart line as stored; prices are read from the catalogue whenever the cart is shown. */
export interface StoredCartLine {
  key: string;
  productId: number;
  variationId: number | null;
  /** Attribute name to chosen value, including values picked for 'any' attributes. */
  variation: Record<string, string>;
  quantity: number;
  /** What the shopper chose for a gift card product (addToCart's extraData). */
  giftCard?: GiftCardChoice;
}

/** A gift card line's amount (cents), recipient, message and delivery day (YYYY-MM-DD). */
export interface GiftCardChoice {
  amount: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliveryDate: string;
}

/**
 * Guest sessions (WooCommerce's wc_sessions): the signed `woocommerce-session` token names
 * a row here, so a cart and the shopper's address survive a backend restart.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    billing: jsonb('billing').$type<AddressFields>().notNull().default({}),
    shipping: jsonb('shipping').$type<AddressFields>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('sessions_expires').on(t.expiresAt)],
);

/** The persistent cart of a session: its lines, coupon codes and chosen shipping methods. */
export const carts = pgTable('carts', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lines: jsonb('lines').$type<StoredCartLine[]>().notNull().default([]),
  couponCodes: text('coupon_codes').array().notNull().default([]),
  /** Gift card codes applied through the coupon field, paying part or all of the total. */
  giftCardCodes: text('gift_card_codes').array().notNull().default([]),
  chosenShippingMethods: text('chosen_shipping_methods').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** WooCommerce coupon kinds: a percentage, an amount off the cart, an amount off each item. */
export type CouponKind = 'percent' | 'fixed_cart' | 'fixed_product';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored lower-case: WooCommerce codes are case-insensitive. */
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  kind: text('kind').$type<CouponKind>().notNull(),
  /** Whole percent for 'percent'; cents for the fixed kinds. */
  amount: integer('amount').notNull(),
  freeShipping: boolean('free_shipping').notNull().default(false),
  minimumSpend: integer('minimum_spend'),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
  usageLimit: integer('usage_limit'),
  usageLimitPerCustomer: integer('usage_limit_per_customer'),
  usageCount: integer('usage_count').notNull().default(0),
  /** Billing emails (lower-case) of orders that used the coupon, one entry per use (checkout appends). */
  usedBy: text('used_by').array().notNull().default([]),
  individualUse: boolean('individual_use').notNull().default(false),
  productIds: integer('product_ids').array().notNull().default([]),
  excludedProductIds: integer('excluded_product_ids').array().notNull().default([]),
  categoryIds: integer('category_ids').array().notNull().default([]),
  excludedCategoryIds: integer('excluded_category_ids').array().notNull().default([]),
});

/** A shipping method of a zone, as WooCommerce configures one. */
export type ShippingMethodConfig =
  | { instanceId: number; methodId: 'flat_rate'; label: string; cost: number }
  | {
      instanceId: number;
      methodId: 'free_shipping';
      label: string;
      minAmount: number | null;
      requiresCoupon: boolean;
    }
  | { instanceId: number; methodId: 'local_pickup'; label: string; cost: number };

/** Shipping zones matched by country, or country and state, in order; the first match wins. */
export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** "US" for a whole country, "US:CA" for one state. */
  locations: text('locations').array().notNull(),
  methods: jsonb('methods').$type<ShippingMethodConfig[]>().notNull(),
});

/** Tax rates by country and state ('' for every state); none by default. */
export const taxRates = pgTable('tax_rates', {
  id: serial('id').primaryKey(),
  country: text('country').notNull(),
  state: text('state').notNull().default(''),
  label: text('label').notNull().default('Tax'),
  /** Hundredths of a percent: 725 is 7.25%. */
  rateBasisPoints: integer('rate_basis_points').notNull(),
  appliesToShipping: boolean('applies_to_shipping').notNull().default(true),
});
