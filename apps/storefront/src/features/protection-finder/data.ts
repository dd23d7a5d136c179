import 'server-only';
import { storeSettings } from '@/config/store';
import {
  getAttributeFilters,
  getCategories,
  getProductListPage,
  type ProductListPage,
} from '@/features/catalog/data';
import type { ProductFilters } from '@/features/catalog/filters';
import { fullRowsCount } from '@/features/catalog/grid';
import { toProductsWhere } from '@/features/catalog/products-where';

/**
 * The finder's reads, all through the catalogue's own: the first page of a filtered listing,
 * the store's pa_shade terms as its filters read them, and category names for links.
 */

/** The first page of the listing these filters make, as /products would show it. */
export async function getRecommendedProducts(filters: ProductFilters): Promise<ProductListPage> {
  const perPage = fullRowsCount(storeSettings().productsPerPage);
  return (await getProductListPage(toProductsWhere({ filters }), 1, perPage)) ?? { products: [], found: 0 };
}

/** The store's shade terms (pa_shade) that some product carries; none without the filter plugin. */
export async function getShadeTerms(): Promise<{ name: string; slug: string }[]> {
  const attributes = await getAttributeFilters();
  return attributes.find((attribute) => attribute.name === 'shade')?.terms ?? [];
}

/** A category's name by slug, or the slug when the store has no such non-empty category. */
export async function categoryName(slug: string): Promise<string> {
  const categories = await getCategories();
  return categories.find((category) => category.slug === slug)?.name ?? slug;
}
