/**
 * Purchase details at checkout (@ppe/shop-rules/purchase-details): the purchase-order number and
 * the dock note are kept as order meta under this shop's keys, trimmed; the company is the billing
 * address's own field. Too long, control characters, or a purchase-order number missing where the
 * store requires one (COMMERCE_PURCHASE_ORDER_REQUIRED) are refused in words, naming the field,
 * and change nothing: no order, the cart as it was. The order email shows these keys and no other meta.
 */
import { DOCK_NOTE_META_KEY, PURCHASE_ORDER_META_KEY } from '@ppe/shop-rules/purchase-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, GET_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  order { databaseId billing { company } metaData { key value }
    purchaseOrder: metaData(key: "${PURCHASE_ORDER_META_KEY}") { value } } } }`;

interface Placed {
  checkout: {
    order: {
      databaseId: number;
      billing: { company: string | null };
      metaData: { key: string; value: string }[];
      purchaseOrder: { value: string }[];
    };
  };
}

let optional: StoreWithOutbox;
let requiring: StoreWithOutbox;
let productId: number;
let requiringProductId: number;

beforeAll(async () => {
  [optional, requiring] = await Promise.all([
    startStoreWithOutbox(),
    startStoreWithOutbox({ env: { COMMERCE_PURCHASE_ORDER_REQUIRED: 'true' } }),
  ]);
  productId = await addProduct(optional.store.database.db, {
    price: 2500,
    stockQuantity: 10,
    manageStock: true,
  });
  requiringProductId = await addProduct(requiring.store.database.db, { price: 2500 });
});
afterAll(async () => Promise.all([optional?.close(), requiring?.close()]));

async function withCart(shop: StoreWithOutbox, id: number): Promise<Shopper> {
  const me = shopper(shop.store);
  await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
  return me;
}

const input = (email: string, metaData: { key: string; value: string }[], company = 'Acme Safety Ltd') => ({
  input: {
    billing: { ...TEST_BILLING, company, email },
    paymentMethod: 'cod',
    metaData: [{ key: '_idempotency_key', value: `key-${email}` }, ...metaData],
  },
});

async function cartCount(me: Shopper): Promise<number> {
  const { cart } = await me.data<{ cart: { contents: { itemCount: number } } }>(GET_CART);
  return cart.contents.itemCount;
}

describe('purchase details at checkout', () => {
  it('keeps the company, the purchase-order number and the dock note on the order, trimmed', async () => {
    const me = await withCart(optional, productId);
    const { checkout } = await me.data<Placed>(
      CHECKOUT,
      input('po@example.com', [
        { key: PURCHASE_ORDER_META_KEY, value: '  PO-1234 ' },
        { key: DOCK_NOTE_META_KEY, value: 'Dock 4\nAsk for Sam' },
      ]),
    );
    expect(checkout.order.billing.company).toBe('Acme Safety Ltd');
    expect(checkout.order.purchaseOrder).toEqual([{ value: 'PO-1234' }]);
    expect(checkout.order.metaData).toEqual(
      expect.arrayContaining([
        { key: DOCK_NOTE_META_KEY, value: 'Dock 4\nAsk for Sam' },
        { key: PURCHASE_ORDER_META_KEY, value: 'PO-1234' },
      ]),
    );
  });

  it('shows them in the order email, and no other meta', async () => {
    const mail = (await optional.mails()).find((sent) => sent.to === 'po@example.com');
    expect(mail?.text).toContain('Purchase order number: PO-1234\nDelivery note: Dock 4\nAsk for Sam');
    expect(mail?.html).toContain('<strong>Delivery note:</strong> Dock 4<br>Ask for Sam');
    expect(mail?.text).not.toContain('key-po@example.com');
    expect(mail?.text).not.toContain('_idempotency_key');
  });

  it('leaves them out when none is given (optional by default)', async () => {
    const me = await withCart(optional, productId);
    const { checkout } = await me.data<Placed>(
      CHECKOUT,
      input('none@example.com', [{ key: PURCHASE_ORDER_META_KEY, value: '   ' }], ''),
    );
    expect(checkout.order.metaData.map((entry) => entry.key)).not.toContain(PURCHASE_ORDER_META_KEY);
    const mail = (await optional.mails()).find((sent) => sent.to === 'none@example.com');
    expect(mail?.text).not.toContain('Purchase order number');
  });

  it.each([
    [
      'a purchase-order number over 50 characters',
      PURCHASE_ORDER_META_KEY,
      'P'.repeat(51),
      'purchaseOrder',
      'PURCHASE_ORDER_TOO_LONG',
      'too_long',
      'Please keep the purchase-order number under 50 characters.',
    ],
    [
      'a dock note over 500 characters',
      DOCK_NOTE_META_KEY,
      'd'.repeat(501),
      'dockNote',
      'DOCK_NOTE_TOO_LONG',
      'too_long',
      'Please keep the delivery note under 500 characters.',
    ],
    [
      'a control character in the purchase-order number',
      PURCHASE_ORDER_META_KEY,
      'PO\u0007123',
      'purchaseOrder',
      'PURCHASE_DETAILS_INVALID_CHARACTERS',
      'invalid_characters',
      'Please remove the special characters from the purchase-order number: use letters, digits and punctuation only.',
    ],
    [
      'a line break in the purchase-order number',
      PURCHASE_ORDER_META_KEY,
      'PO\n123',
      'purchaseOrder',
      'PURCHASE_DETAILS_INVALID_CHARACTERS',
      'invalid_characters',
      'Please remove the special characters from the purchase-order number: use letters, digits and punctuation only.',
    ],
    [
      'a control character in the dock note',
      DOCK_NOTE_META_KEY,
      'Dock\u001b4',
      'dockNote',
      'PURCHASE_DETAILS_INVALID_CHARACTERS',
      'invalid_characters',
      'Please remove the special characters from the delivery note: use letters, digits and punctuation only.',
    ],
  ])(
    'refuses %s in words, at its field, and changes nothing',
    async (_what, key, value, field, code, fieldCode, message) => {
      const me = await withCart(optional, productId);
      const answer = await me.graphql(CHECKOUT, input(`bad-${field}-${code}@example.com`, [{ key, value }]));
      expect(answer.errors?.[0]?.message).toBe(message);
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code,
        field,
        fieldErrors: [{ field, code: fieldCode }],
      });
      expect(answer.data?.checkout ?? null).toBeNull();
      expect(await cartCount(me)).toBe(1);
    },
  );

  it('checks a repeated key too, and leaves keys that only look like its own alone', async () => {
    const me = await withCart(optional, productId);
    const answer = await me.graphql(
      CHECKOUT,
      input('repeat@example.com', [
        { key: PURCHASE_ORDER_META_KEY, value: 'PO-1' },
        { key: PURCHASE_ORDER_META_KEY, value: 'P'.repeat(51) },
      ]),
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'PURCHASE_ORDER_TOO_LONG' });
    const { checkout } = await me.data<Placed>(
      CHECKOUT,
      input('lookalike@example.com', [
        { key: 'toString', value: 'kept' },
        { key: 'po_number', value: 'P'.repeat(60) },
      ]),
    );
    expect(checkout.order.metaData).toEqual(
      expect.arrayContaining([
        { key: 'po_number', value: 'P'.repeat(60) },
        { key: 'toString', value: 'kept' },
      ]),
    );
  });

  it('refuses a control character in the company at billing.company', async () => {
    const me = await withCart(optional, productId);
    const answer = await me.graphql(CHECKOUT, input('company@example.com', [], 'Acme\u0007Ltd'));
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'PURCHASE_DETAILS_INVALID_CHARACTERS',
      field: 'billing.company',
    });
    expect(await cartCount(me)).toBe(1);
  });

  it('requires a purchase-order number where the store says so, and places the order with one', async () => {
    const me = await withCart(requiring, requiringProductId);
    const answer = await me.graphql(
      CHECKOUT,
      input('required@example.com', [{ key: DOCK_NOTE_META_KEY, value: 'Dock 4' }]),
    );
    expect(answer.errors?.[0]?.message).toBe('Please enter your purchase-order number.');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'PURCHASE_ORDER_REQUIRED',
      field: 'purchaseOrder',
      fieldErrors: [{ field: 'purchaseOrder', code: 'required' }],
    });
    expect(await cartCount(me)).toBe(1);
    expect(await requiring.mails()).toEqual([]);
    const { checkout } = await me.data<Placed>(
      CHECKOUT,
      input('required@example.com', [{ key: PURCHASE_ORDER_META_KEY, value: 'PO-9' }]),
    );
    expect(checkout.order.purchaseOrder).toEqual([{ value: 'PO-9' }]);
  });
});
