import 'server-only';
import { storeSettings } from '@/config/store';
import {
  getAttributeTerms,
  getCatalogSettings,
  getCategories,
  getProductListPage,
  type ProductListPage,
} from '@/features/catalog/data';
import type { ProductFilters } from '@/features/catalog/filters';
import { fullRowsCount } from '@/features/catalog/grid';
import { toProductsWhere } from '@/features/catalog/products-where';
import { serverLog } from '@/lib/log/server-log';

/**
 * The finder's reads, all through the catalogue's own: the first page of a filtered listing,
 * the store's pa_shade terms as its filters read them, and category names for links.
 */

/** The first page of the listing these filters make, as /products would show it. */
export async function getRecommendedProducts(filters: ProductFilters): Promise<ProductListPage> {
  const perPage = fullRowsCount(storeSettings().productsPerPage);
  return (await getProductListPage(toProductsWhere({ filters }), 1, perPage)) ?? { products: [], found: 0 };
}

/**
 * The store's shade terms (pa_shade) that some product carries, read from stock fields so the
 * guide works on any store; none where the store has no such attribute (the query is refused).
 */
export async function getShadeTerms(): Promise<{ name: string; slug: string }[]> {
  try {
    const terms = await getAttributeTerms('pa_shade');
    return (terms.get('shade') ?? []).filter((term) => term.count > 0);
  } catch (error) {
    serverLog.warn({ error }, 'The store has no pa_shade attribute to match shades against');
    return [];
  }
}

/** Whether the catalogue's listing can apply every attribute filter here (the store names its filters). */
export async function listingTakes(filters: ProductFilters): Promise<boolean> {
  const { attributeTaxonomies } = await getCatalogSettings();
  return Object.keys(filters.attributes).every((name) =>
    attributeTaxonomies.some((taxonomy) => taxonomy.replace(/^pa_/, '') === name),
  );
}

/** A category's name by slug, or the slug when the store has no such non-empty category. */
export async function categoryName(slug: string): Promise<string> {
  const categories = await getCategories();
  return categories.find((category) => category.slug === slug)?.name ?? slug;
}
