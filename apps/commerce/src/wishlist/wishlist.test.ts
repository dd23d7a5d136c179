import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginShopper, registerShopper } from '../testing/account-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { NO_PRODUCTS, PRODUCT_NOT_FOUND } from './wishlist.ts';

let store: TestStore;
let ids: number[];
beforeAll(async () => {
  store = await startTestStore({ seed: false });
  ids = [];
  for (let i = 0; i < 4; i += 1) ids.push(await addProduct(store.database.db, { price: 500 }));
});
afterAll(async () => {
  await store?.close();
});

const ADD = `mutation ($ids: [Int!]!) { addToWishlist(input: { clientMutationId: "m1", productIds: $ids }) { clientMutationId productIds } }`;
const REMOVE = `mutation ($ids: [Int!]!) { removeFromWishlist(input: { productIds: $ids }) { productIds } }`;
const GET = 'query { customer { wishlistProductIds } }';

let customers = 0;
async function customer(): Promise<Shopper> {
  const me = shopper(store);
  customers += 1;
  await registerShopper(me, `wisher${customers}@example.com`);
  return me;
}

const wishlistOf = async (me: Shopper) =>
  (await me.data<{ customer: { wishlistProductIds: number[] } }>(GET)).customer.wishlistProductIds;

const at = (index: number) => ids[index] as number;

describe('wishlist', () => {
  it('adds products newest first, keeping the order of a merged list and ignoring repeats', async () => {
    const me = await customer();
    expect(await wishlistOf(me)).toEqual([]);
    const added = await me.data<{ addToWishlist: { clientMutationId: string; productIds: number[] } }>(ADD, {
      ids: [at(0)],
    });
    expect(added.addToWishlist).toEqual({ clientMutationId: 'm1', productIds: [at(0)] });
    // The browser list merged at login: several ids at once, the first listed ends up first.
    await me.data(ADD, { ids: [at(2), at(1), at(0), at(2)] });
    expect(await wishlistOf(me)).toEqual([at(2), at(1), at(0)]);
  });

  it('removes products', async () => {
    const me = await customer();
    await me.data(ADD, { ids: [at(0), at(1), at(2)] });
    const removed = await me.data<{ removeFromWishlist: { productIds: number[] } }>(REMOVE, { ids: [at(1)] });
    expect(removed.removeFromWishlist.productIds).toEqual([at(0), at(2)]);
    expect(await wishlistOf(me)).toEqual([at(0), at(2)]);
  });

  it('refuses an unknown product and changes nothing', async () => {
    const me = await customer();
    await me.data(ADD, { ids: [at(3)] });
    expect(await me.error(ADD, { ids: [at(0), 999_999] })).toBe(PRODUCT_NOT_FOUND);
    expect(await me.error(REMOVE, { ids: [at(3), 999_999] })).toBe(PRODUCT_NOT_FOUND);
    expect(await me.error(ADD, { ids: [] })).toBe(NO_PRODUCTS);
    expect(await wishlistOf(me)).toEqual([at(3)]);
  });

  it('is kept per customer', async () => {
    const first = await customer();
    const second = await customer();
    await first.data(ADD, { ids: [at(1)] });
    expect(await wishlistOf(second)).toEqual([]);
  });

  it('needs a signed-in customer to change; a guest reads an empty list', async () => {
    const guest = shopper(store);
    expect(await guest.error(ADD, { ids: [at(0)] })).toBe('You must be signed in to do that.');
    expect(await guest.error(REMOVE, { ids: [at(0)] })).toBe('You must be signed in to do that.');
    expect(await wishlistOf(guest)).toEqual([]);
  });

  it('survives signing out and in again', async () => {
    const me = shopper(store);
    await registerShopper(me, 'returning.wisher@example.com');
    await me.data(ADD, { ids: [at(2)] });
    const again = shopper(store);
    await loginShopper(again, 'returning.wisher@example.com');
    expect(await wishlistOf(again)).toEqual([at(2)]);
  });
});
