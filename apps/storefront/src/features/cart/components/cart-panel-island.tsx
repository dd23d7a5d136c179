'use client';

import dynamic from 'next/dynamic';
import { useOpenedOnce } from '@/components/use-opened-once';
import { useShellState } from '@/features/shopper/hooks';

/**
 * The cart panel's code (lines, totals, coupons, the drawer) is fetched the first time the panel
 * opens, not with every page: catalogue pages load and hydrate less. Once opened it stays mounted.
 */
const CartPanel = dynamic(() => import('./cart-panel').then((module) => module.CartPanel), { ssr: false });

export function CartPanelIsland() {
  const { cartOpen } = useShellState();
  return useOpenedOnce(cartOpen) ? <CartPanel /> : null;
}
