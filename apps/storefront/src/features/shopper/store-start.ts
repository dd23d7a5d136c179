/**
 * When the shopper's store (cart, customer, viewer) starts in the browser (spec section 4); how a
 * broken session recovers lives in lib/commerce/session-recovery.ts.
 */
import type { Shopper } from './shopper';
import { loadsAtOnce } from './store-init';

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

/**
 * Calls `start` on the first user activity, once; every listener is removed as soon as one fires.
 * Returns the cleanup for an unmounted component.
 */
export function onFirstActivity(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  start: () => void,
) {
  const stop = () => {
    for (const type of USER_ACTIVITY_EVENTS) target.removeEventListener(type, fire);
  };
  function fire() {
    stop();
    start();
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
  return onFirstActivity(target, cart.load);
}
