/**
 * The shopper's one store in the browser: cart, customer, viewer, wishlist, and which overlay the
 * header has open. Every island (badge, cart panel, checkout, account pages, hearts) reads this one
 * state, so they can never disagree.
 *
 * A zustand vanilla store: a plain external store (no React inside, so the actions are unit-tested
 * in Node) that components read through useSyncExternalStore with selectors and shallow equality
 * (hooks.ts). It is about a kilobyte and is what the hand-written alternative would re-implement.
 * One store per page (made by the provider), never a module singleton: nothing is shared between
 * requests on the server.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PersistedOperation, RouteAnswer } from '@/lib/commerce/browser/browser-client';
import type { ShopError } from '@/lib/commerce/errors/error-message';
import type { AccountState } from './account-types';
import type { AppliedGiftCard, Cart } from './cart-types';

/** Settings the server passes down (storeSettings() and the store currency). */
export interface CartSettings {
  currency: string;
  freeShippingThreshold: number;
  autoOpenCart: boolean;
  initOnUserAction: boolean;
  /**
   * The backend says what each product is sold in (plugin feature packSizes): the cart's steppers
   * then move a product sold in whole packs by the pack. Read by the cart's lines only, so the
   * shell's script carries none of it.
   */
  packSizes: boolean;
  /**
   * The backend prices by quantity (plugin feature quantityTiers): the cart's lines then say what
   * a box and case tier saves. Read by the cart's lines only, like packSizes.
   */
  quantityTiers: boolean;
  /** Every order needs a purchase-order number (STORE_PURCHASE_ORDER_REQUIRED): read by the checkout only. */
  purchaseOrderRequired: boolean;
}

/** What an action answers a component: done, or the backend's first refusal in the shopper's words. */
export interface ShopperResult {
  ok: boolean;
  message?: string;
}

export type Overlay = 'menu' | 'cart';

/** An addition to the cart on its way to the backend: counted and listed until its answer comes. */
export interface PendingAddition {
  id: number;
  name: string;
  quantity: number;
}

export interface ShopperState {
  settings: CartSettings;
  /** The backend keeps wishlists in accounts (lib/commerce/capabilities.ts); else every list stays in the browser. */
  accountWishlist: boolean;
  /** The backend takes gift cards (a store plugin): only then are the cards paying the cart read. */
  giftCards: boolean;
  /** Null until the cart has been read from the backend. */
  cart: Cart | null;
  /** The gift cards paying the cart, read beside it when something other than its parts pays (gift-card-actions.ts). */
  appliedGiftCards: AppliedGiftCard[];
  /** A cart change is under way (spec section 4: cleared whenever the cart changes). */
  busy: boolean;
  /** Additions on their way (cart-actions.ts): the badge counts them, the cart panel lists them. */
  adding: PendingAddition[];
  /** Who the shopper is (viewer, customer, login clients), read with the cart; null until then. */
  account: AccountState | null;
  /** The badge before the cart is read: a returning visitor's light count (getCartSummary). */
  countBeforeRead: number;
  /** The path the page is on; an overlay belongs to the path it was opened on (spec section 2). */
  path: string;
  overlay: { kind: Overlay; path: string } | null;
  /** The browser's wishlist (guests, or every shopper when the backend keeps none). */
  localWishlist: number[];
  /** The account's wishlist: null until read, and after logout. */
  accountWishlistIds: number[] | null;
}

export type ShopperStoreApi = StoreApi<ShopperState>;

/** The storage the store keeps its hints and the guest's wishlist in (localStorage in the browser). */
export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Everything the store needs from the page, passed in so tests give their own. */
export interface ShopperEnv {
  /** The typed browser client's callShop: a registered operation, answered as the backend sent it. */
  call: <TResult, TVariables>(
    operation: PersistedOperation<TResult, TVariables>,
    variables: TVariables,
    fallbackMessage: string,
  ) => Promise<RouteAnswer<TResult>>;
  /** May throw or answer null when storage is disabled: the store then keeps no hints. */
  storage: () => HintStorage | null;
  messages: () => { cartUnreachable: string; accountGeneric: string };
  /**
   * A refusal in the shopper's words (lib/commerce/errors/error-message.ts); undefined for none. The page
   * loads the wording only when a refusal comes, so it may answer later.
   */
  describe: (error: ShopError | undefined) => string | undefined | Promise<string | undefined>;
  isFatalSessionError: (error: ShopError) => boolean;
  recoverSession: () => void;
  forgetRecovery: () => void;
  /** Orders this tab placed are the signed-out shopper's to see no more. */
  forgetPlacedOrders: () => void;
}

export interface ShopperInit {
  settings: CartSettings;
  accountWishlist: boolean;
  giftCards: boolean;
  path: string;
}

export function createShopperStore(init: ShopperInit): ShopperStoreApi {
  return createStore<ShopperState>()(() => ({
    settings: init.settings,
    accountWishlist: init.accountWishlist,
    giftCards: init.giftCards,
    cart: null,
    appliedGiftCards: [],
    busy: false,
    adding: [],
    account: null,
    countBeforeRead: 0,
    path: init.path,
    overlay: null,
    localWishlist: [],
    accountWishlistIds: null,
  }));
}

/** Storage access that never throws: disabled storage only costs the hints. */
export function withStorage<T>(
  env: Pick<ShopperEnv, 'storage'>,
  use: (storage: HintStorage) => T,
  fallback: T,
): T {
  try {
    const storage = env.storage();
    return storage ? use(storage) : fallback;
  } catch {
    return fallback;
  }
}

/** Calls `listener` whenever the selected value changes (by identity), after the change. */
export function watch<T>(
  store: ShopperStoreApi,
  select: (state: ShopperState) => T,
  listener: (value: T) => void,
) {
  return store.subscribe((state, previous) => {
    const value = select(state);
    if (!Object.is(value, select(previous))) listener(value);
  });
}
