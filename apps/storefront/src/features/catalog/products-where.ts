/**
 * Filters, search and sort (filters.ts) as the backend's `products(where: …)` input, and the
 * GraphQL enum names of global attribute taxonomies.
 */
import type {
  ProductTaxonomyEnum,
  RootQueryToProductConnectionWhereArgs,
  TaxonomyEnum,
} from '@/graphql/generated';
import { attributeName, type ProductFilters } from './filters';
import { type ProductSort, sortToOrderby } from './sort';

/**
 * A global attribute's enum in `taxonomyFilter` (ProductTaxonomyEnum): WPGraphQL upper-cases the
 * taxonomy and turns other characters into underscores (pa_cut-level → PA_CUT_LEVEL).
 */
export const productTaxonomyEnum = (name: string): ProductTaxonomyEnum =>
  `PA_${attributeName(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '_')}` as ProductTaxonomyEnum;

/**
 * The same taxonomy in `terms(where: {taxonomies})` (TaxonomyEnum): WPGraphQL uses the
 * taxonomy's GraphQL name upper-cased with no separators (pa_color → PACOLOR).
 */
export const termTaxonomyEnum = (name: string): TaxonomyEnum =>
  `PA${attributeName(name)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}` as TaxonomyEnum;

export type ProductsWhere = RootQueryToProductConnectionWhereArgs;

export interface ProductListCriteria {
  filters: ProductFilters;
  search?: string | null;
  sort?: ProductSort | null;
  /** A category page's own category: every result is in it, whatever else is chosen. */
  scopeCategory?: string | null;
}

/** Every average rating from `min` up to 5 (the backend matches ratings rounded to whole stars). */
const ratingsFrom = (min: number): number[] => Array.from({ length: 6 - min }, (_, i) => min + i);

/**
 * Filters, search and sort as the backend's `products(where: …)`: categories as `categoryIn`,
 * price as `minPrice`/`maxPrice`, `rating` as [n..5], `onSale`, in stock as [IN_STOCK,
 * ON_BACKORDER], and attributes in `taxonomyFilter` (AND across attributes, IN within one).
 * On a category page the page's category is `categoryIn` and chosen categories narrow it
 * further through `taxonomyFilter` (in the page's category AND in any chosen one).
 */
export function toProductsWhere({
  filters,
  search,
  sort,
  scopeCategory,
}: ProductListCriteria): ProductsWhere {
  const where: ProductsWhere = {};
  const text = search?.trim();
  if (text) where.search = text;

  const taxonomies: NonNullable<NonNullable<ProductsWhere['taxonomyFilter']>['filters']> = [];
  if (scopeCategory) {
    where.categoryIn = [scopeCategory];
    if (filters.categories.length > 0) {
      taxonomies.push({ taxonomy: 'PRODUCT_CAT', terms: [...filters.categories], operator: 'IN' });
    }
  } else if (filters.categories.length > 0) {
    where.categoryIn = [...filters.categories];
  }

  if (filters.price?.min != null) where.minPrice = filters.price.min;
  if (filters.price?.max != null) where.maxPrice = filters.price.max;
  if (filters.rating !== null) where.rating = ratingsFrom(filters.rating);
  if (filters.onSale) where.onSale = true;
  if (filters.inStock) where.stockStatus = ['IN_STOCK', 'ON_BACKORDER'];

  for (const name of Object.keys(filters.attributes).sort()) {
    const terms = filters.attributes[name] ?? [];
    if (terms.length > 0)
      taxonomies.push({ taxonomy: productTaxonomyEnum(name), terms: [...terms], operator: 'IN' });
  }
  if (taxonomies.length > 0) where.taxonomyFilter = { relation: 'AND', filters: taxonomies };

  where.orderby = [sortToOrderby(sort ?? null)];
  return where;
}
