import type { ProductCardFragment } from '@/graphql/generated';
import { type PriceRange, parseRawPrice } from '@/lib/format/price';
import { safeLinkUrl } from '@/lib/html/safe-link';
import { toImage } from './media-url';

/** A product as list components see it; raw GraphQL shapes stop in lib/commerce. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  type: 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED' | 'VARIATION' | null;
  /** The active price (a range for variable products); null when the product has none. */
  price: PriceRange | null;
  regularPrice: PriceRange | null;
  onSale: boolean;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER' | null;
  averageRating: number;
  reviewCount: number;
  image: { url: string; alt: string } | null;
  /** An external product's page at its maker, and the text of its button (null: the shop's own wording). */
  external: { url: string; buttonText: string | null } | null;
  /** A gift card, whose amount and recipient are chosen on its page (meta `_gift_card` = yes). */
  giftCard: boolean;
}

/**
 * Whether a product goes to the cart straight from a list, as WooCommerce's loop offers it: a
 * simple product in stock with a price (a gift card's amount and recipient are chosen on its page).
 */
export const addsFromList = (product: ProductSummary): boolean =>
  product.type === 'SIMPLE' &&
  product.stockStatus === 'IN_STOCK' &&
  product.price !== null &&
  !product.giftCard;

export function toProductSummary(node: ProductCardFragment): ProductSummary {
  const name = node.name ?? '';
  const priced = 'rawPrice' in node ? node : null;
  const stocked = 'stockStatus' in node ? node : null;
  const externalUrl = 'externalUrl' in node ? safeLinkUrl(node.externalUrl) : null;
  return {
    id: node.databaseId,
    name,
    slug: node.slug ?? String(node.databaseId),
    type: node.type ?? null,
    price: parseRawPrice(priced?.rawPrice),
    regularPrice: parseRawPrice(priced?.rawRegularPrice),
    onSale: node.onSale ?? false,
    stockStatus: stocked?.stockStatus ?? null,
    averageRating: node.averageRating ?? 0,
    reviewCount: node.reviewCount ?? 0,
    image: toImage(node.image, name),
    external:
      externalUrl && 'buttonText' in node ? { url: externalUrl, buttonText: node.buttonText || null } : null,
    giftCard: (node.metaData ?? []).some((entry) => entry?.key === '_gift_card' && entry.value === 'yes'),
  };
}
