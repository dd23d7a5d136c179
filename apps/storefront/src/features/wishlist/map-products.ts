import type { GetWishlistProductsQuery } from '@/graphql/generated';
import { type ProductOffer, toProductOffers } from '@/lib/catalog/product-offer';

/** The wishlist page's products from getWishlistProducts' answer. */
export function mapWishlistProducts(data: GetWishlistProductsQuery | null | undefined): ProductOffer[] {
  return toProductOffers(data?.products?.nodes);
}
