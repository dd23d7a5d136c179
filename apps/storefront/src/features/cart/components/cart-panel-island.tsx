'use client';

import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/use-opened-once';
import { useShellState } from '@/features/shopper/hooks';

/**
 * The cart panel's code (lines, totals, coupons, the drawer) is fetched the first time the panel
 * opens, not with every page: catalogue pages load and hydrate less. Once opened it stays mounted.
 */
const CartPanel = lazy(() => import('./cart-panel').then((module) => ({ default: module.CartPanel })));

export function CartPanelIsland() {
  const { cartOpen } = useShellState();
  return useOpenedOnce(cartOpen) ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}
