/** How a product list is sorted: ProductsOrderByEnum to keyset sort keys over the products table. */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { sql } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { present } from '../lib/input.ts';
import type { SortKey as Key, OrderedKey as Ordered } from '../lib/keyset.ts';
import type { ProductRecord } from './loaders.ts';
import type { ProductWhere } from './product-where.ts';

type SortKey = Key<ProductRecord>;
type OrderedKey = Ordered<ProductRecord>;

const dateKey: SortKey = {
  name: 'DATE',
  expression: sql`${products.publishedAt}`,
  cast: 'timestamptz',
  value: (row) => row.publishedAt.toISOString(),
};

/** ProductsOrderByEnum to the column it sorts on. Deprecated aliases share their successor's key. */
const SORT_KEYS: Record<string, SortKey> = {
  DATE: dateKey,
  ON_SALE_FROM: dateKey,
  ON_SALE_TO: dateKey,
  MODIFIED: {
    name: 'MODIFIED',
    expression: sql`${products.modifiedAt}`,
    cast: 'timestamptz',
    value: (row) => row.modifiedAt.toISOString(),
  },
  PRICE: {
    name: 'PRICE',
    expression: sql`coalesce(${products.price}, 0)`,
    cast: 'int4',
    value: (row) => row.price ?? 0,
  },
  POPULARITY: {
    name: 'POPULARITY',
    expression: sql`${products.totalSales}`,
    cast: 'int4',
    value: (row) => row.totalSales,
  },
  RATING: {
    name: 'RATING',
    expression: sql`${products.averageRating}`,
    cast: 'float8',
    value: (row) => row.averageRating,
  },
  REVIEW_COUNT: {
    name: 'REVIEW_COUNT',
    expression: sql`${products.reviewCount}`,
    cast: 'int4',
    value: (row) => row.reviewCount,
  },
  NAME: {
    name: 'NAME',
    expression: sql`lower(${products.name})`,
    cast: 'text',
    value: (row) => row.name.toLowerCase(),
  },
  SLUG: { name: 'SLUG', expression: sql`${products.slug}`, cast: 'text', value: (row) => row.slug },
  MENU_ORDER: {
    name: 'MENU_ORDER',
    expression: sql`${products.menuOrder}`,
    cast: 'int4',
    value: (row) => row.menuOrder,
  },
};
SORT_KEYS.REGULAR_PRICE = SORT_KEYS.PRICE as SortKey;
SORT_KEYS.SALE_PRICE = SORT_KEYS.PRICE as SortKey;
SORT_KEYS.TOTAL_SALES = SORT_KEYS.POPULARITY as SortKey;
SORT_KEYS.NAME_IN = SORT_KEYS.NAME as SortKey;
// PARENT: products have no parent in this store, so it is the same as no sort key at all.
SORT_KEYS.PARENT = SORT_KEYS.MENU_ORDER as SortKey;

/**
 * "Price: high to low" ranks a variable product by its dearest variation, as WooCommerce's
 * catalogue sorting does (max_price DESC); low to high uses the cheapest (min_price ASC).
 */
const priceDescendingKey: SortKey = {
  name: 'PRICE_HIGH',
  expression: sql`coalesce(${products.maxPrice}, 0)`,
  cast: 'int4',
  value: (row) => row.maxPrice ?? 0,
};

const idKey = (descending: boolean): OrderedKey => ({
  name: 'ID',
  expression: sql`${products.id}`,
  cast: 'int4',
  value: (row) => row.id,
  descending,
});

/**
 * Name order in another language sorts by the translated name (the English one where there is
 * none), as a multilingual site sorts its translated copies; English keeps its index.
 */
const nameKeyIn = (language: StoreLanguage): SortKey => ({
  name: 'NAME',
  expression: sql`lower(coalesce((select pt.name from product_translations pt where pt.product_id = ${products.id} and pt.language = ${language}), ${products.name}))`,
  cast: 'text',
  value: (row) => row.name.toLowerCase(),
});

/**
 * The keys a product list is ordered by: the requested ones, then the id so every row has one
 * place. Rows are compared in `language`, so cursors carry the values of the translated rows.
 */
export function orderKeys(
  where: ProductWhere,
  include: number[],
  language: StoreLanguage = DEFAULT_LANGUAGE,
): OrderedKey[] {
  const requested = present(where.orderby);
  const keys: OrderedKey[] = requested.map(({ field, order }) => {
    const descending = (order ?? 'DESC') === 'DESC';
    if (field === 'IN') {
      if (include.length === 0) throw new UserInputError('Sorting by "IN" needs the "include" list of ids.');
      return {
        name: 'IN',
        expression: sql`array_position(${sql.param(include)}::int4[], ${products.id})`,
        cast: 'int4',
        value: (row: ProductRecord) => include.indexOf(row.id) + 1,
        descending,
      };
    }
    const key = SORT_KEYS[field];
    if (!key) throw new UserInputError(`Products cannot be sorted by "${field}".`);
    if (key === SORT_KEYS.PRICE && descending) return { ...priceDescendingKey, descending };
    if (key === SORT_KEYS.NAME && language !== DEFAULT_LANGUAGE)
      return { ...nameKeyIn(language), descending };
    return { ...key, descending };
  });
  // WooGraphQL's default order is newest first; the id settles ties so every row has one place.
  if (keys.length === 0) keys.push({ ...dateKey, descending: true });
  keys.push(idKey(keys[0]?.descending ?? true));
  return keys;
}
