/**
 * The commerce database, modelled on WooCommerce's data (products, variations, terms,
 * attributes, comments as reviews, posts, options) but normalised for PostgreSQL.
 * Money is stored as integer cents; the GraphQL layer formats it.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ArtworkSpec, SeedCustomTab, SeedSeo, SeedWarranty, StockStatus } from '../seed/types.ts';

/**
 * Products, variations, posts and media share one id space, as WordPress posts do, so a
 * databaseId names one object whatever its kind.
 */
export const objectIdSeq = pgSequence('object_id_seq', { startWith: 1000 });
const objectId = () => integer('id').primaryKey().default(sql`nextval('object_id_seq')`);

/** Term ids below 1000 are reserved for fixed ids (the main categories 510, 523...). */
export const termIdSeq = pgSequence('term_id_seq', { startWith: 1000 });

/**
 * Timestamps keep milliseconds, no finer: cursors carry them as JavaScript dates, which
 * would otherwise lose the microseconds and skip rows that share a millisecond.
 */
export const media = pgTable('media', {
  id: objectId(),
  artwork: jsonb('artwork').$type<ArtworkSpec>().notNull(),
  altText: text('alt_text').notNull().default(''),
  title: text('title').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export const terms = pgTable(
  'terms',
  {
    id: integer('id').primaryKey().default(sql`nextval('term_id_seq')`),
    /** WordPress taxonomy name: product_cat, product_tag, pa_size... */
    taxonomy: text('taxonomy').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id'),
    menuOrder: integer('menu_order').notNull().default(0),
    /** Published products in the term, kept current on writes like WooCommerce's term counts. */
    count: integer('count').notNull().default(0),
    /**
     * Published products in the term or any term below it: what a category page filtered by
     * this term finds, so its total needs no count query.
     */
    treeCount: integer('tree_count').notNull().default(0),
    imageId: integer('image_id').references(() => media.id),
  },
  (t) => [
    uniqueIndex('terms_taxonomy_slug').on(t.taxonomy, t.slug),
    index('terms_taxonomy_parent').on(t.taxonomy, t.parentId),
  ],
);

export const attributeTaxonomies = pgTable('attribute_taxonomies', {
  id: serial('id').primaryKey(),
  /** The taxonomy name including the pa_ prefix. */
  slug: text('slug').notNull().unique(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

export interface MetaDataEntry {
  key: string;
  value: string;
}

export interface Download {
  name: string;
  file: string;
}

export const products = pgTable(
  'products',
  {
    id: objectId(),
    type: text('type').$type<'simple' | 'variable' | 'external'>().notNull(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    status: text('status').notNull().default('publish'),
    catalogVisibility: text('catalog_visibility').notNull().default('visible'),
    featured: boolean('featured').notNull().default(false),
    sku: text('sku').unique(),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    regularPrice: integer('regular_price'),
    salePrice: integer('sale_price'),
    /** The active price (sale price when on sale); for variable products the lowest variation price. */
    price: integer('price'),
    /** Lowest and highest active price, used by the price filter as WooCommerce's lookup table is. */
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    onSale: boolean('on_sale').notNull().default(false),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    stockQuantity: integer('stock_quantity'),
    manageStock: boolean('manage_stock').notNull().default(false),
    lowStockAmount: integer('low_stock_amount'),
    backorders: text('backorders').notNull().default('no'),
    weight: text('weight'),
    length: text('length'),
    width: text('width'),
    height: text('height'),
    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    downloads: jsonb('downloads').$type<Download[]>().notNull().default([]),
    totalSales: integer('total_sales').notNull().default(0),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    menuOrder: integer('menu_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    imageId: integer('image_id').references(() => media.id),
    galleryIds: integer('gallery_ids').array().notNull().default([]),
    externalUrl: text('external_url'),
    buttonText: text('button_text'),
    defaultAttributes: jsonb('default_attributes').$type<Record<string, string>>().notNull().default({}),
    metaData: jsonb('meta_data').$type<MetaDataEntry[]>().notNull().default([]),
    purchaseNote: text('purchase_note').notNull().default(''),
    customTabs: jsonb('custom_tabs').$type<SeedCustomTab[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    warranty: jsonb('warranty').$type<SeedWarranty | null>(),
    seo: jsonb('seo').$type<SeedSeo | null>(),
    /**
     * Lower-cased name, descriptions (tags stripped) and product tag slugs: what the shop's
     * search matches (spec section 5), indexed with trigrams so ILIKE '%term%' stays fast.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Sort indexes are ascending and match the sort expressions exactly (product-list.ts):
    // PostgreSQL reads them backwards for descending sorts, nulls included.
    index('products_published').on(t.publishedAt, t.id),
    index('products_price').on(sql`coalesce(${t.price}, 0)`, t.id),
    index('products_popularity').on(t.totalSales, t.id),
    index('products_rating').on(t.averageRating, t.id),
    index('products_name').on(sql`lower(${t.name})`, t.id),
    index('products_menu_order').on(t.menuOrder, t.id),
    index('products_max_price').on(sql`coalesce(${t.maxPrice}, 0)`, t.id),
    index('products_in_stock_published').on(t.publishedAt, t.id).where(sql`${t.stockStatus} <> 'outofstock'`),
    index('products_on_sale').on(t.id).where(sql`${t.onSale}`),
    index('products_featured').on(t.id).where(sql`${t.featured}`),
  ],
);

export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.termId] }),
    index('product_terms_term_product').on(t.termId, t.productId),
  ],
);

export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** pa_ taxonomy for a global attribute, the display name for a local one. */
    name: text('name').notNull(),
    isTaxonomy: boolean('is_taxonomy').notNull(),
    position: integer('position').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    variation: boolean('variation').notNull().default(false),
    /** Term slugs (global) or values (local), in the product's order. */
    options: text('options').array().notNull().default([]),
  },
  (t) => [index('product_attributes_product').on(t.productId, t.position)],
);

export const productVariations = pgTable(
  'product_variations',
  {
    id: objectId(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').unique(),
    menuOrder: integer('menu_order').notNull().default(0),
    status: text('status').notNull().default('publish'),
    /** Attribute name to term slug / value; '' means any value. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull(),
    description: text('description').notNull().default(''),
    regularPrice: integer('regular_price'),
    salePrice: integer('sale_price'),
    price: integer('price'),
    onSale: boolean('on_sale').notNull().default(false),
    stockStatus: text('stock_status').$type<StockStatus>().notNull().default('instock'),
    stockQuantity: integer('stock_quantity'),
    manageStock: boolean('manage_stock').notNull().default(false),
    imageId: integer('image_id').references(() => media.id),
    weight: text('weight'),
    virtual: boolean('virtual').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('product_variations_parent').on(t.parentId, t.menuOrder, t.id)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    authorEmail: text('author_email').notNull(),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    status: text('status').notNull().default('approved'),
    /** The signed-in customer who wrote it, if any. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** WooCommerce's "verified owner": the author bought the product. */
    verified: boolean('verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product').on(t.productId, t.createdAt)],
);

export const posts = pgTable(
  'posts',
  {
    id: objectId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    status: text('status').notNull().default('publish'),
    authorName: text('author_name').notNull(),
    featuredImageId: integer('featured_image_id').references(() => media.id),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('posts_published').on(t.status, t.publishedAt, t.id)],
);

/** Store-wide settings as WordPress options: one JSON value per name. */
export const options = pgTable('options', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Messages sent with the storefront's contact form (a contact-form plugin's entries table).
 * Kept as written, trimmed; the store's staff answer them by email.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The storefront locale the shopper wrote from (en-US, de-DE …), so staff can answer in it. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

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

/** WooCommerce order statuses, as stored (wc- prefix dropped). */
export type OrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed';

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
  },
  (t) => [index('order_items_order').on(t.orderId, t.id)],
);

/**
 * Customers (WordPress users with the customer role). Usernames and emails are unique
 * whatever their case; `passwordHash` is an Argon2id hash, empty for accounts created by
 * an external provider until the customer sets a password.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    roles: text('roles').array().notNull().default(['customer']),
    billing: jsonb('billing').$type<AddressFields>().notNull().default({}),
    shipping: jsonb('shipping').$type<AddressFields>().notNull().default({}),
    /**
     * Mixed into every token issued to the customer (as Headless Login's user secret):
     * rotating it revokes all their auth and refresh tokens at once.
     */
    tokenSecret: text('token_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_username_ci').on(sql`lower(${t.username})`),
    uniqueIndex('customers_email_ci').on(sql`lower(${t.email})`),
  ],
);

/** Refresh tokens: stored by hash so a leaked table cannot sign anyone in; revocable one by one. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_customer').on(t.customerId)],
);

/** One-time password-reset keys, stored by hash; a key is spent when used or expired. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_keys_customer').on(t.customerId)],
);

/** A customer's identity at an external provider (OpenID Connect `sub`, or the OAuth user id). */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('customer_identities_customer').on(t.customerId),
  ],
);

/**
 * OAuth `state` values this backend issued in an authorization URL, with the PKCE verifier
 * and OpenID nonce that belong to them; each is accepted once, before it expires.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('oauth_states_expires').on(t.expiresAt)],
);

/**
 * WooCommerce's download permissions: granted per order line and file when an order is
 * paid; `downloadsRemaining` null means unlimited, `accessExpires` null means never.
 */
export const downloadPermissions = pgTable(
  'download_permissions',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: the download URL carries it together with the order key. */
    downloadKey: text('download_key').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    /** Index of the file in the product's `downloads` list, as WooCommerce's download_id. */
    downloadId: text('download_id').notNull(),
    name: text('name').notNull(),
    file: text('file').notNull(),
    downloadsRemaining: integer('downloads_remaining'),
    accessExpires: timestamp('access_expires', { withTimezone: true, precision: 3 }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('download_permissions_customer').on(t.customerId, t.id),
    index('download_permissions_order').on(t.orderId, t.id),
  ],
);

/** A customer's wishlist: product ids, newest first. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('wishlist_items_added').on(t.customerId, t.addedAt),
  ],
);

/**
 * Rate limits (token buckets) shared by every backend process on this database, so spreading
 * password guesses over processes gains nothing. `key` is the rule and the client address or a
 * hash of the account; `updatedAt` is in epoch milliseconds; `idleAt` is when the bucket is full
 * again, after which the row says nothing and may be deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: doublePrecision('updated_at').notNull(),
    idleAt: doublePrecision('idle_at').notNull(),
  },
  (t) => [index('rate_limits_idle').on(t.idleAt)],
);
