/** The shopper's store and its actions, put together once per page (the provider does it). */
import type { AccountActions } from './account-actions';
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
  const account = onFirstUse(() =>
    import('./account-actions').then((module) => module.createAccountActions(env, cart, wishlist)),
  );
  return { store, cart, account, wishlist, shell: createShellActions(store) };
}

/**
 * Sign-in, registration and logout, fetched when one is first asked for: every action is already
 * asynchronous, and a catalogue page, where nobody signs in, no longer loads their code.
 */
function onFirstUse(load: () => Promise<AccountActions>): AccountActions {
  let loaded: Promise<AccountActions> | undefined;
  const actions = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    login: async (username, password) => (await actions()).login(username, password),
    register: async (input) => (await actions()).register(input),
    loginWithProvider: async (provider, code, state) =>
      (await actions()).loginWithProvider(provider, code, state),
    logout: async () => (await actions()).logout(),
  };
}
