import 'server-only';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { storeSettings } from '@/config/store';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { type CategoryNode, categoryTree } from './categories';
import {
  type AttributeFilterOption,
  type CatalogSettings,
  getAttributeFilters,
  getCatalogSettings,
  getCategories,
  getProductListPage,
  getShopMaxPrice,
  type ProductListPage,
} from './data';
import { hasActiveFilters } from './filters';
import { fullRowsCount } from './grid';
import { type ListQuery, listHref, parsePageNumber, readListQuery, type SearchParams } from './list-query';
import { toProductsWhere } from './products-where';

/**
 * Everything a product list page (/products or a category) needs, read from its URL. It also
 * enforces the URL rules: a submitted filter form redirects to the canonical `filter=` URL,
 * /page/1 redirects to the base URL, and a page number that is not a page is a 404.
 */
export interface ListPageData {
  locale: Locale;
  /** The list's path without locale prefix and page (/products, /product-category/gloves). */
  basePath: string;
  page: number;
  perPage: number;
  query: ListQuery;
  result: ProductListPage;
  settings: CatalogSettings;
  /** The price filter's upper bound: the category's dearest product, else the shop's. */
  maxPrice: number;
  /** Categories the filter offers (a category page: its subcategories). */
  categoryOptions: CategoryNode[];
  categoryNames: Record<string, string>;
  attributeFilters: AttributeFilterOption[];
  showFilters: boolean;
  showSort: boolean;
}

/** A path (with query) in a locale, as the browser should see it: /de-DE/products?filter=… */
export const localizedPath = (href: string, locale: Locale): string => getPathname({ href, locale });

/** Page number from the route: undefined for the base URL, null when it is not a page number. */
function pageFromParam(pageParam: string | undefined): number | null {
  return pageParam === undefined ? 1 : parsePageNumber(pageParam);
}

/** What a list URL asks for, for metadata (no redirects, no product reads). */
export async function readListUrl(pageParam: string | undefined, searchParams: SearchParams) {
  const settings = await getCatalogSettings();
  const { query } = readListQuery(searchParams, { attributes: settings.attributeTaxonomies });
  return {
    page: pageFromParam(pageParam) ?? 1,
    query,
    /** Searches and filtered lists are not for search engines (sorted ones point at the plain list). */
    noIndex: query.search !== null || hasActiveFilters(query.filters),
  };
}

export async function loadListPage({
  locale,
  basePath,
  pageParam,
  searchParams,
  category,
}: {
  locale: Locale;
  basePath: string;
  pageParam: string | undefined;
  searchParams: SearchParams;
  /** A category page's own category: every result is in it, and its dearest product tops the price filter. */
  category?: { id: number; slug: string; maxPrice: number } | null;
}): Promise<ListPageData> {
  const store = storeSettings();
  const settings = await getCatalogSettings();
  const { query, fromForm } = readListQuery(searchParams, { attributes: settings.attributeTaxonomies });
  if (fromForm) redirect(localizedPath(listHref(basePath, query), locale));

  const page = pageFromParam(pageParam);
  if (page === null) notFound();
  if (pageParam !== undefined && page === 1)
    permanentRedirect(localizedPath(listHref(basePath, query), locale));

  const perPage = fullRowsCount(store.productsPerPage);
  const where = toProductsWhere({ ...query, scopeCategory: category?.slug ?? null });
  // WooNuxt Settings' maxPrice and the shop's dearest product are shop-wide: a category's page
  // has its own, read with the category.
  const maxPrice = category ? category.maxPrice : (settings.maxPrice ?? getShopMaxPrice());
  const [result, categories, attributeFilters, priceCeiling] = await Promise.all([
    getProductListPage(where, page, perPage),
    getCategories(),
    store.showFilters ? getAttributeFilters() : Promise.resolve([]),
    maxPrice,
  ]);
  if (!result) notFound();

  return {
    locale,
    basePath,
    page,
    perPage,
    query,
    result,
    settings,
    maxPrice: priceCeiling,
    categoryOptions: categoryTree(categories, category?.id ?? null),
    categoryNames: Object.fromEntries(categories.map((entry) => [entry.slug, entry.name])),
    attributeFilters,
    showFilters: store.showFilters,
    showSort: store.showOrderByDropdown,
  };
}
