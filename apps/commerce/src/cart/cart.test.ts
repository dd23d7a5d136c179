import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, products, productVariations, sessions } from '../db/schema.ts';
import {
  ADD_TO_CART,
  type CartData,
  EMPTY_CART,
  GET_CART,
  UPDATE_QUANTITIES,
} from '../testing/cart-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

type AddResult = { addToCart: { cartItem: { key: string; quantity: number }; cart: CartData } };
const add = (input: Record<string, unknown>) => ({ input });

describe('adding to the cart', () => {
  it('adds a simple product, merges repeated adds into one line and totals in cents', async () => {
    const id = await addProduct(store.database.db, { name: 'Nitrile box', price: 1999 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, add({ productId: id, quantity: 1 }));
    const { addToCart } = await me.data<AddResult>(ADD_TO_CART, add({ productId: id, quantity: 2 }));
    expect(addToCart.cartItem.quantity).toBe(3);
    expect(addToCart.cart.contents).toMatchObject({ itemCount: 3, productCount: 1 });
    expect(addToCart.cart.contents.nodes[0]).toMatchObject({
      quantity: 3,
      subtotal: '59.97',
      total: '59.97',
      product: { node: { databaseId: id, name: 'Nitrile box' } },
      variation: null,
    });
    expect(addToCart.cart.subtotal).toBe('59.97');
    expect(addToCart.cart.isEmpty).toBe(false);
  });

  it('adds variations by id, by attributes, and with a value for an "any" attribute', async () => {
    const glove = await addVariableProduct(store.database.db);
    const me = shopper(store);
    await me.data(
      ADD_TO_CART,
      add({
        productId: glove.id,
        variationId: glove.medium,
        variation: [{ attributeName: 'Colour', attributeValue: 'Blue' }],
      }),
    );
    const { addToCart } = await me.data<AddResult>(
      ADD_TO_CART,
      add({
        productId: glove.id,
        variation: [
          { attributeName: 'attribute_pa_size', attributeValue: 'm' },
          { attributeName: 'colour', attributeValue: 'black' },
        ],
      }),
    );
    const lines = addToCart.cart.contents.nodes;
    expect(lines).toHaveLength(2); // blue and black are separate lines of one variation
    expect(lines.every((line) => line.variation?.node.databaseId === glove.medium)).toBe(true);
    expect(addToCart.cart.subtotal).toBe('25.00');

    type Attributes = {
      cart: { contents: { nodes: { variation: { attributes: { name: string; value: string }[] } }[] } };
    };
    const { cart } = await me.data<Attributes>(
      '{ cart { contents { nodes { variation { attributes { name value } } } } } }',
    );
    expect(cart.contents.nodes.map((line) => line.variation.attributes)).toEqual([
      [
        { name: 'pa_size', value: 'm' },
        { name: 'Colour', value: 'Blue' },
      ],
      [
        { name: 'pa_size', value: 'm' },
        { name: 'Colour', value: 'Black' },
      ],
    ]);
  });

  it('refuses a variable product without a variation, and options it does not offer', async () => {
    const glove = await addVariableProduct(store.database.db);
    const me = shopper(store);
    expect(await me.error(ADD_TO_CART, add({ productId: glove.id }))).toMatch(
      /Please choose product options/,
    );
    expect(
      await me.error(
        ADD_TO_CART,
        add({
          productId: glove.id,
          variation: [
            { attributeName: 'pa_size', attributeValue: 'xxl' },
            { attributeName: 'Colour', attributeValue: 'Blue' },
          ],
        }),
      ),
    ).toMatch(/no "Test glove" matches your choice/);
    expect(
      await me.error(
        ADD_TO_CART,
        add({
          productId: glove.id,
          variationId: glove.medium,
          variation: [{ attributeName: 'Colour', attributeValue: 'Pink' }],
        }),
      ),
    ).toBe('Invalid value posted for Colour');
    expect(await me.error(ADD_TO_CART, add({ productId: glove.id, variationId: 1 }))).toMatch(
      /not one of the options/,
    );
  });

  it('refuses out-of-stock products and variations', async () => {
    const db = store.database.db;
    const gone = await addProduct(db, { name: 'Sold-out mask', price: 500, stockStatus: 'outofstock' });
    const glove = await addVariableProduct(db);
    const me = shopper(store);
    expect(await me.error(ADD_TO_CART, add({ productId: gone }))).toBe(
      'You cannot add "Sold-out mask" to the cart because the product is out of stock.',
    );
    expect(
      await me.error(
        ADD_TO_CART,
        add({
          productId: glove.id,
          variationId: glove.large,
          variation: [{ attributeName: 'Colour', attributeValue: 'Blue' }],
        }),
      ),
    ).toMatch(/out of stock/);
  });

  it('never goes beyond the stock unless backorders are allowed', async () => {
    const db = store.database.db;
    const few = await addProduct(db, { name: 'Helmet', price: 10000, manageStock: true, stockQuantity: 2 });
    const me = shopper(store);
    expect(await me.error(ADD_TO_CART, add({ productId: few, quantity: 3 }))).toBe(
      'You cannot add that amount of "Helmet" to the cart — we have 2 in stock and you already have 0 in your cart.',
    );
    await me.data(ADD_TO_CART, add({ productId: few, quantity: 2 }));
    expect(await me.error(ADD_TO_CART, add({ productId: few, quantity: 1 }))).toMatch(
      /we have 2 in stock and you already have 2/,
    );

    const glove = await addVariableProduct(db);
    const small = { productId: glove.id, variationId: glove.small };
    await me.data(
      ADD_TO_CART,
      add({ ...small, quantity: 2, variation: [{ attributeName: 'Colour', attributeValue: 'Blue' }] }),
    );
    // Another colour of the same variation draws from the same 3 units.
    expect(
      await me.error(
        ADD_TO_CART,
        add({ ...small, quantity: 2, variation: [{ attributeName: 'Colour', attributeValue: 'Black' }] }),
      ),
    ).toMatch(/we have 3 in stock and you already have 2/);

    const backorder = await addProduct(db, {
      name: 'Suit',
      price: 4000,
      manageStock: true,
      stockQuantity: 1,
      backorders: 'notify',
    });
    const { addToCart } = await me.data<AddResult>(ADD_TO_CART, add({ productId: backorder, quantity: 5 }));
    expect(addToCart.cartItem.quantity).toBe(5);
  });

  it('refuses external products, unknown products and bad quantities', async () => {
    const db = store.database.db;
    const external = await addProduct(db, {
      type: 'external',
      name: 'Custom gloves',
      price: 100,
      externalUrl: 'https://example.com',
    });
    const simple = await addProduct(db, { price: 100 });
    const me = shopper(store);
    expect(await me.error(ADD_TO_CART, add({ productId: external }))).toBe(
      '"Custom gloves" is sold on another site and cannot be added to the cart.',
    );
    expect(await me.error(ADD_TO_CART, add({ productId: 99_999_999 }))).toMatch(/does not exist/);
    expect(await me.error(ADD_TO_CART, add({ productId: simple, quantity: 0 }))).toMatch(/at least 1/);
    expect(await me.error(ADD_TO_CART, add({ productId: simple, quantity: -2 }))).toMatch(/at least 1/);
    expect(await me.error(ADD_TO_CART, add({ productId: simple, quantity: 10_000 }))).toMatch(/at most 9999/);
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.isEmpty).toBe(true);
  });

  it('holds at most 100 lines', async () => {
    const db = store.database.db;
    const me = shopper(store);
    for (let i = 0; i < 100; i += 1) {
      await me.data(ADD_TO_CART, add({ productId: await addProduct(db, { price: 100 }) }));
    }
    const extra = await addProduct(db, { price: 100 });
    expect(await me.error(ADD_TO_CART, add({ productId: extra }))).toBe(
      'Your cart can hold at most 100 different items.',
    );
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.contents.productCount).toBe(100);
  }, 60_000);
});

describe('the demo catalogue', () => {
  it('sells its variable products by attributes and refuses its external ones', async () => {
    const db = store.database.db;
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.stockStatus, 'instock'), eq(productVariations.manageStock, true)))
      .limit(1);
    if (!variation) throw new Error('The demo catalogue has no stocked variation.');
    const me = shopper(store);
    const choice = Object.entries(variation.attributes).map(([attributeName, attributeValue]) => ({
      attributeName,
      attributeValue,
    }));
    const { addToCart } = await me.data<AddResult>(
      ADD_TO_CART,
      add({ productId: variation.parentId, variation: choice }),
    );
    expect(addToCart.cart.contents.nodes[0]?.variation?.node.databaseId).toBe(variation.id);
    expect(addToCart.cart.subtotal).toBe(((variation.price ?? 0) / 100).toFixed(2));

    const [external] = await db.select().from(products).where(eq(products.type, 'external')).limit(1);
    expect(await me.error(ADD_TO_CART, add({ productId: external?.id }))).toMatch(/sold on another site/);
  });
});

describe('the guest customer', () => {
  const CUSTOMER =
    '{ customer { id databaseId email firstName sessionToken billing { email } shipping { country state } } }';
  type CustomerData = {
    customer: {
      id: string;
      email: string | null;
      sessionToken: string | null;
      shipping: { country: string | null };
    };
  };

  // WooGraphQL starts a session on the first request: the guest customer has a sessionToken at
  // once, the one the response header carries, before anything is saved in it.
  it("is an empty guest with a session token from the first request, and the session's addresses later", async () => {
    const me = shopper(store);
    const { customer } = await me.data<CustomerData>(CUSTOMER);
    expect(customer).toMatchObject({ email: null, shipping: { country: null } });
    expect(customer.sessionToken).toEqual(expect.any(String));
    expect(customer.sessionToken).toBe(me.lastResponseSession);

    await me.data(
      `mutation { updateCustomer(input: {billing: {email: "ann@example.com", firstName: "Ann"}, shipping: {country: US, state: "CA"}}) { customer { email } } }`,
    );
    const after = await me.data<CustomerData>(CUSTOMER);
    expect(after.customer).toMatchObject({ email: 'ann@example.com', shipping: { country: 'US' } });
    expect(after.customer.sessionToken).toBe(me.lastResponseSession);
  });
});

describe('changing quantities and emptying', () => {
  it('updates quantities, removes with 0, and refuses a bad change without touching the cart', async () => {
    const db = store.database.db;
    const a = await addProduct(db, { price: 250, manageStock: true, stockQuantity: 4 });
    const b = await addProduct(db, { price: 1000 });
    const me = shopper(store);
    const keyA = (await me.data<AddResult>(ADD_TO_CART, add({ productId: a }))).addToCart.cartItem.key;
    const keyB = (await me.data<AddResult>(ADD_TO_CART, add({ productId: b }))).addToCart.cartItem.key;

    type Update = {
      updateItemQuantities: { updated: { key: string }[]; removed: { key: string }[]; cart: CartData };
    };
    const { updateItemQuantities } = await me.data<Update>(UPDATE_QUANTITIES, {
      items: [
        { key: keyA, quantity: 4 },
        { key: keyB, quantity: 0 },
      ],
    });
    expect(updateItemQuantities.updated).toEqual([{ key: keyA }]);
    expect(updateItemQuantities.removed).toEqual([{ key: keyB }]);
    expect(updateItemQuantities.cart.subtotal).toBe('10.00');

    // Too many of A: the whole change is refused, including the valid part.
    await me.data(ADD_TO_CART, add({ productId: b }));
    const before = await me.data<{ cart: CartData }>(GET_CART);
    const keyB2 = before.cart.contents.nodes.find((line) => line.product.node.databaseId === b)?.key;
    expect(
      await me.error(UPDATE_QUANTITIES, {
        items: [
          { key: keyB2, quantity: 3 },
          { key: keyA, quantity: 5 },
        ],
      }),
    ).toMatch(/we have 4 in stock/);
    expect(await me.error(UPDATE_QUANTITIES, { items: [{ key: 'nope', quantity: 1 }] })).toMatch(
      /no longer in your cart/,
    );
    expect(await me.error(UPDATE_QUANTITIES, { items: [{ key: keyA, quantity: -1 }] })).toMatch(
      /whole number/,
    );
    expect(await me.data<{ cart: CartData }>(GET_CART)).toEqual(before);
  });

  it('empties the cart, and clearPersistentCart deletes the stored cart too', async () => {
    const id = await addProduct(store.database.db, { price: 300 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, add({ productId: id, quantity: 2 }));
    type Emptied = { emptyCart: { deletedCart: { contents: { itemCount: number } }; cart: CartData } };
    const { emptyCart } = await me.data<Emptied>(EMPTY_CART, { clear: false });
    expect(emptyCart.deletedCart.contents.itemCount).toBe(2);
    expect(emptyCart.cart.isEmpty).toBe(true);
    await me.data(ADD_TO_CART, add({ productId: id }));
    const cleared = await me.data<Emptied>(EMPTY_CART, { clear: true });
    expect(cleared.emptyCart.cart.isEmpty).toBe(true);
    // The session's cart row is gone; the session itself stays and keeps working.
    const sessionId = me.session?.replace('Session ', '').split('.')[0] ?? '';
    expect(await store.database.db.select().from(carts).where(eq(carts.sessionId, sessionId))).toEqual([]);
    expect(await store.database.db.select().from(sessions).where(eq(sessions.id, sessionId))).toHaveLength(1);
    await me.data(ADD_TO_CART, add({ productId: id }));
  });

  it('applies simultaneous changes to one cart one after another, losing none', async () => {
    const id = await addProduct(store.database.db, { price: 100 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, add({ productId: id }));
    await Promise.all(Array.from({ length: 10 }, () => me.data(ADD_TO_CART, add({ productId: id }))));
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.contents.itemCount).toBe(11);
  });

  it('drops a line whose product was deleted', async () => {
    const db = store.database.db;
    const id = await addProduct(db, { price: 300 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, add({ productId: id }));
    await db.delete(products).where(eq(products.id, id));
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.isEmpty).toBe(true);
  });
});
