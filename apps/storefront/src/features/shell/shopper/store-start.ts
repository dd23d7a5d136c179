/**
 * When the shopper's store (cart, customer, viewer) starts in the browser (spec section 4); how a
 * broken session recovers lives in lib/commerce/browser/session-recovery.ts.
 */

import type { Shopper } from '@/features/shopper/hooks';
import { ADDS_TO_CART, loadsAtOnce } from '@/features/shopper/store-init';

/** Spec section 4: mouse, key, touch, scroll, click and resize count as the first activity. */
export const USER_ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'click',
  'resize',
] as const;

/** The activity is on a control that adds to the cart. */
export function isOnAddToCart(event: Event): boolean {
  const target = event.target as Partial<Pick<Element, 'closest'>> | null;
  return typeof target?.closest === 'function' && target.closest(`[${ADDS_TO_CART}]`) !== null;
}

/**
 * Calls `start` on the first user activity, once, with its event; every listener is removed as
 * soon as one fires. Returns the cleanup for an unmounted component.
 */
export function onFirstActivity(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  start: (event: Event) => void,
) {
  const stop = () => {
    for (const type of USER_ACTIVITY_EVENTS) target.removeEventListener(type, fire);
  };
  function fire(event: Event) {
    stop();
    start(event);
  }
  for (const type of USER_ACTIVITY_EVENTS) target.addEventListener(type, fire, { passive: true });
  return stop;
}

/**
 * Starts the store from the page's first render. Checkout, my-account and order-summary (and a
 * browser signed in at its last visit, for its avatar) read at once; elsewhere a returning
 * visitor's badge shows from a light count and the whole cart waits for the first activity.
 * Returns the cleanup for an unmounted provider.
 */
export function startShopper(
  shopper: Pick<Shopper, 'store' | 'cart'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  pathname: string,
): () => void {
  const { cart } = shopper;
  if (!shopper.store.getState().settings.initOnUserAction || loadsAtOnce(pathname) || cart.wasSignedIn()) {
    cart.load();
    return () => undefined;
  }
  cart.readCount();
  // A first activity on Add to cart: the addition goes first and starts the session (one round
  // trip to the count); the read follows it.
  return onFirstActivity(target, (event) => (isOnAddToCart(event) ? cart.loadBehindAdd() : cart.load()));
}
