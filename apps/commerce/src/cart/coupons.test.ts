import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema.ts';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  type CartData,
  CHANGE_SHIPPING_COUNTY,
  GET_CART,
  REMOVE_COUPONS,
  UPDATE_QUANTITIES,
} from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { splitCents } from './coupons.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

type Applied = { applyCoupon: { applied: { code: string; discountAmount: string }; cart: CartData } };

/** A shopper with the given products (price in cents, quantity) in the cart. */
async function cartWith(...items: { price: number; quantity?: number; categoryIds?: number[] }[]) {
  const me = shopper(store);
  for (const item of items) {
    const id = await addProduct(store.database.db, { price: item.price, categoryIds: item.categoryIds });
    await me.data(ADD_TO_CART, { input: { productId: id, quantity: item.quantity ?? 1 } });
  }
  return me;
}

const couponCodes = (cart: CartData) => cart.appliedCoupons.map((coupon) => coupon.code);

describe('splitting cents', () => {
  it('always adds up to the amount', () => {
    expect(splitCents(500, [1999, 1999, 1999])).toEqual([167, 167, 166]);
    expect(splitCents(100, [1, 1, 1]).reduce((a, b) => a + b)).toBe(100);
    expect(splitCents(0, [5])).toEqual([0]);
  });
});

describe('applying coupons', () => {
  it('takes a percentage off, in whole cents, with the amount on appliedCoupons', async () => {
    const me = await cartWith({ price: 1999, quantity: 3 });
    const { applyCoupon } = await me.data<Applied>(APPLY_COUPON, { code: 'WELCOME10' });
    expect(applyCoupon.applied).toEqual({ code: 'welcome10', discountAmount: '6.00' });
    expect(applyCoupon.cart).toMatchObject({ subtotal: '59.97', discountTotal: '6.00' });
    expect(applyCoupon.cart.appliedCoupons[0]).toMatchObject({
      description: '10% off your first order',
      discountTax: '0.00',
    });
    expect(applyCoupon.cart.contents.nodes[0]?.total).toBe('53.97');
    // $53.97 after discount: free shipping applies, so the total is the discounted contents.
    expect(applyCoupon.cart.total).toBe('53.97');
  });

  it('takes a fixed amount off the cart, spread over lines, never below zero', async () => {
    const me = await cartWith({ price: 2000 }, { price: 1000 });
    const { applyCoupon } = await me.data<Applied>(APPLY_COUPON, { code: 'save5' });
    expect(applyCoupon.cart.discountTotal).toBe('5.00');
    expect(applyCoupon.cart.contents.nodes.map((line) => line.total)).toEqual(['16.67', '8.33']);

    await store.database.db.insert(coupons).values({ code: 'big50', kind: 'fixed_cart', amount: 5000 });
    const small = await cartWith({ price: 300 });
    const big = await small.data<Applied>(APPLY_COUPON, { code: 'BIG50' });
    expect(big.applyCoupon.cart.discountTotal).toBe('3.00');
    expect(big.applyCoupon.applied.discountAmount).toBe('3.00');
  });

  it('takes a fixed amount off each eligible item (category restriction)', async () => {
    const me = await cartWith({ price: 1500, quantity: 2, categoryIds: [513] }, { price: 1000 });
    const { applyCoupon } = await me.data<Applied>(APPLY_COUPON, { code: 'mask2' });
    expect(applyCoupon.cart.discountTotal).toBe('4.00');
    expect(applyCoupon.cart.contents.nodes.map((line) => line.total)).toEqual(['26.00', '10.00']);
  });

  it('refuses with WooCommerce messages and leaves the cart as it was', async () => {
    const me = await cartWith({ price: 1500 });
    const before = await me.data<{ cart: CartData }>(GET_CART);
    expect(await me.error(APPLY_COUPON, { code: 'NOPE' })).toBe('Coupon "NOPE" does not exist!');
    expect(await me.error(APPLY_COUPON, { code: '  ' })).toBe('Please enter a coupon code.');
    expect(await me.error(APPLY_COUPON, { code: 'summer2024' })).toBe('This coupon has expired.');
    expect(await me.error(APPLY_COUPON, { code: 'save5' })).toBe(
      'The minimum spend for this coupon is $25.00.',
    );
    expect(await me.error(APPLY_COUPON, { code: 'gloves15' })).toBe(
      'Sorry, this coupon is not applicable to selected products.',
    );
    expect(await me.data<{ cart: CartData }>(GET_CART)).toEqual(before);
    await me.data(APPLY_COUPON, { code: 'launch25' });
    expect(await me.error(APPLY_COUPON, { code: 'LAUNCH25' })).toBe('Coupon code already applied!');
  });

  it('needs something in the cart', async () => {
    const me = shopper(store);
    expect(await me.error(APPLY_COUPON, { code: 'welcome10' })).toBe(
      'Please add something to your cart before applying a coupon.',
    );
  });

  it('honours individual use both ways', async () => {
    const me = await cartWith({ price: 12000 });
    await me.data(APPLY_COUPON, { code: 'welcome10' });
    expect(await me.error(APPLY_COUPON, { code: 'vip20' })).toBe(
      'Sorry, coupon "VIP20" cannot be used in conjunction with other coupons.',
    );
    const other = await cartWith({ price: 12000 });
    await other.data(APPLY_COUPON, { code: 'vip20' });
    expect(await other.error(APPLY_COUPON, { code: 'welcome10' })).toBe(
      'Sorry, coupon "VIP20" has already been applied and cannot be used in conjunction with other coupons.',
    );
  });

  it('checks total and per-customer usage limits', async () => {
    await store.database.db.insert(coupons).values([
      { code: 'usedup', kind: 'percent', amount: 5, usageLimit: 1, usageCount: 1 },
      { code: 'onceeach', kind: 'percent', amount: 5, usageLimitPerCustomer: 1, usedBy: ['ann@example.com'] },
    ]);
    const me = await cartWith({ price: 1000 });
    expect(await me.error(APPLY_COUPON, { code: 'usedup' })).toBe('Coupon usage limit has been reached.');
    await me.data(CHANGE_SHIPPING_COUNTY, { billing: { email: 'Ann@Example.com' } });
    expect(await me.error(APPLY_COUPON, { code: 'onceeach' })).toBe('Coupon usage limit has been reached.');
    await me.data(CHANGE_SHIPPING_COUNTY, { billing: { email: 'bob@example.com' } });
    expect((await me.data<Applied>(APPLY_COUPON, { code: 'onceeach' })).applyCoupon.applied.code).toBe(
      'onceeach',
    );
  });

  it('grants free shipping with a free-shipping coupon', async () => {
    const me = await cartWith({ price: 1000 });
    const before = await me.data<{ cart: CartData }>(GET_CART);
    expect(before.cart.availableShippingMethods[0]?.rates.map((rate) => rate.id)).toEqual([
      'flat_rate:1',
      'local_pickup:3',
    ]);
    const { applyCoupon } = await me.data<Applied>(APPLY_COUPON, { code: 'freeship' });
    expect(applyCoupon.cart.availableShippingMethods[0]?.rates.map((rate) => rate.id)).toEqual([
      'free_shipping:2',
      'flat_rate:1',
      'local_pickup:3',
    ]);
    expect(applyCoupon.cart).toMatchObject({
      chosenShippingMethods: ['free_shipping:2'],
      shippingTotal: '0.00',
      total: '10.00',
    });
  });

  it('removes coupons, and drops one that no longer qualifies', async () => {
    const me = await cartWith({ price: 3000 });
    await me.data(APPLY_COUPON, { code: 'save5' });
    type Removed = { removeCoupons: { cart: CartData } };
    const { removeCoupons } = await me.data<Removed>(REMOVE_COUPONS, { codes: ['SAVE5'] });
    expect(couponCodes(removeCoupons.cart)).toEqual([]);
    expect(removeCoupons.cart.discountTotal).toBe('0.00');
    expect(await me.error(REMOVE_COUPONS, { codes: ['save5'] })).toBe(
      'Coupon "save5" is not applied to your cart.',
    );

    await me.data(APPLY_COUPON, { code: 'save5' });
    const key = (await me.data<{ cart: CartData }>(GET_CART)).cart.contents.nodes[0]?.key;
    await me.data(ADD_TO_CART, { input: { productId: await addProduct(store.database.db, { price: 100 }) } });
    const { updateItemQuantities } = await me.data<{ updateItemQuantities: { cart: CartData } }>(
      UPDATE_QUANTITIES,
      {
        items: [{ key, quantity: 0 }],
      },
    );
    expect(couponCodes(updateItemQuantities.cart)).toEqual([]);
    expect(updateItemQuantities.cart.discountTotal).toBe('0.00');
  });
});
