/** The catalogue: media, terms, attribute taxonomies, products, their terms, attributes and variations, and reviews (WordPress comments with a rating). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import type {
  ArtworkSpec,
  CustomTab,
  Packaging,
  ProductDocument,
  QuantityTierRow,
  Seo,
  StockStatus,
  Warranty,
} from './column-types.ts';
import { objectId } from './ids.ts';

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
    /** WooCommerce's _crosssell_ids: the parts and refills offered with the product, in the owner's order. */
    crossSellIds: integer('cross_sell_ids').array().notNull().default([]),
    /** WooCommerce's _upsell_ids: the better products offered instead of this one, in the owner's order. */
    upsellIds: integer('upsell_ids').array().notNull().default([]),
    externalUrl: text('external_url'),
    buttonText: text('button_text'),
    defaultAttributes: jsonb('default_attributes').$type<Record<string, string>>().notNull().default({}),
    metaData: jsonb('meta_data').$type<MetaDataEntry[]>().notNull().default([]),
    purchaseNote: text('purchase_note').notNull().default(''),
    customTabs: jsonb('custom_tabs').$type<CustomTab[]>().notNull().default([]),
    /** Certificates, declarations, data sheets and instructions, as PDFs with their language. */
    documents: jsonb('documents').$type<ProductDocument[]>().notNull().default([]),
    /** Pack size and how the quantity counts, for what is used by the box; null for the rest. */
    packaging: jsonb('packaging').$type<Packaging | null>(),
    /** Box and case pricing: lower unit prices from a quantity on; null when the price is flat. */
    quantityTiers: jsonb('quantity_tiers').$type<QuantityTierRow[] | null>(),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    warranty: jsonb('warranty').$type<Warranty | null>(),
    seo: jsonb('seo').$type<Seo | null>(),
    /**
     * Lower-cased name, descriptions (tags stripped) and product tag slugs: what the shop's
     * search matches (spec section 5), indexed with trigrams so ILIKE '%term%' stays fast.
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * The product's term ids in every taxonomy, sorted: a copy of its product_terms rows kept by
     * a trigger (migration 0014_product_term_ids_sync), so the GIN index below answers category, tag and attribute
     * filters together in one bitmap instead of a subquery per filter per product.
     */
    termIds: integer('term_ids').array().notNull().default([]),
  },
  (t) => [
    // GIN indexes without the fast-update pending list: PostgreSQL empties that list only on
    // vacuum (PGlite never runs autovacuum), and every search reads the whole list, so a seeded
    // or busy catalogue would be scanned at 4 MB per query.
    index('products_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`).with({ fastupdate: false }),
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
    index('products_term_ids').using('gin', t.termIds).with({ fastupdate: false }),
    // Which products offer a part among their cross-sells (the part's "fits" list).
    index('products_cross_sell_ids').using('gin', t.crossSellIds),
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

/**
 * How often the catalogue changed: one row whose generation a statement trigger on products,
 * their translations and terms raises with every write (migration 0017), as WordPress raises the
 * posts group's last_changed. Totals kept between requests are good while it has not moved
 * (catalog/found-cache.ts).
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: integer('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [check('catalog_changes_one_row', sql`${t.id} = 1`)],
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
    /** The variation's own box and case pricing; null takes the product's (if any). */
    quantityTiers: jsonb('quantity_tiers').$type<QuantityTierRow[] | null>(),
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
