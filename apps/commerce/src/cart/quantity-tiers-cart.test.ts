/**
 * Box and case pricing in the cart and at checkout: a line pays the tier its own quantity reached,
 * as computed here from the stored tiers (nothing the client sends sets a price), the order charges
 * exactly what the cart showed, and the stock profile, which serves no tiers, charges the plain price.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariations } from '../db/schema.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
let stock: TestStore;
beforeAll(async () => {
  [store, stock] = await Promise.all([
    startTestStore(),
    startTestStore({ env: { COMMERCE_PROFILE: 'stock' } }),
  ]);
});
afterAll(() => Promise.all([store?.close(), stock?.close()]));

const TIERS = [
  { min: 10, price: 1140 },
  { min: 50, price: 995 },
];

const LINE = 'key quantity subtotal(format: RAW) total(format: RAW)';
const TIER =
  'quantityTier { minQuantity maxQuantity price(format: RAW) regularPrice(format: RAW) saving(format: RAW) saved: saving }';
const CART = (fields: string) =>
  `{ cart { subtotal(format: RAW) total(format: RAW) contents { nodes { ${fields} } } } }`;
const UPDATE = (fields: string) => `mutation ($items: [CartItemQuantityInput]) {
  updateItemQuantities(input: { items: $items }) { cart { subtotal(format: RAW) contents { nodes { ${fields} } } } } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order {
  databaseId subtotal(format: RAW) total(format: RAW)
  lineItems { nodes { quantity subtotal(format: RAW) total(format: RAW) } } } } }`;

interface Line {
  key: string;
  quantity: number;
  subtotal: string;
  total: string;
  quantityTier?: Record<string, unknown> | null;
}
interface CartAnswer {
  cart: { subtotal: string; total: string; contents: { nodes: Line[] } };
}
interface OrderAnswer {
  checkout: {
    order: {
      subtotal: string;
      total: string;
      lineItems: { nodes: { quantity: number; subtotal: string }[] };
    };
  };
}

/** The test glove's colour is an 'any' attribute, chosen with every variation. */
const BLUE = [{ attributeName: 'Colour', attributeValue: 'Blue' }];

async function cartWith(target: TestStore, productId: number, quantity: number, variationId?: number) {
  const me = shopper(target);
  const variation = variationId ? BLUE : undefined;
  await me.data(ADD_TO_CART, { input: { productId, quantity, variationId, variation } });
  return me;
}

const linesAt = async (me: Shopper, quantity: number, fields = `${LINE} ${TIER}`) => {
  const { cart } = await me.data<CartAnswer>(CART(fields));
  const items = cart.contents.nodes.map((line) => ({ key: line.key, quantity }));
  type Updated = { updateItemQuantities: CartAnswer };
  return (await me.data<Updated>(UPDATE(fields), { items })).updateItemQuantities.cart;
};

describe('box and case pricing in the cart (full profile)', () => {
  it('prices each line at the tier its quantity reached, at every boundary', async () => {
    const id = await addProduct(store.database.db, { price: 1290, quantityTiers: TIERS });
    const me = await cartWith(store, id, 1);
    const expected: [number, string, string | null][] = [
      [1, '12.90', null],
      [9, '116.10', null],
      [10, '114.00', '15.00'],
      [49, '558.60', '73.50'],
      [50, '497.50', '147.50'],
    ];
    for (const [quantity, subtotal, saving] of expected) {
      const cart = await linesAt(me, quantity);
      const [line] = cart.contents.nodes;
      expect(line?.subtotal, `${quantity} units`).toBe(subtotal);
      expect(line?.quantityTier?.saving ?? null, `${quantity} units`).toBe(saving);
    }
    const [line] = (await linesAt(me, 10)).contents.nodes;
    expect(line?.quantityTier).toEqual({
      minQuantity: 10,
      maxQuantity: 49,
      price: '11.40',
      regularPrice: '12.90',
      saving: '15.00',
      saved: '$15.00',
    });
  });

  it('answers the tiers on the product and the variation, a variation preferring its own', async () => {
    const glove = await addVariableProduct(store.database.db);
    const own = [
      { min: 5, price: 1150 },
      { min: 20, price: 1000 },
    ];
    await store.database.db
      .update(products)
      .set({ quantityTiers: [{ min: 10, price: 900 }] })
      .where(eq(products.id, glove.id));
    await store.database.db
      .update(productVariations)
      .set({ quantityTiers: own })
      .where(eq(productVariations.id, glove.medium));
    type Tiers = { minQuantity: number; maxQuantity: number | null; price: string }[] | null;
    const { product } = await store.data<{
      product: {
        quantityTiers: Tiers;
        variations: { nodes: { databaseId: number; quantityTiers: Tiers }[] };
      };
    }>(`{ product(id: ${glove.id}, idType: DATABASE_ID) { quantityTiers { minQuantity maxQuantity price(format: RAW) }
      ... on VariableProduct { variations { nodes { databaseId quantityTiers { minQuantity maxQuantity price(format: RAW) } } } } } }`);
    expect(product.quantityTiers).toEqual([{ minQuantity: 10, maxQuantity: null, price: '9.00' }]);
    const byId = new Map(product.variations.nodes.map((node) => [node.databaseId, node.quantityTiers]));
    expect(byId.get(glove.medium)).toEqual([
      { minQuantity: 5, maxQuantity: 19, price: '11.50' },
      { minQuantity: 20, maxQuantity: null, price: '10.00' },
    ]);
    expect(byId.get(glove.small)).toEqual([{ minQuantity: 10, maxQuantity: null, price: '9.00' }]);

    const medium = await cartWith(store, glove.id, 5, glove.medium);
    expect((await medium.data<CartAnswer>(CART(LINE))).cart.contents.nodes[0]?.subtotal).toBe('57.50');
    // Two lines of one product do not add up: each line's own quantity picks its tier.
    const small = await cartWith(store, glove.id, 3, glove.small);
    await small.data(ADD_TO_CART, {
      input: { productId: glove.id, quantity: 5, variationId: glove.medium, variation: BLUE },
    });
    const lines = (await small.data<CartAnswer>(CART(LINE))).cart.contents.nodes;
    expect(lines.map((line) => line.subtotal)).toEqual(['30.00', '57.50']);
  });

  it('charges at checkout exactly what the cart showed, whatever the client sends', async () => {
    const id = await addProduct(store.database.db, { price: 1290, quantityTiers: TIERS });
    const me = await cartWith(store, id, 10);
    const { cart } = await me.data<CartAnswer>(CART(LINE));
    const { checkout } = await me.data<OrderAnswer>(CHECKOUT, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod', metaData: [{ key: '_price', value: '0.01' }] },
    });
    expect(checkout.order.subtotal).toBe('114.00');
    expect(checkout.order.subtotal).toBe(cart.subtotal);
    expect(checkout.order.total).toBe(cart.total);
    expect(checkout.order.lineItems.nodes).toEqual([{ quantity: 10, subtotal: '114.00', total: '114.00' }]);
  });
});

describe('box and case pricing on the stock profile', () => {
  it('serves no tiers and charges the plain price in the cart and the order', async () => {
    const id = await addProduct(stock.database.db, { price: 1290, quantityTiers: TIERS });
    const me = await cartWith(stock, id, 10);
    expect(await me.error(CART(`${LINE} ${TIER}`))).toMatch(/quantityTier/);
    const { cart } = await me.data<CartAnswer>(CART(LINE));
    expect(cart.contents.nodes[0]?.subtotal).toBe('129.00');
    const { checkout } = await me.data<OrderAnswer>(CHECKOUT, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod' },
    });
    expect(checkout.order.subtotal).toBe('129.00');
    expect(checkout.order.total).toBe(cart.total);
  });
});
