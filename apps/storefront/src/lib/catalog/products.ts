import 'server-only';
import { GetHomepageProductsDocument, type ProductCardFragment } from '@/graphql/generated';
import { CACHE_TAGS } from '../commerce/server/cache';
import { commerceQuery } from '../commerce/server/client';
import { type ProductSummary, toProductSummary } from './product-summary';

/** The most popular products (WooCommerce's "total sales" order), best sellers first. */
export async function getPopularProducts(count: number): Promise<ProductSummary[]> {
  const data = await commerceQuery(
    GetHomepageProductsDocument,
    { first: count },
    { tags: [CACHE_TAGS.products] },
  );
  return (data.products?.nodes ?? []).map((node: ProductCardFragment) => toProductSummary(node));
}
