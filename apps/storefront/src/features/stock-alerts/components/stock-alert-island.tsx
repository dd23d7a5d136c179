'use client';

import { Suspense } from 'react';
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
 * Its own Suspense boundary keeps a form rendered for a just-chosen variation, whose code is still
 * on its way, from suspending the purchase form around it (the variation's choices would be taken
 * off the page until the code came). Woken from the server's HTML, the swap is a transition inside
 * this already-shown boundary, so that HTML stays on screen meanwhile.
 */
export function StockAlertIsland(item: Item) {
  return (
    <Suspense fallback={null}>
      <IslandOnDemand wakes="reached" render={() => <StockAlertForm {...item} />} />
    </Suspense>
  );
}
