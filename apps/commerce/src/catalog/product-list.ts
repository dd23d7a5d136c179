/**
 * The product catalogue query behind `products(where, first/after, last/before)`: every
 * filter, the sort and the page are decided in one SQL statement, never by loading the
 * catalogue. Pages are keyset seeks (the cursor carries the sort values of the last row)
 * so page 100 costs what page 1 does; the total (`found`) is a separate count run only
 * when a client asks for it.
 */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { and, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { StockStatus } from '../db/schema/column-types.ts';
import { catalogChanges, products, terms } from '../db/schema.ts';
import { present } from '../lib/input.ts';
import { type KeysetPage, planKeysetPage } from '../lib/keyset.ts';
import { containsPattern } from '../lib/like.ts';
import type { PageRequest } from '../lib/pagination.ts';
import { CATALOG_GENERATION, catalogGeneration, foundColumns } from './found-cache.ts';
import type { CatalogLoaders, ProductRecord } from './loaders.ts';
import { cardColumns, primeCard } from './product-bundle.ts';
import { orderKeys } from './product-sort.ts';
import type { ProductWhere } from './product-where.ts';
import { NOTHING, narrowedByTerms, taxonomyConditions } from './term-conditions.ts';
import { localizeProducts, translatedTextMatches } from './translations.ts';

const TYPE_ENUM_TO_TYPE: Record<string, string> = {
  SIMPLE: 'simple',
  VARIABLE: 'variable',
  EXTERNAL: 'external',
};
const typeValues = (values: string[]) => values.map((v) => TYPE_ENUM_TO_TYPE[v] ?? v.toLowerCase());

/** StockStatusEnum to the stored stock status. */
export const STOCK_ENUM_TO_STATUS: Record<string, StockStatus> = {
  IN_STOCK: 'instock',
  OUT_OF_STOCK: 'outofstock',
  ON_BACKORDER: 'onbackorder',
};

/**
 * `where.visibility` as WooGraphQL maps it onto the product_visibility taxonomy
 * (ProductConnectionResolver::sanitize_input_fields): SEARCH = not excluded from search,
 * CATALOG = not excluded from the catalogue, VISIBLE = excluded from neither, HIDDEN = excluded
 * from both. It narrows what a shopper may list anyway, so HIDDEN finds nothing for them.
 */
const VISIBILITY_VALUES: Record<NonNullable<ProductWhere['visibility']>, string[]> = {
  SEARCH: ['visible', 'search'],
  CATALOG: ['visible', 'catalog'],
  VISIBLE: ['visible'],
  HIDDEN: ['hidden'],
};

/**
 * A search word matches a product's English text or its text in the shopper's language: each
 * side is a trigram index scan, and the union is a handful of ids.
 */
/**
 * `sku: "A, B"`: the products (or variations) with one of those SKUs, comma-separated as the
 * argument's description says; undefined for none asked. WordPress compares meta values in
 * MySQL's case-insensitive collation: "9320p" finds "9320P".
 */
export function skuCondition(column: AnyPgColumn, sku: string | null | undefined): SQL | undefined {
  const skus = (sku ?? '')
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
  return skus.length > 0 ? inArray(sql`lower(${column})`, skus) : undefined;
}

export function searchCondition(word: string, language: StoreLanguage): SQL {
  const pattern = containsPattern(word);
  if (language === 'en') return sql`${products.searchText} like ${pattern}`;
  return sql`${products.id} in (select id from products where search_text like ${pattern} union ${translatedTextMatches(language, pattern)})`;
}

async function buildConditions(
  db: Db,
  where: ProductWhere,
  language: StoreLanguage,
  freshTerms: boolean,
): Promise<{ filters: SQL | undefined; termsKeptAt: string | null }> {
  // Only published products are public: WPGraphQL drops the statuses a visitor may not read
  // (PostObjectConnectionResolver::sanitize_post_stati), so `status: "draft"` still lists
  // published products only, and `status: "publish"` changes nothing.
  const conditions: (SQL | undefined)[] = [eq(products.status, 'publish')];
  const words = (where.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);
  conditions.push(
    inArray(products.catalogVisibility, words.length > 0 ? ['visible', 'search'] : ['visible', 'catalog']),
  );
  if (where.visibility)
    conditions.push(inArray(products.catalogVisibility, VISIBILITY_VALUES[where.visibility]));
  for (const word of words) conditions.push(searchCondition(word, language));

  const termFilters = await taxonomyConditions(db, where, freshTerms);
  conditions.push(...termFilters.conditions);

  // WooCommerce's price filter: the product's price range overlaps the requested one.
  if (where.minPrice != null)
    conditions.push(sql`${products.maxPrice} >= ${Math.round(where.minPrice * 100)}`);
  if (where.maxPrice != null)
    conditions.push(sql`${products.minPrice} <= ${Math.round(where.maxPrice * 100)}`);
  if (where.onSale != null) conditions.push(eq(products.onSale, where.onSale));
  if (where.featured != null) conditions.push(eq(products.featured, where.featured));

  const stock = present(where.stockStatus).map((s) => STOCK_ENUM_TO_STATUS[s] ?? s);
  if (stock.length > 0)
    conditions.push(inArray(products.stockStatus, stock as ProductRecord['stockStatus'][]));

  const include = present(where.include);
  if (where.include) conditions.push(include.length > 0 ? inArray(products.id, include) : NOTHING);
  const exclude = present(where.exclude);
  if (exclude.length > 0) conditions.push(notInArray(products.id, exclude));

  const types = [...(where.type ? [where.type] : []), ...present(where.typeIn)];
  if (types.length > 0) conditions.push(inArray(products.type, typeValues(types) as ProductRecord['type'][]));
  const notTypes = present(where.typeNotIn);
  if (notTypes.length > 0)
    conditions.push(notInArray(products.type, typeValues(notTypes) as ProductRecord['type'][]));

  // WooCommerce files a product under "rated-N" with N its average rating rounded half up
  // (numeric rounds half up; double precision would round half to even).
  const ratings = present(where.rating);
  if (ratings.length > 0) {
    conditions.push(sql`round(${products.averageRating}::numeric)::int = any(${sql.param(ratings)}::int4[])`);
  }
  conditions.push(skuCondition(products.sku, where.sku));
  const slugs = present(where.slugIn);
  if (where.slugIn) conditions.push(slugs.length > 0 ? inArray(products.slug, slugs) : NOTHING);

  return { filters: and(...conditions), termsKeptAt: termFilters.termsKeptAt };
}

export interface ProductPage extends KeysetPage<ProductRecord> {
  /** The number of products matching the filters, counted only when asked for. */
  found: () => Promise<number>;
}

/**
 * A page of products, their content in `language` (one query for the page's translations).
 * With `loaders`, each row's card rows come in the same statement (product-bundle.ts).
 * With `countWanted` (and not a category page, whose total is stored), the page's statement
 * counts every match: one round trip instead of two. The count is a subquery of its own, so the
 * page still reads only the rows it shows, and runs only when the catalogue changed since the same
 * list was last counted (found-cache.ts); a first page narrowed by terms, whose scan reads every
 * match anyway, counts them as it goes (narrowedByTerms). A filter's term ids are kept between
 * requests too (term-conditions.ts); `freshTerms` reads them again, as a page does when its
 * statement saw the catalogue change since they were read.
 */
export async function listProducts(
  db: Db,
  where: ProductWhere,
  request: PageRequest,
  language: StoreLanguage,
  options: { countWanted?: boolean; loaders?: CatalogLoaders } = {},
  freshTerms = false,
): Promise<ProductPage> {
  const { countWanted = false, loaders } = options;
  const keys = orderKeys(where, present(where.include), language);
  const { filters, termsKeptAt } = await buildConditions(db, where, language, freshTerms);
  const plan = planKeysetPage(keys, request);
  const countHere = countWanted && soleCategory(where) === null;
  // A later page's window would count only the rows after its cursor.
  const windowed = !plan.seek && narrowedByTerms(where);
  const kept = countHere && !windowed ? foundColumns(db, filters) : undefined;
  const fetched = await db
    .select({
      product: products,
      ...(kept ? { found: kept.columns.found } : {}),
      ...(countHere && windowed ? { found: sql<number>`(count(*) over ())::int` } : {}),
      // Read once for both: the total is kept under it, kept term ids are checked against it.
      ...(kept || termsKeptAt ? { generation: CATALOG_GENERATION } : {}),
      ...(loaders ? cardColumns(language) : {}),
    })
    .from(products)
    .where(and(filters, plan.seek))
    .orderBy(...plan.orderBy)
    .limit(plan.limit);

  const [first] = fetched;
  // Kept term ids stand only while the catalogue has not changed: read again after a change.
  if (termsKeptAt) {
    const now = first ? first.generation : await catalogGeneration(db);
    if (now !== termsKeptAt) return listProducts(db, where, request, language, options, true);
  }
  // An empty page carries no count: a first page then says nothing matches, a later one asks.
  if (first && kept) kept.remember(first as { found: unknown; generation: unknown });
  let total: Promise<number> | undefined =
    countHere && (first || !plan.seek) ? Promise.resolve(Number(first?.found ?? 0)) : undefined;
  const rows = fetched.map((row) => row.product);
  if (loaders) for (const row of fetched) primeCard(loaders, row.product.id, row);
  return {
    ...plan.page(await localizeProducts(db, language, rows)),
    found: () => {
      total ??= countProducts(db, where, filters);
      return total;
    },
  };
}

/** A list filtered by one category and nothing else: a category page. */
function soleCategory(where: ProductWhere): { slug: string } | { id: number } | null {
  const {
    category,
    categoryId,
    categoryIn,
    categoryIdIn,
    orderby: _order,
    language: _language,
    ...others
  } = where;
  if (Object.values(others).some((value) => value !== null && value !== undefined)) return null;
  const selectors = [
    ...(category ? [{ slug: category }] : []),
    ...present(categoryIn).map((slug) => ({ slug })),
    ...(categoryId != null ? [{ id: categoryId }] : []),
    ...present(categoryIdIn).map((id) => ({ id })),
  ];
  return selectors.length === 1 ? (selectors[0] ?? null) : null;
}

/**
 * The number of products the filters match. A category page reads the category's stored
 * tree count (term-counts.ts) instead of counting thousands of rows on every request; other lists
 * count once per catalogue change (found-cache.ts).
 */
async function countProducts(db: Db, where: ProductWhere, filters: SQL | undefined): Promise<number> {
  const category = soleCategory(where);
  if (category) {
    const match = 'slug' in category ? eq(terms.slug, category.slug) : eq(terms.id, category.id);
    const [row] = await db
      .select({ count: terms.treeCount })
      .from(terms)
      .where(and(eq(terms.taxonomy, 'product_cat'), match));
    return row?.count ?? 0;
  }
  const { columns, remember } = foundColumns(db, filters);
  const [row] = await db.select(columns).from(catalogChanges);
  if (!row) return 0;
  remember(row);
  return Number(row.found);
}
