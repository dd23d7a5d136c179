/**
 * Store content in the languages besides English: one row per object and language beside the
 * original, keyed (object, language). A multilingual plugin (WPML, Polylang) keeps a translated
 * copy of each post and term instead; keeping the original's id here means stock, carts, orders
 * and links stay one object in every language. A column left null shows the English value, so a
 * translation may leave out whatever reads the same. The banner and payment method texts of a
 * language are options (settings/options.ts), as WPML's string translation keeps options.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { media, products, terms } from './catalog.ts';
import type { CustomTab, Warranty } from './column-types.ts';
import { posts } from './content.ts';

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** WPML language code (de, es, fr, it, pt-br). */
    language: text('language').notNull(),
    name: text('name'),
    shortDescription: text('short_description'),
    description: text('description'),
    buttonText: text('button_text'),
    customTabs: jsonb('custom_tabs').$type<CustomTab[]>(),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>(),
    warranty: jsonb('warranty').$type<Warranty>(),
    /** Labels of the product's own attributes by their English name. */
    attributeLabels: jsonb('attribute_labels').$type<Record<string, string>>(),
    /**
     * Values of the product's own attributes by English name, then English value: the English
     * value stays the key variations, carts and orders keep; the shopper reads this one.
     */
    attributeValues: jsonb('attribute_values').$type<Record<string, Record<string, string>>>(),
    /**
     * What the shop's search matches in this language (built as products.search_text is), with
     * the same trigram index so a search stays an index scan.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    // No fast-update pending list (catalog.ts says why).
    index('product_translations_search_trgm')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Names and descriptions of categories and attribute terms. */
export const termTranslations = pgTable(
  'term_translations',
  {
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name'),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.termId, t.language] })],
);

/** Labels of the global attributes (pa_color: "Farbe"), by taxonomy. */
export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    taxonomy: text('taxonomy').notNull(),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taxonomy, t.language] })],
);

export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title'),
    excerpt: text('excerpt'),
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.language] })],
);

/** Alt texts of images (products, variations, categories, posts) in a language. */
export const mediaTranslations = pgTable(
  'media_translations',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    altText: text('alt_text'),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.language] })],
);
