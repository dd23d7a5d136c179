'use client';

import { IslandOnDemand, islandComponent } from '@/components/island-on-demand';

interface Item {
  productId: number;
  variationId?: number;
}

const StockAlertForm = islandComponent<Item>(
  typeof window === 'undefined' ? require('./stock-alert-form').StockAlertForm : null,
  () => import('./stock-alert-form').then((module) => module.StockAlertForm),
);

/**
 * The alert form, kept out of the product page's first scripts: live once the shopper reaches for
 * it (pointer, touch or focus), or at once when the browser renders it for a chosen variation.
 */
export function StockAlertIsland(item: Item) {
  return <IslandOnDemand wakes="reached" render={() => <StockAlertForm {...item} />} />;
}
