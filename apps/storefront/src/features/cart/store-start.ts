/**
 * When the shopper's store (cart, customer, viewer) starts in the browser (spec section 4); how a
 * broken session recovers lives in lib/commerce/session-recovery.ts.
 */

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
