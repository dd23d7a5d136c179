import { describe, expect, it } from 'vitest';
import { type Cart, EMPTY_CART } from '@/features/shopper/cart-types';
import { rateToChooseForFreeShipping, shippingNote } from './shipping';

const FLAT = { id: 'flat_rate:1', label: 'Flat rate', cost: 795 };
const FREE = { id: 'free_shipping:2', label: 'Free shipping', cost: 0 };
const PICKUP = { id: 'local_pickup:3', label: 'Local pickup', cost: 0 };

/** A cart of `subtotal` cents. */
const cart = (subtotal: number, rates: Cart['shippingRates'], chosen: string[]): Cart => ({
  ...EMPTY_CART,
  subtotal,
  total: subtotal,
  shippingRates: rates,
  chosenShippingMethods: chosen,
  needsShipping: true,
});

describe('shippingNote', () => {
  it('never says the order ships for free while a paid rate is charged, whatever the subtotal', () => {
    // A real site whose free-shipping minimum is not the storefront's threshold: flat rate is charged.
    expect(shippingNote(cart(8000, [FLAT, PICKUP], [FLAT.id]), 50)).toBeNull();
  });
  it('says it ships for free once a free rate is chosen', () => {
    expect(shippingNote(cart(8000, [FLAT, FREE], [FREE.id]), 50)).toEqual({ kind: 'free' });
    expect(
      shippingNote(cart(1000, [{ id: 'flat_rate:9', label: 'Promo', cost: 0 }], ['flat_rate:9']), 50),
    ).toEqual({
      kind: 'free',
    });
  });
  it('counts how far free shipping is only while no free rate is offered and a threshold is set', () => {
    expect(shippingNote(cart(3501, [FLAT, PICKUP], [FLAT.id]), 50)).toEqual({ kind: 'away', amount: 1499 });
    expect(shippingNote(cart(3500, [FLAT, PICKUP], [FLAT.id]), 0)).toBeNull();
    // Reached exactly, or passed: nothing left to spend.
    expect(shippingNote(cart(5000, [FLAT, PICKUP], [FLAT.id]), 50)).toBeNull();
    // Offered but not chosen yet (it is being chosen): neither message.
    expect(shippingNote(cart(6000, [FLAT, FREE], [FLAT.id]), 50)).toBeNull();
  });
  it('says neither while local pickup is chosen: it costs nothing already, and it does not ship', () => {
    expect(shippingNote(cart(3500, [FLAT, PICKUP], [PICKUP.id]), 50)).toBeNull();
    expect(shippingNote(cart(6000, [FLAT, FREE, PICKUP], [PICKUP.id]), 50)).toBeNull();
  });
  it('says neither for a cart that is not shipped (downloads, virtual products, gift cards only)', () => {
    // WooGraphQL's needsShippingAddress is false: no rates, and nothing to get free.
    expect(shippingNote({ ...cart(1000, [], []), needsShipping: false }, 50)).toBeNull();
  });
});

describe('rateToChooseForFreeShipping', () => {
  it('chooses the free rate once the backend offers it (WooCommerce keeps the earlier choice)', () => {
    expect(rateToChooseForFreeShipping(cart(6000, [FLAT, FREE, PICKUP], [FLAT.id]), false)).toBe(FREE.id);
  });
  it('leaves the choice alone when free is already chosen, not offered, or the shopper picked since', () => {
    expect(rateToChooseForFreeShipping(cart(6000, [FLAT, FREE], [FREE.id]), false)).toBeNull();
    expect(rateToChooseForFreeShipping(cart(2000, [FLAT, PICKUP], [FLAT.id]), false)).toBeNull();
    expect(rateToChooseForFreeShipping(cart(6000, [FLAT, FREE, PICKUP], [PICKUP.id]), true)).toBeNull();
  });
});
