/**
 * The test card settles orders without any money, so a shop offers it only when told to
 * (COMMERCE_TEST_CARD=on): an attacker on a shop without Stripe keys must not get a paid order,
 * and with it the downloads, by typing 4242 4242 4242 4242.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { orders, products } from '../db/schema.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result order { databaseId status needsPayment } } }`;
const GATEWAYS = '{ paymentGateways { nodes { id } } }';

const billing = {
  firstName: 'Eve',
  lastName: 'Attacker',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'eve@example.com',
  phone: '555-123-4567',
};

describe('COMMERCE_TEST_CARD setting', () => {
  it('is off unless configured, and a bad value is refused in words', () => {
    expect(loadConfig({}).testCard).toBe(false);
    expect(loadConfig({ COMMERCE_TEST_CARD: 'on' }).testCard).toBe(true);
    expect(() => loadConfig({ COMMERCE_TEST_CARD: 'yes' })).toThrow(
      /COMMERCE_TEST_CARD must be "on" \(offer the test card/,
    );
  });
});

describe('a shop without the test card (the default)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_TEST_CARD: 'off' } });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('does not list it among the payment methods', async () => {
    const { paymentGateways } = await store.data<{ paymentGateways: { nodes: { id: string }[] } }>(GATEWAYS);
    expect(paymentGateways.nodes.map((gateway) => gateway.id)).toEqual(['bacs', 'cheque', 'cod']);
  });

  it('refuses a checkout paid with the test card, writing no order and taking no stock', async () => {
    const id = await addProduct(store.database.db, { price: 2500, manageStock: true, stockQuantity: 3 });
    const eve = shopper(store);
    await eve.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    const before = (await store.database.db.select({ id: orders.id }).from(orders)).length;
    const message = await eve.error(CHECKOUT, {
      input: {
        billing,
        paymentMethod: 'test_card',
        metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      },
    });
    expect(message).toBe('Invalid payment method. Please choose another payment method.');
    expect((await store.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
    const [product] = await store.database.db.select().from(products).where(eq(products.id, id));
    expect(product?.stockQuantity).toBe(3);
  });
});
