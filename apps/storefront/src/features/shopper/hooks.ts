'use client';

/**
 * How components read the shopper's store: each hook selects only what it returns (shallow-equal
 * selections, so a component re-renders only when its own part changes). The actions are the
 * store's own functions, stable for the page's life, so effects that depend on them run once.
 */
import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useRouter } from '@/i18n/router';
import type { AccountActions } from './account-actions';
import type { AccountState, Customer, LoginClient, Viewer } from './account-types';
import {
  selectCartItemCount,
  selectCustomer,
  selectLoginClients,
  selectOpenOverlay,
  selectViewer,
  selectWishlistIds,
  selectWishlistReady,
} from './selectors';
import type { ShellActions } from './shell-actions';
import type { ShopperResult, ShopperState, ShopperStoreApi } from './store';
import { pathAfterLogout } from './store-init';
import type { WishlistActions } from './wishlist-actions';

export type { CartSettings } from './store';
export type CartResult = ShopperResult;
export type AccountResult = ShopperResult & { signedIn?: boolean };

/**
 * The page's shopper: its store and the actions over it. Each concern that lives in a feature
 * folder of its own adds its part here (features/cart/use-cart.ts adds `cart`), so that this store
 * kit imports none of them; the shell puts the parts together (features/shell/shopper/).
 */
export interface Shopper {
  store: ShopperStoreApi;
  account: AccountActions;
  wishlist: WishlistActions;
  shell: ShellActions;
}

export const ShopperContext = createContext<Shopper | null>(null);

export function useShopperActions(): Shopper {
  const shopper = useContext(ShopperContext);
  if (!shopper) throw new Error('The shopper hooks must be used inside <ShopperProvider> (the app shell)');
  return shopper;
}

/** One value from the shopper's state (compared by identity). */
export function useShopper<T>(select: (state: ShopperState) => T): T {
  return useStore(useShopperActions().store, select);
}

export interface WishlistStore {
  ids: number[];
  /** The account's list has been read (always true for the browser's list). */
  ready: boolean;
  has: (productId: number) => boolean;
  toggle: WishlistActions['toggle'];
}

export function useWishlist(): WishlistStore {
  const { store, wishlist } = useShopperActions();
  const ids = useStore(store, selectWishlistIds);
  const ready = useStore(store, selectWishlistReady);
  const has = useCallback((productId: number) => ids.includes(productId), [ids]);
  return useMemo(() => ({ ids, ready, has, toggle: wishlist.toggle }), [ids, ready, has, wishlist]);
}

export interface AccountStore
  extends Pick<AccountActions, 'login' | 'register' | 'loginWithProvider' | 'logout'> {
  /** False until cart and account have been read. */
  loaded: boolean;
  viewer: Viewer | null;
  customer: Customer | null;
  loginClients: LoginClient[];
  /** Reads the account now if it has not been read yet. */
  load: () => void;
  refresh: () => Promise<AccountState | null>;
  wishlist: WishlistStore;
}

export function useAccount(): AccountStore {
  const { store, cart, account } = useShopperActions();
  const state = useStore(
    store,
    useShallow((current: ShopperState) => ({
      loaded: current.account !== null,
      viewer: selectViewer(current),
      customer: selectCustomer(current),
      loginClients: selectLoginClients(current),
    })),
  );
  const wishlist = useWishlist();
  // Logout goes to the home page, unless the shopper is on /my-account (spec section 4).
  const router = useRouter();
  const pathname = usePathname();
  const logout = useCallback(async () => {
    await account.logout();
    const next = pathAfterLogout(pathname);
    if (next) router.push(next);
  }, [account, pathname, router]);
  return useMemo(
    () => ({ ...state, ...account, logout, load: cart.load, refresh: cart.reload, wishlist }),
    [state, account, logout, cart, wishlist],
  );
}

export interface ShellState extends Omit<ShellActions, 'routeChanged'> {
  menuOpen: boolean;
  cartOpen: boolean;
  cartItemCount: number;
}

export function useShellState(): ShellState {
  const { store, shell } = useShopperActions();
  const pathname = usePathname();
  const open = useStore(store, (state) => selectOpenOverlay(state, pathname));
  const cartItemCount = useStore(store, selectCartItemCount);
  return useMemo(() => {
    const { routeChanged: _, ...actions } = shell;
    return { ...actions, menuOpen: open === 'menu', cartOpen: open === 'cart', cartItemCount };
  }, [shell, open, cartItemCount]);
}
