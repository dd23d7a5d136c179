import type { GetStockStatusQuery } from '@/graphql/generated';
import type { Stock } from './types';

/**
 * The current stock of a product and its variations, by database id (spec: getStockStatus). Product
 * pages are cached; the browser reads this fresh so a cached page never sells what is gone.
 */
export type FreshStock = Record<number, Stock>;

/**
 * A node's stock as the page shows it. Kept here, away from the page mapping (map-product.ts) and
 * its HTML sanitiser, so the purchase form that reads fresh stock in the browser loads neither.
 */
export const toStock = (node: { stockStatus?: Stock['status']; stockQuantity?: number | null }): Stock => ({
  status: node.stockStatus ?? null,
  quantity: node.stockQuantity ?? null,
});

export function mapFreshStock(data: GetStockStatusQuery | null | undefined): FreshStock | null {
  const product = data?.product;
  if (!product) return null;
  const stock: FreshStock = {};
  if ('stockStatus' in product) stock[product.databaseId] = toStock(product);
  if ('variations' in product) {
    for (const variation of product.variations?.nodes ?? []) stock[variation.databaseId] = toStock(variation);
  }
  return stock;
}

/** The fresh stock of the chosen product or variation, else what the cached page said. */
export function currentStock(fresh: FreshStock | null, id: number | null | undefined, cached: Stock): Stock {
  return (id != null && fresh?.[id]) || cached;
}
