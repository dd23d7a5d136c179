import type { ProductOfferFragment } from '@/graphql/generated';

/** A product offered on a line of its own (a wishlist row, a cart's "Don't run out"). */
export interface ProductOffer {
  databaseId: number;
  name: string;
  slug: string;
  price: string | null;
  image: { url: string; alt: string } | null;
  /**
   * What the line offers, as the product's card does: `addToCart` for a simple product in stock,
   * `chooseOptions` (its page) for a variable one or a gift card; null otherwise.
   */
  action: 'addToCart' | 'chooseOptions' | null;
}

type OfferNode = ProductOfferFragment | Record<PropertyKey, never>;

/** The line's action, by the rules of a product card's (catalog/components/product-card-action.tsx). */
function actionOf(node: ProductOfferFragment): ProductOffer['action'] {
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
 * Offered products from an answer's nodes (images already on the shop's own origin: /api/graphql
 * rewrites the backend's media URLs). Products without an id or a slug cannot be linked, so they
 * are left out, as are the empty objects a ProductUnion list gives for variations.
 */
export function toProductOffers(
  nodes: readonly (OfferNode | null | undefined)[] | null | undefined,
): ProductOffer[] {
  return (nodes ?? []).flatMap((node) => {
    if (!node || typeof node.databaseId !== 'number' || !node.slug) return [];
    const offer = node as ProductOfferFragment;
    const name = offer.name ?? '';
    return [
      {
        databaseId: offer.databaseId,
        name,
        slug: node.slug,
        price: 'price' in offer ? (offer.price ?? null) : null,
        image: offer.image?.thumbnail
          ? { url: offer.image.thumbnail, alt: offer.image.altText || name }
          : null,
        action: actionOf(offer),
      },
    ];
  });
}
