/** The shopper's store and its actions, put together in one piece (tests; the page defers the actions: deferred-shopper.ts). */

import { createCartActions } from '@/features/cart/cart-actions';
import { watchAppliedGiftCards } from '@/features/cart/gift-card-actions';
import { accountOnFirstUse } from '@/features/shopper/account-on-first-use';
import type { Shopper } from '@/features/shopper/hooks';
import { createShellActions } from '@/features/shopper/shell-actions';
import {
  createShopperStore,
  type ShopperEnv,
  type ShopperInit,
  type ShopperStoreApi,
} from '@/features/shopper/store';
import { createWishlistActions } from '@/features/shopper/wishlist-actions';

/** What reaches the shop: the part of the shopper a page loads once the shopper first acts. */
export type ShopperActions = Pick<Shopper, 'cart' | 'account' | 'wishlist'>;

export function createShopper(init: ShopperInit, env: ShopperEnv): Shopper {
  const store = createShopperStore(init);
  return { store, shell: createShellActions(store), ...createShopperActions(store, env) };
}

/** The cart, wishlist and account actions over an existing store (deferred-shopper.ts makes it early). */
export function createShopperActions(store: ShopperStoreApi, env: ShopperEnv): ShopperActions {
  const cart = createCartActions(store, env);
  watchAppliedGiftCards(store, env);
  const wishlist = createWishlistActions(store, env, cart.ensureLoaded);
  const account = accountOnFirstUse(() =>
    import('@/features/shopper/account-actions').then((module) =>
      module.createAccountActions(env, cart, wishlist),
    ),
  );
  return { cart, account, wishlist };
}
