/**
 * Per-request batch loaders: a page of 24 products asks for its images, terms and
 * variations in one query each, not one per product.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import DataLoader from 'dataloader';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  attributeTaxonomies,
  media,
  productAttributes,
  products,
  productTerms,
  productVariations,
  type reviews,
  terms,
} from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import { crossSellOfLoader, relatedProductsLoader, reviewsLoader } from './product-list-loaders.ts';
import {
  attributeLabelsIn,
  type LabelledAttribute,
  localAttributeWords,
  localizeMedia,
  localizeProducts,
  localizeTerms,
} from './translations.ts';

export type MediaRow = typeof media.$inferSelect;
export type TermRow = typeof terms.$inferSelect;
export type AttributeRow = typeof productAttributes.$inferSelect;
export type VariationRow = typeof productVariations.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;
export type AttributeTaxonomyRow = typeof attributeTaxonomies.$inferSelect;

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

const byIds = <T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) =>
  new DataLoader<number, T | null>(async (ids) => {
    const rows = await load([...ids]);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });

/** The loaders of one request, whose store content comes in `language` (translations.ts). */
export function createCatalogLoaders(db: Db, language: StoreLanguage = DEFAULT_LANGUAGE) {
  const inLanguage = <T extends TermRow>(rows: T[]) => localizeTerms(db, language, rows);
  const productById = byIds(async (ids) =>
    localizeProducts(db, language, await db.select().from(products).where(inArray(products.id, ids))),
  );
  return {
    productById,
    /** Related products of each product (product-list-loaders.ts). */
    relatedByProduct: relatedProductsLoader(db, productById),
    /** The products offering each product among their cross-sells (product-list-loaders.ts). */
    crossSellOfByProduct: crossSellOfLoader(db, productById),
    reviewsByProduct: reviewsLoader(db),
    mediaById: byIds(async (ids) =>
      localizeMedia(db, language, await db.select().from(media).where(inArray(media.id, ids))),
    ),
    termById: byIds(async (ids) => inLanguage(await db.select().from(terms).where(inArray(terms.id, ids)))),
    variationById: byIds((ids) =>
      db.select().from(productVariations).where(inArray(productVariations.id, ids)),
    ),

    /** Every term of a product, all taxonomies, in the order they were assigned. */
    termsByProduct: new DataLoader<number, TermRow[]>(async (ids) => {
      const rows = await db
        .select({ productId: productTerms.productId, term: terms })
        .from(productTerms)
        .innerJoin(terms, eq(terms.id, productTerms.termId))
        .where(inArray(productTerms.productId, [...ids]))
        .orderBy(asc(productTerms.position), asc(terms.id));
      const translated = await inLanguage(rows.map((row) => row.term));
      const groups = groupBy(
        rows.map((row, index) => ({ productId: row.productId, term: translated[index] as TermRow })),
        (row) => row.productId,
      );
      return ids.map((id) => (groups.get(id) ?? []).map((row) => row.term));
    }),

    /** A product's attributes; a local one carries its label and its values' words in the request's language. */
    attributesByProduct: new DataLoader<number, LabelledAttribute[]>(async (ids) => {
      const [rows, words] = await Promise.all([
        db
          .select()
          .from(productAttributes)
          .where(inArray(productAttributes.productId, [...ids]))
          .orderBy(asc(productAttributes.position)),
        localAttributeWords(db, language, [...ids]),
      ]);
      const labelled = rows.map((row) => {
        const own = row.isTaxonomy ? undefined : words.get(row.productId);
        const label = own?.labels[row.name];
        const valueNames = own?.values[row.name];
        return { ...row, ...(label ? { label } : {}), ...(valueNames ? { valueNames } : {}) };
      });
      const groups = groupBy(labelled, (row) => row.productId);
      return ids.map((id) => groups.get(id) ?? []);
    }),

    variationsByParent: new DataLoader<number, VariationRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productVariations)
        .where(inArray(productVariations.parentId, [...ids]))
        .orderBy(asc(productVariations.menuOrder), asc(productVariations.id));
      const groups = groupBy(rows, (row) => row.parentId);
      return ids.map((id) => groups.get(id) ?? []);
    }),

    childCategories: new DataLoader<number, TermRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(terms)
        .where(
          sql`${terms.taxonomy} = 'product_cat' and ${terms.parentId} = any(${sql.param([...ids])}::int4[])`,
        )
        .orderBy(asc(terms.menuOrder), asc(terms.name));
      const groups = groupBy(await inLanguage(rows), (row) => row.parentId);
      return ids.map((id) => groups.get(id) ?? []);
    }),

    /** Terms of one taxonomy by slug, keyed "taxonomy:slug" (global attribute options). */
    termBySlug: new DataLoader<string, TermRow | null>(async (keys) => {
      const pairs = keys.map((key) => key.split(/:(.*)/s) as [string, string]);
      const rows = await db
        .select()
        .from(terms)
        .where(
          sql`(${terms.taxonomy} || ':' || ${terms.slug}) = any(${sql.param(pairs.map(([t, s]) => `${t}:${s}`))}::text[])`,
        );
      const found = new Map((await inLanguage(rows)).map((row) => [`${row.taxonomy}:${row.slug}`, row]));
      return keys.map((key) => found.get(key) ?? null);
    }),

    /** The global attributes by taxonomy, labelled in the request's language. */
    attributeTaxonomies: new DataLoader<'all', Map<string, AttributeTaxonomyRow>>(async (keys) => {
      const [rows, labels] = await Promise.all([
        db.select().from(attributeTaxonomies),
        attributeLabelsIn(db, language),
      ]);
      const map = new Map(
        rows.map((row) => [row.slug, { ...row, label: labels.get(row.slug) ?? row.label }]),
      );
      return keys.map(() => map);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;

const perRequest = new WeakMap<object, CatalogLoaders>();

/**
 * The catalogue loaders of one request, made on first use in the request's language: every
 * resolver of the request shares their batches and caches, and they go with the request.
 */
export function catalogLoaders(context: Pick<Context, 'db' | 'language'>): CatalogLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = createCatalogLoaders(context.db, context.language);
    perRequest.set(context, loaders);
  }
  return loaders;
}

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  ProductRecord: ProductRecord;
  VariationRow: VariationRow;
  MediaRow: MediaRow;
  TermRow: TermRow;
  ReviewRow: ReviewRow;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
