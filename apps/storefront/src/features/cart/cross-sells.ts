import type { GetCartCrossSellsQuery } from '@/graphql/generated';
import { type ProductOffer, toProductOffers } from '@/lib/catalog/product-offer';

/** How many suggestions "Don't run out" shows at most. */
export const CROSS_SELLS_SHOWN = 4;

/**
 * "Don't run out": the cross-sells of the cart's products, in the order of the cart's lines and
 * each product's own order, each once, never one already in the cart (as WooCommerce's cart page,
 * which leaves out what the cart holds), at most CROSS_SELLS_SHOWN.
 */
export function cartCrossSells(
  data: GetCartCrossSellsQuery | null | undefined,
  cartProductIds: readonly number[],
): ProductOffer[] {
  const byProduct = new Map(
    (data?.products?.nodes ?? []).flatMap((node) =>
      node && typeof node.databaseId === 'number'
        ? [[node.databaseId, 'crossSell' in node ? (node.crossSell?.nodes ?? []) : []] as const]
        : [],
    ),
  );
  const seen = new Set(cartProductIds);
  const offers: ProductOffer[] = [];
  for (const id of cartProductIds) {
    for (const offer of toProductOffers(byProduct.get(id))) {
      if (seen.has(offer.databaseId) || offers.length >= CROSS_SELLS_SHOWN) continue;
      seen.add(offer.databaseId);
      offers.push(offer);
    }
  }
  return offers;
}
