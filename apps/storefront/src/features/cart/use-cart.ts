'use client';

/**
 * The cart's part of the page's shopper, and how components read it: the cart's state and every
 * action but the store's own start and logout steps.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { AccountState } from '@/features/shopper/account-types';
import type { AppliedGiftCard, Cart } from '@/features/shopper/cart-types';
import { useShopper, useShopperActions } from '@/features/shopper/hooks';
import type { CartSettings, ShopperState } from '@/features/shopper/store';
import type { CartActions } from './cart-actions';

declare module '@/features/shopper/hooks' {
  interface Shopper {
    cart: CartActions;
  }
}

/** The cart's actions islands use: all but the store's own start and logout steps. */
type IslandCartActions = Omit<CartActions, 'loadBehindAdd' | 'readCount' | 'wasSignedIn' | 'clear'>;

export interface CartStore extends IslandCartActions {
  /** Null until the cart has been read from the backend. */
  cart: Cart | null;
  busy: boolean;
  settings: CartSettings;
  /** Who the shopper is (viewer, customer, login clients), read with the cart; null until then. */
  account: AccountState | null;
}

export function useCart(): CartStore {
  const { store, cart: actions } = useShopperActions();
  const state = useStore(
    store,
    useShallow(({ cart, busy, settings, account }: ShopperState) => ({ cart, busy, settings, account })),
  );
  // The actions stay where they are (a page's may not have arrived: deferred-shopper.ts) and are
  // reached through the returned object; its own members are the state. The store's own start and
  // logout steps are left out of its type.
  return useMemo(() => Object.assign(Object.create(actions) as IslandCartActions, state), [state, actions]);
}

/** The gift cards paying the cart (none without the gift cards plugin, or before a card pays). */
export function useAppliedGiftCards(): AppliedGiftCard[] {
  return useShopper((state) => state.appliedGiftCards);
}
