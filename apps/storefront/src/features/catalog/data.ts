import 'server-only';
import { cache } from 'react';
import {
  type DearestPriceFragment,
  GetAllTermsDocument,
  type GetAllTermsQuery,
  GetMaxPriceDocument,
  GetProductCategoriesDocument,
  GetProductCategoryDocument,
  GetProductsCursorDocument,
  type GetProductsCursorQuery,
  GetProductsDocument,
  GetWooNuxtSettingsDocument,
} from '@/graphql/generated';
import { toImage } from '@/lib/catalog/media-url';
import { type ProductSummary, toProductSummary } from '@/lib/catalog/product-summary';
import { withFeature } from '@/lib/commerce/capabilities';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { parseRawPrice } from '@/lib/format/price';
import type { CategorySummary } from './categories';
import { attributeName } from './filters';
import { type ProductsWhere, termTaxonomyEnum } from './products-where';

/**
 * The catalogue's reads for product lists, categories and their filters. Every list is
 * filtered, sorted and paged by the backend; results are cached by tag (products, categories,
 * settings) and de-duplicated within one render.
 */

export interface CategoryDetails extends CategorySummary {
  description: string | null;
  /** The price filter's upper bound on the category's page: its dearest product, whole currency units. */
  maxPrice: number;
  /** From the top-level category down to the direct parent. */
  ancestors: { name: string; slug: string }[];
  /** Non-empty subcategories, by name. */
  subcategories: CategorySummary[];
}

export interface AttributeTerm {
  name: string;
  slug: string;
  count: number;
}

export interface AttributeFilterOption {
  /** Name without `pa_` as the filter syntax writes it (`size`). */
  name: string;
  taxonomy: string;
  label: string;
  showCount: boolean;
  openByDefault: boolean;
  terms: AttributeTerm[];
}

export interface CatalogSettings {
  /**
   * WooNuxt Settings' price filter bound, shop-wide, whole currency units; null without the plugin
   * (/products then asks for the dearest product: getShopMaxPrice).
   */
  maxPrice: number | null;
  /** The global attributes offered as filters (taxonomies with `pa_`), in the store's order. */
  attributeTaxonomies: string[];
  attributes: Omit<AttributeFilterOption, 'terms'>[];
}

export interface ProductListPage {
  products: ProductSummary[];
  /** Products matching the list, over all pages. */
  found: number;
}

/** WPGraphQL answers at most this many items per request (graphql_connection_max_query_amount). */
const MAX_PAGE_SIZE = 100;
const CATEGORY_LIMIT = 100;
/** Terms read page by page; a safety stop far above any real store's term count. */
const MAX_TERM_PAGES = 20;

const image = toImage;

function toCategorySummary(node: {
  databaseId: number;
  name: string | null;
  slug: string | null;
  count: number | null;
  parentDatabaseId?: number | null;
  image: { sourceUrl: string | null; altText: string | null } | null;
}): CategorySummary {
  const name = node.name ?? '';
  return {
    id: node.databaseId,
    name,
    slug: node.slug ?? String(node.databaseId),
    count: node.count ?? 0,
    parentId: node.parentDatabaseId ?? null,
    image: image(node.image, name),
  };
}

/**
 * The store's list settings from WooNuxt Settings: price ceiling and the attribute filters. A shop
 * without that plugin still gets a price filter (up to its dearest product, getShopMaxPrice) but no
 * attribute filters, since which attributes to offer is the plugin's setting and stock WooGraphQL
 * names none.
 */
export const getCatalogSettings = cache(async (): Promise<CatalogSettings> => {
  const data = await withFeature('woonuxt', () =>
    commerceQuery(GetWooNuxtSettingsDocument, {}, { tags: [CACHE_TAGS.settings] }),
  );
  if (!data) return { maxPrice: null, attributeTaxonomies: [], attributes: [] };
  const settings = data.woonuxtSettings;
  const attributes = (settings?.global_attributes ?? [])
    .filter((attribute): attribute is NonNullable<typeof attribute> => Boolean(attribute?.slug))
    .map((attribute) => {
      const taxonomy = attribute.slug ?? '';
      return {
        name: attributeName(taxonomy),
        taxonomy,
        label: attribute.label || attributeName(taxonomy),
        showCount: attribute.showCount ?? true,
        openByDefault: attribute.openByDefault ?? false,
      };
    });
  return {
    maxPrice: Math.max(0, settings?.maxPrice ?? 0),
    attributeTaxonomies: attributes.map((attribute) => attribute.taxonomy),
    attributes,
  };
});

/** The price of a list's dearest product rounded up to whole currency units; 0 for an empty list. */
function dearestPrice(nodes: readonly DearestPriceFragment[] | undefined): number {
  const node = nodes?.[0];
  const price = parseRawPrice(node && 'rawPrice' in node ? node.rawPrice : null);
  return price ? Math.ceil(price.max) : 0;
}

/** The shop's dearest product's price (WooNuxt's maxPrice, from stock fields): /products without the plugin. */
export const getShopMaxPrice = cache(async (): Promise<number> => {
  const data = await commerceQuery(GetMaxPriceDocument, {}, { tags: [CACHE_TAGS.products] });
  return dearestPrice(data.products?.nodes);
});

/** Every non-empty category, most products first (flat; see categoryTree). */
export const getCategories = cache(async (): Promise<CategorySummary[]> => {
  const data = await commerceQuery(
    GetProductCategoriesDocument,
    { first: CATEGORY_LIMIT },
    { tags: [CACHE_TAGS.categories] },
  );
  return (data.productCategories?.nodes ?? []).map(toCategorySummary);
});

/**
 * One category by slug with its parent chain, subcategories and dearest product (scoped as its
 * listing is, so within the same round trip); null when there is none.
 */
export const getCategory = cache(async (slug: string): Promise<CategoryDetails | null> => {
  const data = await commerceQuery(
    GetProductCategoryDocument,
    { slug, scope: [slug] },
    { tags: [CACHE_TAGS.categories, CACHE_TAGS.products] },
  );
  const node = data.productCategory;
  if (!node) return null;
  return {
    ...toCategorySummary(node),
    description: node.description?.trim() || null,
    maxPrice: dearestPrice(data.dearest?.nodes),
    ancestors: (node.ancestors?.nodes ?? [])
      .map((ancestor) => ({ name: ancestor.name ?? '', slug: ancestor.slug ?? '' }))
      .filter((ancestor) => ancestor.slug !== '')
      .reverse(),
    subcategories: (node.children?.nodes ?? []).map(toCategorySummary),
  };
});

/**
 * The terms of these global attributes (taxonomies such as `pa_shade`), by attribute name: stock
 * WPGraphQL's `terms`, so it reads any store's, whether or not it names its filters.
 */
export const getAttributeTerms = cache(
  async (...taxonomyNames: string[]): Promise<Map<string, AttributeTerm[]>> => {
    const taxonomies = taxonomyNames.map(termTaxonomyEnum);
    const terms = new Map<string, AttributeTerm[]>();
    let after: string | null = null;
    for (let page = 0; page < MAX_TERM_PAGES; page++) {
      const data: GetAllTermsQuery = await commerceQuery(
        GetAllTermsDocument,
        { taxonomies, first: MAX_PAGE_SIZE, after },
        { tags: [CACHE_TAGS.products] },
      );
      for (const node of data.terms?.nodes ?? []) {
        if (!node.taxonomyName || !node.slug) continue;
        const name = attributeName(node.taxonomyName);
        terms.set(name, [
          ...(terms.get(name) ?? []),
          { name: node.name ?? node.slug, slug: node.slug, count: node.count ?? 0 },
        ]);
      }
      after = data.terms?.pageInfo.hasNextPage ? (data.terms.pageInfo.endCursor ?? null) : null;
      if (!after) break;
    }
    return terms;
  },
);

/** The attribute filters with their non-empty terms, in the store's order. */
export const getAttributeFilters = cache(async (): Promise<AttributeFilterOption[]> => {
  const settings = await getCatalogSettings();
  if (settings.attributes.length === 0) return [];
  const terms = await getAttributeTerms(...settings.attributes.map((attribute) => attribute.taxonomy));
  return settings.attributes
    .map((attribute) => ({
      ...attribute,
      terms: (terms.get(attribute.name) ?? []).sort((a, b) =>
        a.name.localeCompare(b.name, undefined, { numeric: true }),
      ),
    }))
    .filter((attribute) => attribute.terms.length > 0);
});

/**
 * Page `page` of a product list. The backend pages with cursors, so page N starts after the
 * cursor of product (N-1) × perPage: a cursor-only query walks there (in steps of at most the
 * backend's page ceiling, so one step for the first pages of 24), then one query reads the page
 * and its total. Null when the page is past the end of the list.
 */
export const getProductListPage = cache(
  async (where: ProductsWhere, page: number, perPage: number): Promise<ProductListPage | null> => {
    const skip = (page - 1) * perPage;
    let after: string | null = null;
    for (let walked = 0; walked < skip; ) {
      const step = Math.min(MAX_PAGE_SIZE, skip - walked);
      const data: GetProductsCursorQuery = await commerceQuery(
        GetProductsCursorDocument,
        { first: step, after, where },
        { tags: [CACHE_TAGS.products] },
      );
      after = data.products?.pageInfo.endCursor ?? null;
      // No cursor: the list ends before this page.
      if (!after) return null;
      walked += step;
    }
    const data = await commerceQuery(
      GetProductsDocument,
      { first: perPage, after, where },
      { tags: [CACHE_TAGS.products] },
    );
    const products = (data.products?.nodes ?? []).map(toProductSummary);
    const found = Math.max(data.products?.found ?? 0, skip + products.length);
    if (page > 1 && products.length === 0) return null;
    return { products, found };
  },
);
