/**
 * What the shopper's store keeps in the browser's storage between visits, and reads before its
 * actions have loaded (deferred-shopper.ts): hints that this browser has a cart or was signed in,
 * and the guest's wishlist. Hints only: the cart itself is always the backend's.
 */

import { type ShopperEnv, type ShopperStoreApi, withStorage } from './store';
import { parseStoredWishlist, WISHLIST_STORAGE_KEY } from './wishlist-storage';

/** A hint (not the cart itself) that this browser has a cart, so the badge appears on the next visit. */
export const COUNT_HINT_KEY = 'ppe-cart-count';
/** A hint that this browser is signed in, so the header shows the avatar without waiting for an interaction. */
export const SIGNED_IN_HINT_KEY = 'ppe-signed-in';

type WithStorage = Pick<ShopperEnv, 'storage'>;

/** A badge count: whole and never negative. */
export const toCount = (count: number): number =>
  Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;

/** The badge this browser showed when it last read its cart (0 for none). */
export const hintedCount = (env: WithStorage): number =>
  withStorage(env, (storage) => toCount(Number(storage.getItem(COUNT_HINT_KEY))), 0);

/** This browser was signed in at its last visit: the store starts at once to show the avatar. */
export const hintedSignedIn = (env: WithStorage): boolean =>
  withStorage(env, (storage) => storage.getItem(SIGNED_IN_HINT_KEY) === '1', false);

/** Writes a hint, or removes it for null. */
export const writeHint = (env: WithStorage, key: string, value: string | null): void =>
  withStorage(
    env,
    (storage) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)),
    undefined,
  );

/** The browser's wishlist as stored (anything unreadable is an empty list). */
export const storedWishlist = (env: WithStorage): number[] =>
  withStorage(env, (storage) => parseStoredWishlist(storage.getItem(WISHLIST_STORAGE_KEY)), []);

/** The browser's wishlist into the store: at the page's start, and when another tab changed it. */
export function createLocalWishlist(store: ShopperStoreApi, env: WithStorage) {
  return {
    /** Reads the browser's list (once the page runs in the browser). */
    readLocal: () => store.setState({ localWishlist: storedWishlist(env) }),
    /** Another tab changed the browser's list (a storage event). */
    adoptStored: (raw: string | null) => store.setState({ localWishlist: parseStoredWishlist(raw) }),
  };
}
