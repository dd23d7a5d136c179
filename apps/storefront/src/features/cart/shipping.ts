import type { Cart, ShippingRate } from '@/features/shopper/cart-types';
import { type ShopperStoreApi, watch } from '@/features/shopper/store';

/**
 * The free-shipping message and choice follow the backend's rates, never a storefront constant: a
 * WooCommerce site decides itself when free shipping applies (its free_shipping method, with its
 * own minimum), and keeps the rate chosen before unless told otherwise.
 */

/** The rate's shipping method (flat_rate): rate ids are `<method>:<instance>` (WC_Shipping_Rate). */
export const methodOf = (rate: ShippingRate): string => rate.id.split(':')[0] ?? '';
const PICKUP_METHODS = new Set(['local_pickup', 'pickup_location']);

/** A rate that ships the order for nothing: the free_shipping method, or any delivery costing 0. */
function isFreeShippingRate(rate: ShippingRate): boolean {
  const method = methodOf(rate);
  return method === 'free_shipping' || (rate.cost === 0 && !PICKUP_METHODS.has(method));
}

function chosenRate(cart: Cart): ShippingRate | null {
  return cart.shippingRates.find((rate) => cart.chosenShippingMethods.includes(rate.id)) ?? null;
}

export function freeShippingRate(cart: Cart): ShippingRate | null {
  return cart.shippingRates.find(isFreeShippingRate) ?? null;
}

/** `amount` is in cents. */
export type ShippingNote = { kind: 'free' } | { kind: 'away'; amount: number } | null;

/**
 * "Ships for free" only once a free rate is the chosen one; "$x away" only while the backend
 * offers no free rate, a threshold is configured (STORE_FREE_SHIPPING_THRESHOLD, 0 for none) and
 * the chosen rate costs something (picked up for nothing, there is nothing to save). Neither for a
 * cart that is not shipped at all (downloads, virtual products, gift cards).
 */
export function shippingNote(cart: Cart, threshold: number): ShippingNote {
  if (!cart.needsShipping) return null;
  const chosen = chosenRate(cart);
  if (chosen && isFreeShippingRate(chosen)) return { kind: 'free' };
  if (chosen?.cost === 0 || freeShippingRate(cart) || threshold <= 0) return null;
  // The threshold is configured in currency units (STORE_FREE_SHIPPING_THRESHOLD=50), the cart is in cents.
  const amount = Math.round(threshold * 100) - (cart.subtotal - cart.discountTotal);
  return amount > 0 ? { kind: 'away', amount } : null;
}

/**
 * The free rate to choose for the shopper now: one is offered and not chosen, and the shopper has
 * not picked another rate since it was offered (their choice stands). Null otherwise.
 */
export function rateToChooseForFreeShipping(cart: Cart, pickedSinceFreeOffered: boolean): string | null {
  if (pickedSinceFreeOffered) return null;
  const free = freeShippingRate(cart);
  if (!free || cart.chosenShippingMethods.includes(free.id)) return null;
  return free.id;
}

/**
 * WooCommerce keeps the rate chosen before when free shipping becomes available (the cart crossed
 * its minimum): `choose` the free rate then, once per offer, unless the shopper picked a rate since
 * it was offered (`shopperPicked`).
 */
export function chooseFreeShippingWhenOffered(store: ShopperStoreApi, choose: (rateId: string) => void) {
  let pickedSinceFreeOffered = false;
  let freeChosenFor: string | null = null;
  watch(
    store,
    (state) => state.cart,
    (cart) => {
      if (!cart) return;
      if (!freeShippingRate(cart)) {
        pickedSinceFreeOffered = false;
        freeChosenFor = null;
        return;
      }
      const rateId = rateToChooseForFreeShipping(cart, pickedSinceFreeOffered);
      // Once per offer: a backend that refuses the choice is not asked again and again.
      if (!rateId || freeChosenFor === rateId) return;
      freeChosenFor = rateId;
      // After this change has reached every reader, as a change of its own.
      queueMicrotask(() => choose(rateId));
    },
  );
  return {
    /** The shopper picked a rate: their choice stands over free shipping while it is offered. */
    shopperPicked: () => {
      const { cart } = store.getState();
      if (cart && freeShippingRate(cart)) pickedSinceFreeOffered = true;
    },
  };
}
