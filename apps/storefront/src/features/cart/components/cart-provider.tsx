'use client';

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
import { useShellState } from '@/features/shell/shell-state';
import type { CartOperationName } from '../operations';
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
  /** Reads the cart now if it has not been read yet (the /cart page, the panel opening). */
  load: () => void;
  addToCart: (productId: number, quantity: number, variationId?: number | null) => Promise<CartResult>;
  setQuantity: (key: string, quantity: number) => Promise<CartResult>;
  applyCoupon: (code: string) => Promise<CartResult>;
  removeCoupon: (code: string) => Promise<CartResult>;
  emptyCart: () => Promise<CartResult>;
}

const CartContext = createContext<CartStore | null>(null);

/** A hint (not the cart itself) that this browser has a cart, so the badge appears on the next visit. */
const HINT_KEY = 'ppe-cart-count';
const USER_ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

function readHint(): number {
  try {
    return Number(window.localStorage.getItem(HINT_KEY)) || 0;
  } catch {
    return 0;
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
): Promise<CartResponse & { sessionLost: boolean }> {
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables }),
      cache: 'no-store',
    });
    const body = (await response.json()) as {
      data?: { cart?: Cart | null } | null;
      errors?: Array<{ message: string }>;
    };
    const errors = (body.errors ?? []).map((error) => error.message);
    return {
      cart: body.data?.cart ?? null,
      errors,
      sessionLost: errors.some((message) => /invalid session token|your session has expired/i.test(message)),
    };
  } catch {
    return { cart: null, errors: [fallbackMessage], sessionLost: false };
  }
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
  const requested = useRef(false);
  const unreachable = t('unreachable');

  const apply = useCallback((result: CartResponse & { sessionLost: boolean }): CartResult => {
    if (result.sessionLost) {
      // The route dropped the expired session cookie; a fresh page starts a new session.
      window.location.reload();
      return { ok: false, message: result.errors[0] };
    }
    if (result.cart) {
      setCart(result.cart);
      writeHint(result.cart.itemCount);
    }
    return result.errors.length > 0 ? { ok: false, message: result.errors[0] } : { ok: true };
  }, []);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void call('getCart', {}, unreachable).then(apply);
  }, [apply, unreachable]);

  useEffect(() => {
    if (!settings.initOnUserAction || readHint() > 0) {
      load();
      return;
    }
    const onAction = () => load();
    for (const type of USER_ACTIONS) window.addEventListener(type, onAction, { once: true, passive: true });
    return () => {
      for (const type of USER_ACTIONS) window.removeEventListener(type, onAction);
    };
  }, [load, settings.initOnUserAction]);

  useEffect(() => {
    if (cart) setCartItemCount(cart.itemCount);
  }, [cart, setCartItemCount]);

  const mutate = useCallback(
    async (operationName: CartOperationName, variables: Record<string, unknown>) => {
      requested.current = true;
      setBusy(true);
      try {
        return apply(await call(operationName, variables, unreachable));
      } finally {
        setBusy(false);
      }
    },
    [apply, unreachable],
  );

  const store = useMemo<CartStore>(
    () => ({
      cart,
      busy,
      settings,
      load,
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
    }),
    [cart, busy, settings, load, mutate, setCartOpen],
  );

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCart(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart() must be used inside <CartProvider> (the app shell)');
  return store;
}
