/** The shopper's store and its actions, put together once per page (the provider does it). */
import { type AccountActions, createAccountActions } from './account-actions';
import { type CartActions, createCartActions } from './cart-actions';
import { watchAppliedGiftCards } from './gift-card-actions';
import { createShellActions, type ShellActions } from './shell-actions';
import { createShopperStore, type ShopperEnv, type ShopperInit, type ShopperStoreApi } from './store';
import { createWishlistActions, type WishlistActions } from './wishlist-actions';

export interface Shopper {
  store: ShopperStoreApi;
  cart: CartActions;
  account: AccountActions;
  wishlist: WishlistActions;
  shell: ShellActions;
}

export function createShopper(init: ShopperInit, env: ShopperEnv): Shopper {
  const store = createShopperStore(init);
  const cart = createCartActions(store, env);
  watchAppliedGiftCards(store, env);
  const wishlist = createWishlistActions(store, env, cart.ensureLoaded);
  const account = createAccountActions(env, cart, wishlist);
  return { store, cart, account, wishlist, shell: createShellActions(store) };
}
