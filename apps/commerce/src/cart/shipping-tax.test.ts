import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxRates } from '../db/schema.ts';
import {
  ADD_TO_CART,
  APPLY_COUPON,
  type CartData,
  CHANGE_SHIPPING_COUNTY,
  CHANGE_SHIPPING_METHOD,
  GET_CART,
  UPDATE_QUANTITIES,
} from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

async function cartWith(price: number, quantity = 1, extra: { virtual?: boolean } = {}) {
  const me = shopper(store);
  const id = await addProduct(store.database.db, { price, name: 'Goggles', ...extra });
  await me.data(ADD_TO_CART, { input: { productId: id, quantity } });
  return me;
}
const cartOf = async (me: ReturnType<typeof shopper>) => (await me.data<{ cart: CartData }>(GET_CART)).cart;
const rateIds = (cart: CartData) => cart.availableShippingMethods[0]?.rates.map((rate) => rate.id) ?? [];
type Customer = { updateCustomer: { customer: { shipping: { country: string; state: string } } } };

describe('shipping', () => {
  it('offers the US rates below $50 and picks the first one', async () => {
    const cart = await cartOf(await cartWith(1000));
    expect(cart.availableShippingMethods).toEqual([
      {
        packageDetails: 'Goggles &times;1',
        supportsShippingCalculator: true,
        rates: [
          { id: 'flat_rate:1', label: 'Flat rate', cost: '7.95', methodId: 'flat_rate', instanceId: 1 },
          {
            id: 'local_pickup:3',
            label: 'Local pickup',
            cost: '0.00',
            methodId: 'local_pickup',
            instanceId: 3,
          },
        ],
      },
    ]);
    expect(cart).toMatchObject({
      chosenShippingMethods: ['flat_rate:1'],
      shippingTotal: '7.95',
      total: '17.95',
      needsShippingAddress: true,
    });
  });

  it('ships free from $50 after discounts, and falls back when the cart drops below', async () => {
    expect(rateIds(await cartOf(await cartWith(4999)))).not.toContain('free_shipping:2');
    const me = await cartWith(2500, 2);
    const cart = await cartOf(me);
    expect(rateIds(cart)[0]).toBe('free_shipping:2');
    expect(cart).toMatchObject({
      chosenShippingMethods: ['free_shipping:2'],
      shippingTotal: '0.00',
      total: '50.00',
    });

    // 10% off $50 leaves $45: below the threshold, so flat rate again.
    const discounted = await me.data<{ applyCoupon: { cart: CartData } }>(APPLY_COUPON, {
      code: 'welcome10',
    });
    expect(rateIds(discounted.applyCoupon.cart)).toEqual(['flat_rate:1', 'local_pickup:3']);
    expect(discounted.applyCoupon.cart).toMatchObject({
      chosenShippingMethods: ['flat_rate:1'],
      total: '52.95',
    });
  });

  it('keeps the chosen method while it is offered and refuses one that is not', async () => {
    const me = await cartWith(1000);
    const { updateShippingMethod } = await me.data<{ updateShippingMethod: { cart: CartData } }>(
      CHANGE_SHIPPING_METHOD,
      {
        shippingMethods: ['local_pickup:3'],
      },
    );
    expect(updateShippingMethod.cart).toMatchObject({
      chosenShippingMethods: ['local_pickup:3'],
      total: '10.00',
    });
    expect(await me.error(CHANGE_SHIPPING_METHOD, { shippingMethods: ['free_shipping:2'] })).toMatch(
      /not available/,
    );
    const key = (await cartOf(me)).contents.nodes[0]?.key;
    const bigger = await me.data<{ updateItemQuantities: { cart: CartData } }>(UPDATE_QUANTITIES, {
      items: [{ key, quantity: 6 }],
    });
    expect(bigger.updateItemQuantities.cart.chosenShippingMethods).toEqual(['local_pickup:3']);
  });

  it('recomputes rates when the address changes; a method no longer offered falls back', async () => {
    const me = await cartWith(1000);
    await me.data(CHANGE_SHIPPING_METHOD, { shippingMethods: ['local_pickup:3'] });
    const { updateCustomer } = await me.data<Customer>(CHANGE_SHIPPING_COUNTY, {
      shipping: { country: 'CA', state: 'Ontario' },
    });
    expect(updateCustomer.customer.shipping).toEqual({ country: 'CA', state: 'ON' });
    const canada = await cartOf(me);
    expect(rateIds(canada)).toEqual(['flat_rate:4']);
    expect(canada).toMatchObject({
      chosenShippingMethods: ['flat_rate:4'],
      shippingTotal: '14.95',
      total: '24.95',
    });

    await me.data(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'DE' } });
    const germany = await cartOf(me);
    expect(germany.availableShippingMethods[0]?.rates).toEqual([]);
    expect(germany).toMatchObject({ chosenShippingMethods: [], shippingTotal: '0.00' });

    expect(await me.error(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'US', state: 'Narnia' } })).toMatch(
      /"Narnia" is not a state we know in US/,
    );
    expect(await me.error(CHANGE_SHIPPING_COUNTY, { billing: { email: 'not-an-email' } })).toMatch(
      /valid email/,
    );
    const { updateCustomer: back } = await me.data<Customer>(CHANGE_SHIPPING_COUNTY, {
      shipping: { country: 'US', state: 'NY' },
    });
    expect(back.customer.shipping).toEqual({ country: 'US', state: 'NY' });
    expect(rateIds(await cartOf(me))).toEqual(['flat_rate:1', 'local_pickup:3']);
  });

  it('asks no shipping for a virtual-only cart', async () => {
    const cart = await cartOf(await cartWith(1000, 1, { virtual: true }));
    expect(cart).toMatchObject({
      needsShippingAddress: false,
      availableShippingMethods: [],
      shippingTotal: '0.00',
      total: '10.00',
    });
  });
});

describe('tax', () => {
  it('charges none by default, and the configured rate by state or country', async () => {
    const me = await cartWith(1000);
    expect((await cartOf(me)).totalTax).toBe('0.00');

    await store.database.db.insert(taxRates).values([
      { country: 'US', state: 'CA', label: 'CA tax', rateBasisPoints: 725 },
      { country: 'CA', label: 'GST', rateBasisPoints: 500, appliesToShipping: false },
    ]);
    await me.data(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'US', state: 'CA' } });
    // 7.25% of $10.00 = 72.5¢ → 73¢; of $7.95 shipping = 57.6¢ → 58¢.
    expect(await cartOf(me)).toMatchObject({
      subtotal: '10.00',
      shippingTotal: '7.95',
      totalTax: '1.31',
      total: '19.26',
    });

    await me.data(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'US', state: 'NY' } });
    expect((await cartOf(me)).totalTax).toBe('0.00');

    await me.data(CHANGE_SHIPPING_COUNTY, { shipping: { country: 'CA', state: 'QC' } });
    expect(await cartOf(me)).toMatchObject({ totalTax: '0.50', total: '25.45' });
    await store.database.db.delete(taxRates);
  });
});
