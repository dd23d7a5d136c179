/**
 * Batch loaders of a product's lists that need a query of their own (related products, the
 * products offering it as a cross-sell, reviews):
 * a page of 100 products asks for its related products or reviews in one statement, not one per
 * product, so a query that nests them costs as many statements as it has levels, whatever the
 * page size (the cost model, api/cost.ts, counts them the same way).
 */
import DataLoader from 'dataloader';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type products, reviews } from '../db/schema.ts';

type ProductRecord = typeof products.$inferSelect;
type ReviewRow = typeof reviews.$inferSelect;

/** WooCommerce's related products: 5 at most (wc_get_related_products' default). */
export const RELATED_LIMIT = 5;
/** The most products a part's "fits" list names (crossSellOfLoader). */
export const CROSS_SELL_OF_LIMIT = 24;
/** Reviews answered per product, newest first. */
export const REVIEWS_LIMIT = 100;

type ProductsById = DataLoader<number, ProductRecord | null>;

/** A product a list may name: found and published (drafts and deleted products are left out). */
export const isPublished = (row: ProductRecord | null | Error): row is ProductRecord =>
  row !== null && !(row instanceof Error) && row.status === 'publish';

/**
 * Products that share the most categories and tags with each one, best sellers first: ranked in
 * one statement for the whole batch (a lateral join per product), then read through `productById`
 * so they come translated and shared with every other field that needs them.
 */
export function relatedProductsLoader(db: Db, productById: ProductsById) {
  return new DataLoader<number, ProductRecord[]>(async (ids) => {
    const ranked = await db.execute<{ source: number; product: number }>(sql`
      select src.id as source, r.product
      from unnest(${sql.param([...ids])}::int4[]) as src(id)
      cross join lateral (
        select theirs.product_id as product,
          row_number() over (order by count(*) desc, p.total_sales desc, theirs.product_id desc) as rank
        from product_terms mine
        join terms t on t.id = mine.term_id and t.taxonomy in ('product_cat', 'product_tag')
        join product_terms theirs on theirs.term_id = mine.term_id and theirs.product_id <> src.id
        join products p on p.id = theirs.product_id and p.status = 'publish'
        where mine.product_id = src.id
        group by theirs.product_id, p.total_sales
        order by rank
        limit ${RELATED_LIMIT}
      ) r
      order by src.id, r.rank`);
    const wanted = new Map<number, number[]>();
    for (const { source, product } of ranked.rows) {
      const list = wanted.get(Number(source)) ?? [];
      list.push(Number(product));
      wanted.set(Number(source), list);
    }
    const products = await productById.loadMany([...new Set([...wanted.values()].flat())]);
    const byId = new Map(
      products.flatMap((row) => (row && !(row instanceof Error) ? [[row.id, row] as const] : [])),
    );
    return ids.map((id) => (wanted.get(id) ?? []).flatMap((product) => byId.get(product) ?? []));
  });
}

/**
 * The published products listing each product among their cross-sells, best sellers first: one
 * statement for the whole batch (the GIN index on cross_sell_ids answers the overlap), then read
 * through `productById` so they come translated and shared with every other field that needs them.
 */
export function crossSellOfLoader(db: Db, productById: ProductsById) {
  return new DataLoader<number, ProductRecord[]>(async (ids) => {
    const found = await db.execute<{ id: number; cross_sell_ids: number[] }>(sql`
      select id, cross_sell_ids from products
      where cross_sell_ids && ${sql.param([...ids])}::int4[] and status = 'publish'
      order by total_sales desc, id desc`);
    const offering = new Map<number, number[]>();
    for (const row of found.rows) {
      for (const part of row.cross_sell_ids) {
        const list = offering.get(part) ?? [];
        if (list.length < CROSS_SELL_OF_LIMIT) list.push(Number(row.id));
        offering.set(part, list);
      }
    }
    const rows = await productById.loadMany([...new Set([...offering.values()].flat())]);
    const byId = new Map(rows.filter(isPublished).map((row) => [row.id, row] as const));
    return ids.map((id) => (offering.get(id) ?? []).flatMap((product) => byId.get(product) ?? []));
  });
}

/** Each product's approved reviews, newest first, at most REVIEWS_LIMIT each, in one statement. */
export function reviewsLoader(db: Db) {
  return new DataLoader<number, ReviewRow[]>(async (ids) => {
    const ranked = db
      .select({
        id: reviews.id,
        rank: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
          'rank',
        ),
      })
      .from(reviews)
      .where(and(inArray(reviews.productId, [...ids]), eq(reviews.status, 'approved')))
      .as('ranked');
    const rows = await db
      .select({ review: reviews })
      .from(reviews)
      .innerJoin(ranked, eq(ranked.id, reviews.id))
      .where(lte(ranked.rank, REVIEWS_LIMIT))
      .orderBy(asc(reviews.productId), desc(reviews.createdAt), desc(reviews.id));
    const groups = new Map<number, ReviewRow[]>();
    for (const { review } of rows) {
      const list = groups.get(review.productId) ?? [];
      list.push(review);
      groups.set(review.productId, list);
    }
    return ids.map((id) => groups.get(id) ?? []);
  });
}
