'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { loadsAtOnce } from '@/features/account/store-init';
import type { AccountState } from '@/features/account/types';
import { useShellState } from '@/features/shell/shell-state';
import { forgetRecovery, isFatalSessionError, recoverSession } from '@/lib/commerce/session-recovery';
import { callShop } from '@/lib/commerce/shop-route';
import type { CartOperationName } from '../operations';
import { freeShippingRate, rateToChooseForFreeShipping } from '../shipping';
import { onFirstActivity } from '../store-start';
import type { Cart, CartResponse } from '../types';

/** Settings the server passes down (storeSettings() and the store currency). */
export interface CartSettings {
  currency: string;
  freeShippingThreshold: number;
  autoOpenCart: boolean;
  initOnUserAction: boolean;
}

export interface CartResult {
  ok: boolean;
  /** The backend's message when it refused (out of stock, unknown coupon …). */
  message?: string;
}

export interface CartStore {
  /** Null until the cart has been read from the backend. */
  cart: Cart | null;
  busy: boolean;
  settings: CartSettings;
  /** Who the shopper is (viewer, customer, login clients), read with the cart; null until then. */
  account: AccountState | null;
  /** Reads the cart now if it has not been read yet (the /cart page, the panel opening). */
  load: () => void;
  /** Resolves once cart and account have been read (reading them now if needed). */
  ensureLoaded: () => Promise<AccountState | null>;
  /** Reads cart and account again (after a sign-in or a logout); resolves to the account read. */
  reload: () => Promise<AccountState | null>;
  addToCart: (productId: number, quantity: number, variationId?: number | null) => Promise<CartResult>;
  setQuantity: (key: string, quantity: number) => Promise<CartResult>;
  applyCoupon: (code: string) => Promise<CartResult>;
  removeCoupon: (code: string) => Promise<CartResult>;
  emptyCart: () => Promise<CartResult>;
  /** Takes a cart another part of the page read or changed (the checkout), so badge and panel follow. */
  adoptCart: (cart: Cart) => void;
  /** The shopper picks a shipping rate (their choice then stands over free shipping chosen for them). */
  chooseShippingRate: (rateId: string) => Promise<CartResult>;
}

const CartContext = createContext<CartStore | null>(null);

/** A hint (not the cart itself) that this browser has a cart, so the badge appears on the next visit. */
const HINT_KEY = 'ppe-cart-count';
/** A hint that this browser is signed in, so the header shows the avatar without waiting for an interaction. */
const SIGNED_IN_HINT_KEY = 'ppe-signed-in';

function readHint(): number {
  try {
    return Number(window.localStorage.getItem(HINT_KEY)) || 0;
  } catch {
    return 0;
  }
}
function readSignedInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}
function writeSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Without storage the store simply loads on the first interaction.
  }
}
function writeHint(count: number) {
  try {
    if (count > 0) window.localStorage.setItem(HINT_KEY, String(count));
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be disabled; the cart still works, the badge just waits for an interaction.
  }
}

async function call(
  operationName: CartOperationName,
  variables: Record<string, unknown>,
  fallbackMessage: string,
): Promise<CartResponse & { sessionLost: boolean; account: AccountState | null; reached: boolean }> {
  const { data, errors, reached } = await callShop<{ cart?: Cart | null; account?: AccountState | null }>(
    operationName,
    variables,
    fallbackMessage,
  );
  return {
    cart: data?.cart ?? null,
    account: data?.account ?? null,
    errors,
    sessionLost: errors.some(isFatalSessionError),
    reached: reached !== false,
  };
}

/**
 * The shopper's cart in the browser (issue 4). It is read lazily: on the first user interaction
 * (initStoreOnUserActionToReduceServerLoad), at once when this browser already has a cart, and
 * on demand (/cart, the panel). It feeds the header badge through the shell state.
 */
export function CartProvider({ settings, children }: { settings: CartSettings; children: ReactNode }) {
  const t = useTranslations('cart.store');
  const { setCartItemCount, setCartOpen } = useShellState();
  const [cart, setCart] = useState<Cart | null>(null);
  const [busy, setBusy] = useState(false);
  const [account, setAccount] = useState<AccountState | null>(null);
  const requested = useRef(false);
  const summaryRequested = useRef(false);
  // Answers can arrive out of order (a first read racing the add that triggered it): the cart
  // of an older request never replaces the cart of a newer one.
  const sent = useRef(0);
  const shown = useRef(0);
  const callInOrder = useCallback(
    async (operationName: CartOperationName, variables: Record<string, unknown>, fallback: string) => {
      const order = ++sent.current;
      const result = await call(operationName, variables, fallback);
      if (order < shown.current) return { ...result, cart: null };
      shown.current = order;
      return result;
    },
    [],
  );
  const loading = useRef<Promise<AccountState | null> | null>(null);
  const pathname = usePathname();
  const unreachable = t('unreachable');

  const apply = useCallback(
    (result: CartResponse & { sessionLost: boolean; account: AccountState | null }): CartResult => {
      // callShop has started the recovery (every cookie, storage, one reload).
      if (result.sessionLost) return { ok: false, message: result.errors[0] };
      if (result.cart) {
        setCart(result.cart);
        writeHint(result.cart.itemCount);
      }
      if (result.account) {
        setAccount(result.account);
        writeSignedInHint(result.account.viewer !== null);
      }
      return result.errors.length > 0 ? { ok: false, message: result.errors[0] } : { ok: true };
    },
    [],
  );

  const reload = useCallback(() => {
    const first = !requested.current;
    requested.current = true;
    const pending = callInOrder('getCart', {}, unreachable).then((result) => {
      apply(result);
      if (first && result.reached && !result.cart && !result.sessionLost && result.errors.length > 0) {
        // The store could not start at all (spec section 4): start afresh, once.
        void recoverSession();
      } else if (first && result.cart) {
        forgetRecovery();
      }
      return result.account;
    });
    loading.current = pending;
    return pending;
  }, [apply, callInOrder, unreachable]);

  const load = useCallback(() => {
    if (requested.current) return;
    void reload();
  }, [reload]);

  const ensureLoaded = useCallback(() => {
    if (!requested.current || !loading.current) return reload();
    return loading.current;
  }, [reload]);

  // Checkout, my-account and order-summary load at once (spec section 4): read once on first render.
  const [immediate] = useState(() => loadsAtOnce(pathname));
  useEffect(() => {
    if (!settings.initOnUserAction || immediate || readSignedInHint()) {
      load();
      return;
    }
    // A returning visitor's badge shows at once from a light count; the whole cart waits for activity.
    if (readHint() > 0 && !summaryRequested.current) {
      summaryRequested.current = true;
      void callShop<{ cart: { contents: { itemCount: number } | null } | null }>(
        'getCartSummary',
        {},
        unreachable,
      ).then(({ data }) => {
        // A dead session is recovered by callShop itself.
        if (data?.cart && !requested.current) setCartItemCount(data.cart.contents?.itemCount ?? 0);
      });
    }
    return onFirstActivity(window, load);
  }, [load, settings.initOnUserAction, immediate, setCartItemCount, unreachable]);

  // Navigating (client-side) to a page that needs the shopper loads the store then.
  useEffect(() => {
    if (loadsAtOnce(pathname)) load();
  }, [pathname, load]);

  useEffect(() => {
    if (cart) setCartItemCount(cart.itemCount);
  }, [cart, setCartItemCount]);

  // Spec section 4: the updating flag clears whenever the cart changes, whoever changed it.
  useEffect(() => {
    if (cart) setBusy(false);
  }, [cart]);

  const mutate = useCallback(
    async (operationName: CartOperationName, variables: Record<string, unknown>) => {
      requested.current = true;
      setBusy(true);
      try {
        return apply(await callInOrder(operationName, variables, unreachable));
      } finally {
        setBusy(false);
      }
    },
    [apply, callInOrder, unreachable],
  );

  // WooCommerce keeps the rate chosen before when free shipping becomes available (the cart crossed
  // its minimum): choose the free rate then, unless the shopper picked a rate since it was offered.
  const pickedSinceFreeOffered = useRef(false);
  const freeChosenFor = useRef<string | null>(null);
  const cartRef = useRef<Cart | null>(null);
  cartRef.current = cart;
  useEffect(() => {
    if (!cart) return;
    if (!freeShippingRate(cart)) {
      pickedSinceFreeOffered.current = false;
      freeChosenFor.current = null;
      return;
    }
    const rateId = rateToChooseForFreeShipping(cart, pickedSinceFreeOffered.current);
    // Once per offer: a backend that refuses the choice is not asked again and again.
    if (!rateId || freeChosenFor.current === rateId) return;
    freeChosenFor.current = rateId;
    void mutate('ChangeShippingMethod', { shippingMethods: [rateId] });
  }, [cart, mutate]);

  const chooseShippingRate = useCallback(
    (rateId: string) => {
      if (cartRef.current && freeShippingRate(cartRef.current)) pickedSinceFreeOffered.current = true;
      return mutate('ChangeShippingMethod', { shippingMethods: [rateId] });
    },
    [mutate],
  );

  // Stable, so a component that adopts carts in its effects does not re-run them on every cart change.
  const adoptCart = useCallback((next: Cart) => {
    setCart(next);
    writeHint(next.itemCount);
  }, []);

  const store = useMemo<CartStore>(
    () => ({
      cart,
      busy,
      settings,
      account,
      load,
      ensureLoaded,
      reload,
      addToCart: async (productId, quantity, variationId) => {
        const result = await mutate('addToCart', {
          productId,
          quantity,
          ...(variationId ? { variationId } : {}),
        });
        if (result.ok && settings.autoOpenCart) setCartOpen(true);
        return result;
      },
      setQuantity: (key, quantity) =>
        mutate('UpDateCartQuantity', { items: [{ key, quantity: Math.max(0, Math.floor(quantity)) }] }),
      applyCoupon: (code) => mutate('applyCoupon', { code: code.trim() }),
      removeCoupon: (code) => mutate('removeCoupons', { codes: [code] }),
      emptyCart: () => mutate('EmptyCart', {}),
      adoptCart,
      chooseShippingRate,
    }),
    [
      cart,
      busy,
      settings,
      account,
      load,
      ensureLoaded,
      reload,
      mutate,
      setCartOpen,
      adoptCart,
      chooseShippingRate,
    ],
  );

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCart(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart() must be used inside <CartProvider> (the app shell)');
  return store;
}
