/**
 * The shopper as a page makes it: the store and the header's overlays at once, the actions that
 * reach the shop (cart, wishlist, account, with their mapping, queue, operations and session
 * recovery) fetched when the shopper first acts. On a catalogue page the cart waits for the first
 * activity anyway (store-start.ts), so its code no longer comes with the page's first scripts; the
 * hints a page starts from (a returning visitor's badge, the avatar, the browser's wishlist) are
 * read without it.
 */

import type { CartActions } from '@/features/cart/cart-actions';
import { announceAddition, withoutAddition } from '@/features/cart/pending-additions';
import { accountOnFirstUse } from '@/features/shopper/account-on-first-use';
import { createLocalWishlist, hintedCount, hintedSignedIn } from '@/features/shopper/hints';
import type { Shopper } from '@/features/shopper/hooks';
import { createShellActions } from '@/features/shopper/shell-actions';
import {
  createShopperStore,
  type ShopperEnv,
  type ShopperInit,
  type ShopperStoreApi,
} from '@/features/shopper/store';
import type { WishlistActions } from '@/features/shopper/wishlist-actions';
import type { ShopperActions } from './shopper';

export function createDeferredShopper(
  init: ShopperInit,
  env: Pick<ShopperEnv, 'storage'>,
  loadActions: (store: ShopperStoreApi) => Promise<ShopperActions>,
): Shopper {
  const store = createShopperStore(init);
  let loading: Promise<ShopperActions> | undefined;
  const actions = () => {
    loading ??= loadActions(store);
    return loading;
  };
  const cart: CartActions = callsOnLoad(async () => (await actions()).cart, {
    // Counted at once, while the cart's actions are still on their way.
    addToCart: async (addition, announced) => {
      const counted = announced ?? announceAddition(store, addition.name ?? '', addition.quantity);
      const real = await actions().catch((failure: unknown) => {
        store.setState(withoutAddition(counted));
        throw failure;
      });
      return real.cart.addToCart(addition, counted);
    },
    // Only a browser with a cart hint asks for its count: a newcomer's page loads nothing.
    readCount: () => {
      if (hintedCount(env) > 0) void actions().then((real) => real.cart.readCount());
    },
    wasSignedIn: () => hintedSignedIn(env),
    // Actions that answer nothing stay so: an effect may return what they return.
    load: () => void actions().then((real) => real.cart.load()),
    loadBehindAdd: () => void actions().then((real) => real.cart.loadBehindAdd()),
    clear: () => void actions().then((real) => real.cart.clear()),
  });
  const wishlist: WishlistActions = callsOnLoad(async () => (await actions()).wishlist, {
    ...createLocalWishlist(store, env),
    forgetAccountList: () => void actions().then((real) => real.wishlist.forgetAccountList()),
  });
  const account = accountOnFirstUse(async () => (await actions()).account);
  return { store, shell: createShellActions(store), cart, wishlist, account };
}

/**
 * Actions a page may call before their code has arrived: `early` are answered here (and every
 * action that answers nothing must be among them), any other is an asynchronous action, called on
 * the real actions once `load` brings them, with the same arguments. A proxy, so that such an
 * action added to cart-actions.ts or wishlist-actions.ts needs no line here: the names come with
 * the code, which the page's first scripts do not carry. Each name gets one function for the page's
 * life (effects depend on them), and `then` is not an action, so the object is never taken for a
 * promise.
 */
function callsOnLoad<T extends object>(load: () => Promise<T>, early: Partial<T>): T {
  const forwarders = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const forwarder = (name: string) => {
    let forward = forwarders.get(name);
    if (!forward) {
      forward = async (...args: unknown[]) => {
        const real = (await load()) as Record<string, (...args: unknown[]) => unknown>;
        return real[name]?.(...args);
      };
      forwarders.set(name, forward);
    }
    return forward;
  };
  const later = new Proxy({} as Record<string | symbol, unknown>, {
    get: (_target, name) => (typeof name === 'symbol' || name === 'then' ? undefined : forwarder(name)),
  });
  return Object.assign(Object.create(later) as T, early);
}
