import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginShopper, registerShopper } from '../testing/account-operations.ts';
import { ADD_TO_CART, GET_CART } from '../testing/cart-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ seed: false });
});
afterAll(() => store?.close());

type CartData = {
  cart: {
    contents: {
      itemCount: number;
      nodes: {
        quantity: number;
        product: { node: { databaseId: number } };
        variation: { node: { databaseId: number } } | null;
      }[];
    };
  };
};

const lines = async (me: Shopper) =>
  (await me.data<CartData>(GET_CART)).cart.contents.nodes.map((line) => ({
    product: line.product.node.databaseId,
    variation: line.variation?.node.databaseId ?? null,
    quantity: line.quantity,
  }));

const add = (me: Shopper, input: Record<string, unknown>) => me.data(ADD_TO_CART, { input });

describe('the cart when a guest signs in', () => {
  it('merges the guest cart into the customer cart: the same lines add up, new lines join', async () => {
    const db = store.database.db;
    const helmet = await addProduct(db, { name: 'Helmet', price: 2500 });
    const visor = await addProduct(db, { name: 'Visor', price: 900 });
    const glove = await addVariableProduct(db, 'Merge glove');

    // Earlier, on another device, the customer put 2 helmets in their cart.
    const laptop = shopper(store);
    await registerShopper(laptop, 'merge@example.com', { username: 'merge' });
    await add(laptop, { productId: helmet, quantity: 2 });

    // Now, as a guest on a phone: 1 helmet, 1 visor, a medium glove.
    const phone = shopper(store);
    await add(phone, { productId: helmet, quantity: 1 });
    await add(phone, { productId: visor, quantity: 1 });
    await add(phone, {
      productId: glove.id,
      variationId: glove.medium,
      variation: [{ attributeName: 'Colour', attributeValue: 'Blue' }],
    });
    const guestSession = phone.session;
    await loginShopper(phone, 'merge');
    expect(phone.session).not.toBe(guestSession);

    const expected = [
      { product: helmet, variation: null, quantity: 3 },
      { product: visor, variation: null, quantity: 1 },
      { product: glove.id, variation: glove.medium, quantity: 1 },
    ];
    expect(await lines(phone)).toEqual(expected);
    // The cart follows the customer: the laptop, signed in earlier, sees the same cart.
    expect(await lines(laptop)).toEqual(expected);
    // The guest cart was emptied; its session keeps nothing.
    const guest = shopper(store, guestSession);
    expect(await lines(guest)).toEqual([]);
  });

  it('caps merged quantities at the stock left', async () => {
    const db = store.database.db;
    const scarce = await addProduct(db, {
      name: 'Scarce filter',
      price: 500,
      manageStock: true,
      stockQuantity: 4,
    });
    const laptop = shopper(store);
    await registerShopper(laptop, 'scarce@example.com', { username: 'scarce' });
    await add(laptop, { productId: scarce, quantity: 3 });
    const phone = shopper(store);
    await add(phone, { productId: scarce, quantity: 3 });
    await loginShopper(phone, 'scarce');
    expect(await lines(phone)).toEqual([{ product: scarce, variation: null, quantity: 4 }]);
  });

  it('signing in again on the same device keeps the cart as it is', async () => {
    const db = store.database.db;
    const mask = await addProduct(db, { name: 'Mask', price: 300 });
    const me = shopper(store);
    await registerShopper(me, 'again@example.com', { username: 'again' });
    await add(me, { productId: mask, quantity: 2 });
    await loginShopper(me, 'again');
    expect(await lines(me)).toEqual([{ product: mask, variation: null, quantity: 2 }]);
    // The cart session is the customer's own: signing in with it merges nothing into itself.
    await loginShopper(me, 'again');
    expect(await lines(me)).toEqual([{ product: mask, variation: null, quantity: 2 }]);
  });

  it('a device sending only the auth token is handed the customer’s cart session', async () => {
    const db = store.database.db;
    const boots = await addProduct(db, { name: 'Boots', price: 8000 });
    const laptop = shopper(store);
    await registerShopper(laptop, 'device@example.com', { username: 'device' });
    await add(laptop, { productId: boots, quantity: 1 });
    const tablet = shopper(store, null, laptop.authToken);
    const data = await tablet.data<{ customer: { sessionToken: string } }>('{ customer { sessionToken } }');
    expect(tablet.session).toBe(`Session ${data.customer.sessionToken}`);
    expect(await lines(tablet)).toEqual([{ product: boots, variation: null, quantity: 1 }]);
  });

  it("the customer's cart session is theirs alone: without their sign-in it is refused", async () => {
    const db = store.database.db;
    const vest = await addProduct(db, { name: 'Vest', price: 1500 });
    const me = shopper(store);
    await registerShopper(me, 'private@example.com', { username: 'private' });
    await add(me, { productId: vest, quantity: 1 });
    const customerSession = me.session;
    await registerShopper(shopper(store), 'nosy@example.com', { username: 'nosy' });
    const nosy = await loginShopper(shopper(store), 'nosy');
    const INVALID_SESSION = 'Invalid session token. Please reload the page to start a new session.';
    // A copy of the session token, with no sign-in or with another customer's, opens nothing.
    expect(await shopper(store, customerSession).error(GET_CART)).toBe(INVALID_SESSION);
    expect(await shopper(store, customerSession, nosy.authToken).error(GET_CART)).toBe(INVALID_SESSION);
    expect(await shopper(store, customerSession).error('{ customer { billing { email } } }')).toBe(
      INVALID_SESSION,
    );
    // After logout the device that kept the cookie is refused too; the cart itself is kept.
    await me.data('mutation { logout(input: {}) { success } }');
    expect(await me.error(GET_CART)).toBe('Invalid authentication token. Please sign in again.');
    me.authToken = null;
    expect(await me.error(GET_CART)).toBe(INVALID_SESSION);
    await loginShopper(me, 'private');
    expect(await lines(me)).toEqual([{ product: vest, variation: null, quantity: 1 }]);
  });

  it('a stale guest session does not stop the sign-in', async () => {
    await registerShopper(shopper(store), 'stale@example.com', { username: 'stale' });
    const me = shopper(store, 'Session not-a-valid-token');
    const login = await loginShopper(me, 'stale');
    expect(login.user.username).toBe('stale');
  });
});
