/**
 * Per-request batch loaders: a page of 24 products asks for its images, terms and
 * variations in one query each, not one per product.
 */
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

export function createCatalogLoaders(db: Db) {
  return {
    productById: byIds((ids) => db.select().from(products).where(inArray(products.id, ids))),
    mediaById: byIds((ids) => db.select().from(media).where(inArray(media.id, ids))),
    termById: byIds((ids) => db.select().from(terms).where(inArray(terms.id, ids))),
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
      const groups = groupBy(rows, (row) => row.productId);
      return ids.map((id) => (groups.get(id) ?? []).map((row) => row.term));
    }),

    attributesByProduct: new DataLoader<number, AttributeRow[]>(async (ids) => {
      const rows = await db
        .select()
        .from(productAttributes)
        .where(inArray(productAttributes.productId, [...ids]))
        .orderBy(asc(productAttributes.position));
      const groups = groupBy(rows, (row) => row.productId);
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
      const groups = groupBy(rows, (row) => row.parentId);
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
      const found = new Map(rows.map((row) => [`${row.taxonomy}:${row.slug}`, row]));
      return keys.map((key) => found.get(key) ?? null);
    }),

    attributeTaxonomies: new DataLoader<'all', Map<string, AttributeTaxonomyRow>>(async (keys) => {
      const rows = await db.select().from(attributeTaxonomies);
      const map = new Map(rows.map((row) => [row.slug, row]));
      return keys.map(() => map);
    }),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
