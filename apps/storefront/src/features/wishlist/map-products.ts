import type { WishlistProduct } from '@/features/shopper/account-types';
import type { GetWishlistProductsQuery } from '@/graphql/generated';

type WishlistNode = NonNullable<NonNullable<GetWishlistProductsQuery['products']>['nodes'][number]>;

/** The row's action, by the rules of a product card's (catalog/components/product-card-action.tsx). */
function actionOf(node: WishlistNode): WishlistProduct['action'] {
  const stockStatus = 'stockStatus' in node ? node.stockStatus : null;
  const price = 'price' in node ? node.price : null;
  const giftCard = (node.metaData ?? []).some(
    (entry) => entry?.key === '_gift_card' && entry.value === 'yes',
  );
  if (node.type === 'SIMPLE' && stockStatus === 'IN_STOCK' && price && !giftCard) return 'addToCart';
  if ((node.type === 'VARIABLE' || giftCard) && stockStatus !== 'OUT_OF_STOCK') return 'chooseOptions';
  return null;
}

/**
 * The wishlist page's products from getWishlistProducts' answer (images already on the shop's own
 * origin: /api/graphql rewrites the backend's media URLs). Products without an id or a slug cannot
 * be linked, so they are left out.
 */
export function mapWishlistProducts(data: GetWishlistProductsQuery | null | undefined): WishlistProduct[] {
  return (data?.products?.nodes ?? []).flatMap((node) => {
    if (!node?.databaseId || !node.slug) return [];
    const name = node.name ?? '';
    return [
      {
        databaseId: node.databaseId,
        name,
        slug: node.slug,
        price: 'price' in node ? (node.price ?? null) : null,
        image: node.image?.thumbnail ? { url: node.image.thumbnail, alt: node.image.altText || name } : null,
        action: actionOf(node),
      },
    ];
  });
}
