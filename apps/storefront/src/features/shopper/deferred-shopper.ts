/**
 * The shopper as a page makes it: the store and the header's overlays at once, the actions that
 * reach the shop (cart, wishlist, account, with their mapping, queue, operations and session
 * recovery) fetched when the shopper first acts. On a catalogue page the cart waits for the first
 * activity anyway (store-start.ts), so its code no longer comes with the page's first scripts; the
 * hints a page starts from (a returning visitor's badge, the avatar, the browser's wishlist) are
 * read without it.
 */
import { accountOnFirstUse } from './account-on-first-use';
import type { CartActions } from './cart-action-types';
import { createLocalWishlist, hintedCount, hintedSignedIn } from './hints';
import { announceAddition, withoutAddition } from './pending-additions';
import { createShellActions } from './shell-actions';
import type { Shopper, ShopperActions } from './shopper';
import { createShopperStore, type ShopperEnv, type ShopperInit, type ShopperStoreApi } from './store';
import type { WishlistActions } from './wishlist-actions';

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
  const cartAction = async () => (await actions()).cart;
  const cart: CartActions = {
    load: () => void cartAction().then((real) => real.load()),
    loadBehindAdd: () => void cartAction().then((real) => real.loadBehindAdd()),
    ensureLoaded: async () => (await cartAction()).ensureLoaded(),
    reload: async () => (await cartAction()).reload(),
    // Counted at once, while the cart's actions are still on their way.
    addToCart: async (addition) => {
      const announced = announceAddition(store, addition.name ?? '', addition.quantity);
      const real = await cartAction().catch((failure: unknown) => {
        store.setState(withoutAddition(announced));
        throw failure;
      });
      return real.addToCart(addition, announced);
    },
    setQuantity: async (key, quantity) => (await cartAction()).setQuantity(key, quantity),
    applyCoupon: async (code) => (await cartAction()).applyCoupon(code),
    removeCoupon: async (code) => (await cartAction()).removeCoupon(code),
    emptyCart: async () => (await cartAction()).emptyCart(),
    changeShippingDestination: async (shipping) => (await cartAction()).changeShippingDestination(shipping),
    chooseShippingRate: async (rateId) => (await cartAction()).chooseShippingRate(rateId),
    // Only a browser with a cart hint asks for its count: a newcomer's page loads nothing.
    readCount: () => {
      if (hintedCount(env) > 0) void cartAction().then((real) => real.readCount());
    },
    wasSignedIn: () => hintedSignedIn(env),
    clear: () => void cartAction().then((real) => real.clear()),
  };
  const wishlistAction = async () => (await actions()).wishlist;
  const wishlist: WishlistActions = {
    ...createLocalWishlist(store, env),
    toggle: async (productId, add) => (await wishlistAction()).toggle(productId, add),
    afterSignIn: async (signIn) => (await wishlistAction()).afterSignIn(signIn),
    forgetAccountList: () => void wishlistAction().then((real) => real.forgetAccountList()),
  };
  const account = accountOnFirstUse(async () => (await actions()).account);
  return { store, shell: createShellActions(store), cart, wishlist, account };
}
