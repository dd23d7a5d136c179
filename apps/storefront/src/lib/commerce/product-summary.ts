import type { ProductCardFragment } from '@/graphql/generated';

/** A product as list components see it; raw GraphQL shapes stop in lib/commerce. */
export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  type: 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED' | 'VARIATION' | null;
  /** Formatted by the backend in the store currency, e.g. "$12.99" or "$5.00 - $9.00". */
  price: string | null;
  regularPrice: string | null;
  salePrice: string | null;
  /** Raw amounts for sale badges and structured data; a range gives its lowest. */
  rawPrice: number | null;
  rawRegularPrice: number | null;
  onSale: boolean;
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER' | null;
  averageRating: number;
  reviewCount: number;
  image: { url: string; alt: string } | null;
}

/** The lowest amount of a RAW price ("12.99" or "5.00, 9.00"). */
export const lowestAmount = (raw: string | null | undefined): number | null => {
  const amounts = (raw ?? '')
    .split(',')
    .map((part) => Number.parseFloat(part))
    .filter(Number.isFinite);
  return amounts.length > 0 ? Math.min(...amounts) : null;
};

export function toProductSummary(node: ProductCardFragment): ProductSummary {
  const name = node.name ?? '';
  const priced = 'price' in node ? node : null;
  const stocked = 'stockStatus' in node ? node : null;
  return {
    id: node.databaseId,
    name,
    slug: node.slug ?? String(node.databaseId),
    type: node.type ?? null,
    price: priced?.price ?? null,
    regularPrice: priced?.regularPrice ?? null,
    salePrice: priced?.salePrice ?? null,
    rawPrice: lowestAmount(priced?.rawPrice),
    rawRegularPrice: lowestAmount(priced?.rawRegularPrice),
    onSale: node.onSale ?? false,
    stockStatus: stocked?.stockStatus ?? null,
    averageRating: node.averageRating ?? 0,
    reviewCount: node.reviewCount ?? 0,
    // WooCommerce leaves alt text empty unless an editor set it; the product name is the honest fallback.
    image: node.image?.sourceUrl ? { url: node.image.sourceUrl, alt: node.image.altText || name } : null,
  };
}
