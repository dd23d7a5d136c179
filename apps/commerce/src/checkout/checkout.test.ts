import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderItems, orders, products, productVariations } from '../db/schema.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, APPLY_COUPON, GET_CART } from '../testing/cart-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'commerce-outbox-'));
  store = await startTestStore({ env: { COMMERCE_OUTBOX_DIR: outbox } });
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

const ORDER_FIELDS = `databaseId orderKey orderNumber status date paymentMethod paymentMethodTitle customerNote
  needsPayment needsProcessing transactionId
  subtotal(format: RAW) discountTotal(format: RAW) shippingTotal(format: RAW) totalTax(format: RAW) total(format: RAW) totalFormatted: total
  billing { firstName lastName email city state postcode country }
  shipping { firstName city state postcode country }
  lineItems { nodes { productId variationId quantity subtotal(format: RAW) total(format: RAW) product { node { name } } } }`;

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { result redirect order { ${ORDER_FIELDS} } } }`;

const GET_ORDER = `query getOrder($id: ID!, $idType: OrderIdTypeEnum) { order(id: $id, idType: $idType) { ${ORDER_FIELDS} } }`;

interface OrderData {
  databaseId: number;
  orderKey: string;
  status: string;
  total: string;
  totalFormatted: string;
  needsPayment: boolean;
  [field: string]: unknown;
}
type CheckoutData = { checkout: { result: string; redirect: string; order: OrderData } };

// A mixed-case email: orders keep it as given.
const billing = { ...TEST_BILLING, email: 'Ada@Example.com' };

const checkoutInput = (extra: Record<string, unknown> = {}) => ({
  input: { billing, paymentMethod: 'cod', ...extra },
});

async function shopperWith(productId: number, quantity = 1): Promise<Shopper> {
  const me = shopper(store);
  await me.data(ADD_TO_CART, { input: { productId, quantity } });
  return me;
}

const stockOf = async (id: number) =>
  (await store.database.db.select().from(products).where(eq(products.id, id)))[0]?.stockQuantity;

const cartCount = async (me: Shopper) =>
  (await me.data<{ cart: { contents: { itemCount: number } } }>(GET_CART)).cart.contents.itemCount;

describe('checkout', () => {
  it('places an order with lines, totals from the cart, stock taken and the cart emptied', async () => {
    const id = await addProduct(store.database.db, {
      name: 'Hard hat',
      price: 1999,
      manageStock: true,
      stockQuantity: 10,
    });
    const me = await shopperWith(id, 2);
    const { checkout } = await me.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({ customerNote: 'Leave at the door', isPaid: true, transactionId: 'fake' }),
    );
    expect(checkout.result).toBe('success');
    expect(checkout.redirect).toContain(`/checkout/order-received/${checkout.order.databaseId}`);
    expect(checkout.order).toMatchObject({
      status: 'PROCESSING',
      paymentMethod: 'cod',
      paymentMethodTitle: 'Cash on delivery',
      customerNote: 'Leave at the door',
      orderNumber: String(checkout.order.databaseId),
      // cod is paid on delivery; the client's isPaid and transactionId are ignored.
      needsPayment: false,
      transactionId: null,
      needsProcessing: true,
      subtotal: '39.98',
      discountTotal: '0.00',
      shippingTotal: '7.95',
      totalTax: '0.00',
      total: '47.93',
      totalFormatted: '$47.93',
      billing: { firstName: 'Ada', email: 'ada@example.com', state: 'IL', country: 'US' },
      shipping: { firstName: 'Ada', city: 'Springfield', postcode: '62701' },
      lineItems: {
        nodes: [
          {
            productId: id,
            variationId: null,
            quantity: 2,
            subtotal: '39.98',
            total: '39.98',
            product: { node: { name: 'Hard hat' } },
          },
        ],
      },
    });
    expect(checkout.order.orderKey).toMatch(/^wc_order_\w+$/);
    expect(checkout.order.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(await stockOf(id)).toBe(8);
    expect(await cartCount(me)).toBe(0);
  });

  it('uses the shipping address only when shipping to a different address', async () => {
    const id = await addProduct(store.database.db, { price: 1000 });
    const me = await shopperWith(id);
    const shipping = {
      firstName: 'Bob',
      lastName: 'B',
      address1: '2 Elm',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
      country: 'US',
    };
    const { checkout } = await me.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({ shipToDifferentAddress: true, shipping }),
    );
    expect(checkout.order.shipping).toMatchObject({ firstName: 'Bob', city: 'Austin', state: 'TX' });
    expect(checkout.order.billing).toMatchObject({ firstName: 'Ada', city: 'Springfield' });

    const other = await shopperWith(id);
    const ignored = await other.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({ shipToDifferentAddress: false, shipping }),
    );
    expect(ignored.checkout.order.shipping).toMatchObject({ firstName: 'Ada', city: 'Springfield' });
  });

  it('answers with the first address problem in words and changes nothing', async () => {
    const id = await addProduct(store.database.db, { price: 1000, manageStock: true, stockQuantity: 5 });
    const me = await shopperWith(id);
    expect(await me.error(CHECKOUT, checkoutInput({ billing: { ...billing, postcode: 'ABCDE' } }))).toBe(
      'Billing ZIP Code is not valid. Please enter it as 12345 or 12345-6789.',
    );
    expect(await me.error(CHECKOUT, checkoutInput({ billing: { ...billing, email: 'nope' } }))).toBe(
      'Billing Email address is not a valid email address.',
    );
    expect(
      await me.error(
        CHECKOUT,
        checkoutInput({ shipToDifferentAddress: true, shipping: { ...billing, city: '', state: 'XX' } }),
      ),
    ).toBe('Shipping Town / City is a required field.');
    expect(await me.error(CHECKOUT, checkoutInput({ paymentMethod: null }))).toBe(
      'Please choose a payment method.',
    );
    expect(await stockOf(id)).toBe(5);
    expect(await cartCount(me)).toBe(1);
  });

  it('lists every refused address field with a code in the error extensions', async () => {
    const id = await addProduct(store.database.db, { price: 1000 });
    const me = await shopperWith(id);
    const result = await me.graphql(
      CHECKOUT,
      checkoutInput({
        billing: { ...billing, email: 'bad@', postcode: '' },
        shipToDifferentAddress: true,
        shipping: { ...billing, city: '' },
      }),
    );
    const [error] = result.errors ?? [];
    // WooCommerce's sentence stays the message for every other client.
    expect(error?.message).toBe('Billing ZIP Code is a required field.');
    // The first problem's code and field head the answer, for clients that show one sentence.
    expect(error?.extensions).toEqual({
      code: 'FIELD_REQUIRED',
      field: 'billing.postcode',
      params: {},
      fieldErrors: [
        { field: 'billing.postcode', code: 'required' },
        { field: 'billing.email', code: 'invalid_email' },
        { field: 'shipping.city', code: 'required' },
      ],
    });
  });

  it('refuses an empty cart, and a shopper with no session at all', async () => {
    const fresh = shopper(store);
    expect(await fresh.error(CHECKOUT, checkoutInput())).toBe(
      'Your cart is empty. Please add something before checking out.',
    );
    const id = await addProduct(store.database.db, { price: 1000 });
    const me = await shopperWith(id);
    await me.data(`mutation { emptyCart(input: {}) { cart { isEmpty } } }`);
    expect(await me.error(CHECKOUT, checkoutInput())).toBe(
      'Your cart is empty. Please add something before checking out.',
    );
  });

  it('refuses a shipping method not offered for the address, and an address we cannot ship to', async () => {
    const id = await addProduct(store.database.db, { price: 1000 });
    const me = await shopperWith(id);
    expect(await me.error(CHECKOUT, checkoutInput({ shippingMethod: ['teleport:9'] }))).toBe(
      'The chosen shipping method is not available for your address. Please choose another shipping method.',
    );
    const canada = { ...billing, state: 'ON', postcode: 'K1A 0B1', country: 'CA' };
    const result = await me.graphql(CHECKOUT, checkoutInput({ billing: canada }));
    // The demo store ships to the US only: either refused outright or shipped by a Canadian zone.
    if (result.errors) {
      expect(result.errors[0]?.message).toBe(
        'No shipping options were found for your address. Please check your address or contact us.',
      );
    }
  });

  it('puts bank transfer and cheque orders on hold, awaiting payment', async () => {
    const id = await addProduct(store.database.db, { price: 1000 });
    for (const method of ['bacs', 'cheque']) {
      const me = await shopperWith(id);
      const { checkout } = await me.data<CheckoutData>(CHECKOUT, checkoutInput({ paymentMethod: method }));
      expect(checkout.order).toMatchObject({ status: 'ON_HOLD', needsPayment: false });
    }
  });

  it('records coupon usage with the discount in the order totals', async () => {
    const id = await addProduct(store.database.db, { price: 10000 });
    const me = await shopperWith(id);
    await me.data(APPLY_COUPON, { code: 'launch25' });
    const before = (await store.database.db.select().from(coupons).where(eq(coupons.code, 'launch25')))[0];
    const { checkout } = await me.data<CheckoutData>(CHECKOUT, checkoutInput());
    expect(checkout.order).toMatchObject({ subtotal: '100.00', discountTotal: '25.00', total: '75.00' });
    const after = (await store.database.db.select().from(coupons).where(eq(coupons.code, 'launch25')))[0];
    expect(after?.usageCount).toBe((before?.usageCount ?? 0) + 1);
    expect(after?.usedBy.at(-1)).toBe('ada@example.com');
  });

  it('refuses a coupon that reached its per-customer limit at checkout, leaving everything as it was', async () => {
    const id = await addProduct(store.database.db, { price: 2000, manageStock: true, stockQuantity: 4 });
    const first = await shopperWith(id);
    await first.data(APPLY_COUPON, { code: 'welcome10' });
    const second = await shopperWith(id);
    await second.data(APPLY_COUPON, { code: 'welcome10' });
    const email = { billing: { ...billing, email: 'once@example.com' } };
    await first.data<CheckoutData>(CHECKOUT, checkoutInput(email));
    const message = await second.error(CHECKOUT, checkoutInput(email));
    expect(message).toMatch(
      /^Coupon "WELCOME10" can no longer be used: Coupon usage limit has been reached\./,
    );
    expect(await stockOf(id)).toBe(3);
    expect(await cartCount(second)).toBe(1);
  });

  it('takes variation stock and never lets it go below zero', async () => {
    const glove = await addVariableProduct(store.database.db, 'Checkout glove');
    const me = shopper(store);
    await me.data(ADD_TO_CART, {
      input: {
        productId: glove.id,
        variationId: glove.small,
        quantity: 3,
        variation: [{ attributeName: 'Colour', attributeValue: 'Blue' }],
      },
    });
    const { checkout } = await me.data<CheckoutData>(CHECKOUT, checkoutInput());
    expect(checkout.order).toMatchObject({
      lineItems: { nodes: [{ productId: glove.id, variationId: glove.small, quantity: 3 }] },
    });
    const [variation] = await store.database.db
      .select()
      .from(productVariations)
      .where(eq(productVariations.id, glove.small));
    expect(variation).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' });
  });
});

describe('payments', () => {
  it("lists the payment gateways in the store's order, the card (the default) first", async () => {
    const { paymentGateways } = await store.data<{
      paymentGateways: { nodes: { id: string; title: string }[] };
    }>('{ paymentGateways { nodes { id title description } } }');
    expect(paymentGateways.nodes.map((g) => g.id)).toEqual(['test_card', 'bacs', 'cheque', 'cod']);
    expect(paymentGateways.nodes.find((g) => g.id === 'test_card')?.title).toBe(
      'Test card (test mode — no real payment)',
    );
  });

  it('a good test card pays the order', async () => {
    const id = await addProduct(store.database.db, { price: 1500 });
    const me = await shopperWith(id);
    const { checkout } = await me.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({
        paymentMethod: 'test_card',
        metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      }),
    );
    expect(checkout.order).toMatchObject({
      status: 'PROCESSING',
      needsPayment: false,
      paymentMethod: 'test_card',
    });
    expect(checkout.order.transactionId).toMatch(/^test_/);
    const [row] = await store.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, checkout.order.databaseId));
    expect(row?.datePaid).toBeInstanceOf(Date);
    // The card number is never stored.
    expect(JSON.stringify(row?.metaData)).not.toContain('4242');
  });

  it('a declined card fails the checkout and changes nothing', async () => {
    const id = await addProduct(store.database.db, { price: 1500, manageStock: true, stockQuantity: 2 });
    const me = await shopperWith(id, 2);
    const ordersBefore = (await store.database.db.select().from(orders)).length;
    const message = await me.error(
      CHECKOUT,
      checkoutInput({
        paymentMethod: 'test_card',
        metaData: [{ key: '_test_card_number', value: '4000000000000002' }],
      }),
    );
    expect(message).toBe('Your card was declined.');
    expect((await store.database.db.select().from(orders)).length).toBe(ordersBefore);
    expect(await stockOf(id)).toBe(2);
    expect(await cartCount(me)).toBe(2);
  });
});

describe('orders and guest access', () => {
  // WooGraphQL (Root_Query `order`): a guest reads no order, not even the one their session
  // placed nor by its key; the checkout answer carries the order. Refusals are null with
  // 'Not authorized to access this order'; an id naming nothing says so.
  it('a guest reads the order from the checkout answer only; order() refuses guests by id and by key', async () => {
    const id = await addProduct(store.database.db, { price: 1200 });
    const me = await shopperWith(id);
    const { checkout } = await me.data<CheckoutData>(CHECKOUT, checkoutInput());
    expect(checkout.order.orderKey).toMatch(/^wc_order_/);
    const orderId = String(checkout.order.databaseId);
    const refused = async (who: { graphql: typeof store.graphql }, variables: Record<string, string>) => {
      const result = await who.graphql<{ order: null }>(GET_ORDER, variables);
      return { order: result.data?.order, message: result.errors?.[0]?.message };
    };
    const notAuthorized = { order: null, message: 'Not authorized to access this order' };
    const globalId = Buffer.from(`order:${orderId}`).toString('base64');
    for (const who of [me, await shopperWith(id), store]) {
      expect(await refused(who, { id: orderId, idType: 'DATABASE_ID' })).toEqual(notAuthorized);
      expect(await refused(who, { id: globalId, idType: 'ID' })).toEqual(notAuthorized);
      expect(await refused(who, { id: checkout.order.orderKey, idType: 'ORDER_KEY' })).toEqual(notAuthorized);
    }
    expect(await refused(store, { id: '999999', idType: 'DATABASE_ID' })).toEqual({
      order: null,
      message: 'No order exists with the database_id: 999999',
    });
  });

  it('writes the confirmation email to the outbox, as text and HTML', async () => {
    const id = await addProduct(store.database.db, { name: 'Ear defenders', price: 2500 });
    const me = await shopperWith(id);
    const { checkout } = await me.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({ billing: { ...billing, email: 'mail@example.com', firstName: 'Grace' } }),
    );
    const files = await readdir(outbox);
    const messages = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8'))),
    );
    const mail = messages.find((m) => m.to === 'mail@example.com');
    expect(mail.subject).toContain(`Your order #${checkout.order.databaseId} has been received`);
    expect(mail.text).toContain('Hi Grace,');
    expect(mail.text).toContain('Ear defenders × 1: $25.00');
    expect(mail.text).toContain(checkout.order.orderKey);
    expect(mail.html).toContain('<td>Ear defenders × 1</td>');
  });
});

describe('one order per submission, and no overselling', () => {
  it('a double-submitted checkout creates one order', async () => {
    const id = await addProduct(store.database.db, { price: 1000, manageStock: true, stockQuantity: 10 });
    const me = await shopperWith(id, 2);
    const [a, b] = await Promise.all([
      me.data<CheckoutData>(
        CHECKOUT,
        checkoutInput({ billing: { ...billing, email: 'double@example.com' } }),
      ),
      me.data<CheckoutData>(
        CHECKOUT,
        checkoutInput({ billing: { ...billing, email: 'double@example.com' } }),
      ),
    ]);
    expect(a.checkout.order.databaseId).toBe(b.checkout.order.databaseId);
    // Submitted again later, after the cart was emptied: still the same order.
    const again = await me.data<CheckoutData>(
      CHECKOUT,
      checkoutInput({ billing: { ...billing, email: 'double@example.com' } }),
    );
    expect(again.checkout.order.databaseId).toBe(a.checkout.order.databaseId);
    expect(await stockOf(id)).toBe(8);
    const lines = await store.database.db.select().from(orderItems).where(eq(orderItems.productId, id));
    expect(lines).toHaveLength(1);
    // One confirmation email too.
    const files = await readdir(outbox);
    const mails = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(join(outbox, f), 'utf8'))),
    );
    expect(mails.filter((m) => m.to === 'double@example.com')).toHaveLength(1);
  });

  it('the same cart bought again in the same session places a second order', async () => {
    const id = await addProduct(store.database.db, { price: 1000, manageStock: true, stockQuantity: 10 });
    const me = await shopperWith(id);
    const input = checkoutInput({ billing: { ...billing, email: 'again@example.com' } });
    const first = await me.data<CheckoutData>(CHECKOUT, input);
    await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    const second = await me.data<CheckoutData>(CHECKOUT, input);
    expect(second.checkout.result).toBe('success');
    expect(second.checkout.order.databaseId).not.toBe(first.checkout.order.databaseId);
    expect(await stockOf(id)).toBe(8);
  });

  it('an explicit idempotency key returns the same order, a new key places a new one', async () => {
    const id = await addProduct(store.database.db, { price: 1000, manageStock: true, stockQuantity: 10 });
    const me = await shopperWith(id);
    const keyed = (key: string) => checkoutInput({ metaData: [{ key: '_idempotency_key', value: key }] });
    const first = await me.data<CheckoutData>(CHECKOUT, keyed('k-1'));
    const repeat = await me.data<CheckoutData>(CHECKOUT, keyed('k-1'));
    expect(repeat.checkout.order.databaseId).toBe(first.checkout.order.databaseId);
    await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    const second = await me.data<CheckoutData>(CHECKOUT, keyed('k-2'));
    expect(second.checkout.order.databaseId).not.toBe(first.checkout.order.databaseId);
    expect(await stockOf(id)).toBe(8);
  });

  it('many shoppers racing for 3 units get exactly 3 orders and stock ends at 0', async () => {
    const id = await addProduct(store.database.db, { price: 1000, manageStock: true, stockQuantity: 3 });
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWith(id)));
    const results = await Promise.all(
      shoppers.map((me) => me.graphql<CheckoutData>(CHECKOUT, checkoutInput())),
    );
    const placed = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(placed).toHaveLength(3);
    for (const r of refused) expect(r.errors?.[0]?.message).toMatch(/^Sorry, we do not have enough/);
    const lines = await store.database.db.select().from(orderItems).where(eq(orderItems.productId, id));
    expect(lines).toHaveLength(3);
    const [product] = await store.database.db.select().from(products).where(eq(products.id, id));
    expect(product).toMatchObject({ stockQuantity: 0, stockStatus: 'outofstock' });
  });
});
