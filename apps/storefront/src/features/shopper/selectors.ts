/** What the islands read from the shopper's store: derived here once, so they all read it alike. */
import type { Customer, LoginClient, Viewer } from './account-types';
import type { Overlay, ShopperState } from './store';

const NONE: never[] = [];

/** The header badge: the cart's count once read (the light count before), with the additions on their way. */
export const selectCartItemCount = (state: ShopperState): number =>
  (state.cart ? state.cart.itemCount : state.countBeforeRead) +
  state.adding.reduce((sum, addition) => sum + addition.quantity, 0);

export const selectViewer = (state: ShopperState): Viewer | null => state.account?.viewer ?? null;
export const selectCustomer = (state: ShopperState): Customer | null => state.account?.customer ?? null;
export const selectLoginClients = (state: ShopperState): LoginClient[] => state.account?.loginClients ?? NONE;

/** Whose wishlist is shown: the signed-in account's, when the backend keeps wishlists. */
export const selectWishlistOwner = (state: ShopperState): Viewer | null =>
  state.accountWishlist ? selectViewer(state) : null;

export const selectWishlistIds = (state: ShopperState): number[] =>
  selectWishlistOwner(state) ? (state.accountWishlistIds ?? NONE) : state.localWishlist;

/** The list shown is complete: always for the browser's list, once read for an account's. */
export const selectWishlistReady = (state: ShopperState): boolean =>
  !selectWishlistOwner(state) || state.accountWishlistIds !== null;

/**
 * The overlay open on `path`. One opened on another path is closed already: a navigation closes it
 * in the same render that shows the new page (the provider then forgets it).
 */
export const selectOpenOverlay = (state: ShopperState, path: string): Overlay | null =>
  state.overlay && state.overlay.path === path ? state.overlay.kind : null;
