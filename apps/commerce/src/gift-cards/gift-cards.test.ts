/**
 * Gift cards end to end over GraphQL: buying one (amount and recipient in addToCart's extraData),
 * the card issued on payment, applying its code through applyCoupon, paying with it at checkout in
 * the order's transaction, racing checkouts on one card, the balance check and the account lists.
 *
 * Evidence for the wire shapes copied from WooCommerce gift card plugins:
 * - A gift card is a simple product flagged by meta `_gift_card = yes`, its recipient and message
 *   are cart item data under `wc_gc_giftcard_to`, `wc_gc_giftcard_from`, `wc_gc_giftcard_message`,
 *   `wc_gc_giftcard_delivery`, and cards are created on `woocommerce_payment_complete`: WooCommerce
 *   Gift Cards, class WC_GC_Gift_Card_Product (`is_gift_card`, `get_form_fields`, `init`).
 * - The card's code goes in the ordinary coupon field: woocommerce/woocommerce-gift-cards-coupon-input,
 *   readme.txt ("allows you to use the default coupon form to apply and redeem gift cards").
 * - It pays after tax, like cash, and the cart shows the new balance: PW WooCommerce Gift Cards,
 *   readme.txt (plugins/pw-woocommerce-gift-cards in 3t4n/wp-cve).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { giftCards, giftCardTransactions, orders, products } from '../db/schema.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART, APPLY_COUPON, REMOVE_COUPONS } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { generateGiftCardCode } from './codes.ts';
import { spendGiftCards } from './ledger.ts';

let store: TestStore;
let outbox: string;
let giftCardProductId: number;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'gift-card-outbox-'));
  store = await startTestStore({
    env: { COMMERCE_RATE_LIMITS: '*=1000000/1m,giftCardBalance=4/1h', COMMERCE_OUTBOX_DIR: outbox },
  });
  const [row] = await store.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'ppe-gift-card'));
  giftCardProductId = row?.id ?? 0;
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

/** The text of the confirmation email of an order, from the outbox. */
async function confirmationOf(orderId: number): Promise<string | undefined> {
  for (const file of await readdir(outbox)) {
    const { subject, text } = JSON.parse(await readFile(join(outbox, file), 'utf8')) as Record<
      string,
      string
    >;
    if (subject?.endsWith(`Your order #${orderId} has been received`)) return text;
  }
  return undefined;
}

const CART = `query { cart { total(format: RAW) subtotal(format: RAW)
  appliedGiftCards { code balance(format: RAW) amount(format: RAW) }
  contents { nodes { key total(format: RAW) extraData { key value } } } } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId status total(format: RAW)
    giftCardPayments { code amount(format: RAW) } } } }`;

type CartData = {
  cart: {
    total: string;
    subtotal: string;
    appliedGiftCards: { code: string; balance: string; amount: string }[];
    contents: { nodes: { key: string; total: string; extraData: { key: string; value: string }[] }[] };
  };
};
type CheckoutData = {
  checkout: {
    order: {
      databaseId: number;
      status: string;
      total: string;
      giftCardPayments: { code: string; amount: string }[];
    };
  };
};

const today = () => new Date().toISOString().slice(0, 10);
const giftCardChoice = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    wc_gc_giftcard_amount: '50',
    wc_gc_giftcard_to_name: 'Grace Hopper',
    wc_gc_giftcard_to: 'Grace@Example.com',
    wc_gc_giftcard_message: 'Stay safe out there',
    wc_gc_giftcard_delivery: today(),
    ...extra,
  });

const codeOf = async (me: Shopper, query: string, variables: Record<string, unknown>) =>
  (await me.graphql(query, variables)).errors?.[0]?.extensions?.code;

const pay = (me: Shopper, extra: Record<string, unknown> = {}) =>
  me.graphql<CheckoutData>(CHECKOUT, {
    input: {
      billing: TEST_BILLING,
      paymentMethod: 'test_card',
      metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      ...extra,
    },
  });

/** A card straight in the table, as an earlier order would have issued it. */
async function cardWith(balance: number, expiresAt: Date | null = null): Promise<string> {
  const code = generateGiftCardCode();
  await store.database.db.insert(giftCards).values({
    code,
    initialBalance: Math.max(balance, 5000),
    balance,
    currency: 'USD',
    expiresAt,
    recipientName: 'Someone',
    recipientEmail: 'someone@example.com',
    deliveryDate: today(),
  });
  return code;
}

async function shopperWithItem(cents: number): Promise<Shopper> {
  const id = await addProduct(store.database.db, { price: cents, virtual: true });
  const me = shopper(store);
  await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
  return me;
}

const balanceOf = async (code: string) =>
  (await store.database.db.select().from(giftCards).where(eq(giftCards.code, code)))[0]?.balance;

describe('buying a gift card', () => {
  it('takes an offered or custom amount and the recipient from extraData, one line per recipient', async () => {
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice() } });
    const custom = giftCardChoice({ wc_gc_giftcard_amount: '37.5', wc_gc_giftcard_to: 'alan@example.com' });
    await me.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: custom } });
    const { cart } = await me.data<CartData>(CART);
    expect(cart.contents.nodes.map((line) => line.total)).toEqual(['50.00', '37.50']);
    expect(cart.total).toBe('87.50');
    const [first] = cart.contents.nodes;
    expect(Object.fromEntries((first?.extraData ?? []).map((entry) => [entry.key, entry.value]))).toEqual({
      wc_gc_giftcard_amount: '50.00',
      wc_gc_giftcard_to_name: 'Grace Hopper',
      wc_gc_giftcard_to: 'grace@example.com',
      wc_gc_giftcard_message: 'Stay safe out there',
      wc_gc_giftcard_delivery: today(),
    });
  });

  it('is never discounted by a coupon: the coupon takes its amount from the other lines', async () => {
    const me = await shopperWithItem(4000);
    await me.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice() } });
    await me.data(APPLY_COUPON, { code: 'save5' });
    const { cart } = await me.data<CartData>(CART);
    expect(cart.contents.nodes.map((line) => line.total)).toEqual(['35.00', '50.00']);
    expect(cart.total).toBe('85.00');
  });

  it('refuses amounts outside the limits and missing or wrong recipient details, with codes', async () => {
    const me = shopper(store);
    const add = (extra: Record<string, unknown>) =>
      codeOf(me, ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice(extra) } });
    expect(await add({ wc_gc_giftcard_amount: '5' })).toBe('GIFT_CARD_AMOUNT_INVALID');
    expect(await add({ wc_gc_giftcard_amount: '600' })).toBe('GIFT_CARD_AMOUNT_INVALID');
    expect(await add({ wc_gc_giftcard_to_name: '' })).toBe('GIFT_CARD_DETAILS_INVALID');
    expect(await add({ wc_gc_giftcard_to: 'not-an-email' })).toBe('GIFT_CARD_DETAILS_INVALID');
    // WordPress's is_email(): six characters at least, ASCII only.
    expect(await add({ wc_gc_giftcard_to: 'a@b.c' })).toBe('GIFT_CARD_DETAILS_INVALID');
    expect(await add({ wc_gc_giftcard_to: 'jürgen@example.de' })).toBe('GIFT_CARD_DETAILS_INVALID');
    expect(await add({ wc_gc_giftcard_delivery: '2000-01-01' })).toBe('GIFT_CARD_DETAILS_INVALID');
    expect(await codeOf(me, ADD_TO_CART, { input: { productId: giftCardProductId } })).toBe(
      'GIFT_CARD_AMOUNT_INVALID',
    );
  });

  it('issues one card per unit with a unique code when the order is paid, and none for an unpaid one', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'buyer@example.com');
    // For tomorrow: a card for today is emailed as soon as the order commits (delivery-on-checkout.test.ts).
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await me.data(ADD_TO_CART, {
      input: {
        productId: giftCardProductId,
        quantity: 2,
        extraData: giftCardChoice({ wc_gc_giftcard_delivery: tomorrow }),
      },
    });
    const paid = await pay(me);
    const orderId = paid.data?.checkout.order.databaseId ?? 0;
    const cards = await store.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.purchaseOrderId, orderId));
    expect(cards).toHaveLength(2);
    expect(new Set(cards.map((card) => card.code)).size).toBe(2);
    for (const card of cards) {
      expect(card).toMatchObject({
        balance: 5000,
        initialBalance: 5000,
        purchaserCustomerId: customerId,
        recipientEmail: 'grace@example.com',
        deliveredAt: null,
      });
    }
    const ledger = await store.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.orderId, orderId));
    expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
      ['issued', 5000],
      ['issued', 5000],
    ]);

    const cod = shopper(store);
    await cod.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice() } });
    const unpaid = await pay(cod, { paymentMethod: 'cod', metaData: [] });
    const unpaidId = unpaid.data?.checkout.order.databaseId ?? 0;
    expect(unpaidId).toBeGreaterThan(0);
    expect(
      await store.database.db.select().from(giftCards).where(eq(giftCards.purchaseOrderId, unpaidId)),
    ).toEqual([]);
  });
});

describe('applying a gift card through the coupon field', () => {
  it('pays part of the total, typed in any case with spaces, and removeCoupons takes it off', async () => {
    const me = await shopperWithItem(4000);
    const code = await cardWith(2500);
    await me.data(APPLY_COUPON, { code: ` ${code.toLowerCase().replace(/-/g, ' ')} ` });
    const { cart } = await me.data<CartData>(CART);
    expect(cart.appliedGiftCards).toEqual([{ code, balance: '25.00', amount: '25.00' }]);
    expect(cart.total).toBe('15.00');
    await me.data(REMOVE_COUPONS, { codes: [code] });
    const after = await me.data<CartData>(CART);
    expect(after.cart.appliedGiftCards).toEqual([]);
    expect(after.cart.total).toBe('40.00');
  });

  it('refuses unknown, expired, empty and already applied cards with codes; other codes stay coupons', async () => {
    const me = await shopperWithItem(4000);
    const apply = (code: string) => codeOf(me, APPLY_COUPON, { code });
    expect(await apply(generateGiftCardCode())).toBe('GIFT_CARD_NOT_FOUND');
    expect(await apply(await cardWith(1000, new Date(Date.now() - 1000)))).toBe('GIFT_CARD_EXPIRED');
    expect(await apply(await cardWith(0))).toBe('GIFT_CARD_EMPTY');
    const code = await cardWith(1000);
    expect(await apply(code)).toBeUndefined();
    expect(await apply(code)).toBe('GIFT_CARD_ALREADY_APPLIED');
    expect(await apply('no-such-coupon')).toBe('COUPON_NOT_FOUND');
  });

  it('cannot buy another gift card: refused when applied, dropped and refused at checkout when added later', async () => {
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice() } });
    expect(await codeOf(me, APPLY_COUPON, { code: await cardWith(1000) })).toBe('GIFT_CARD_FOR_GIFT_CARD');

    const later = await shopperWithItem(4000);
    const code = await cardWith(1000);
    await later.data(APPLY_COUPON, { code });
    await later.data(ADD_TO_CART, { input: { productId: giftCardProductId, extraData: giftCardChoice() } });
    expect((await later.data<CartData>(CART)).cart.appliedGiftCards).toEqual([]);
    expect((await pay(later)).errors?.[0]?.extensions?.code).toBe('GIFT_CARD_FOR_GIFT_CARD');
    expect(await balanceOf(code)).toBe(1000);
  });
});

describe('spending at checkout', () => {
  it('deducts the amount with the order and records it in the ledger', async () => {
    const me = await shopperWithItem(4000);
    const code = await cardWith(2500);
    await me.data(APPLY_COUPON, { code });
    const { data } = await pay(me);
    expect(data?.checkout.order.total).toBe('15.00');
    expect(data?.checkout.order.giftCardPayments).toEqual([{ code, amount: '25.00' }]);
    const email = await confirmationOf(data?.checkout.order.databaseId ?? 0);
    expect(email).toContain(`Gift card ${code}: -$25.00`);
    expect(email).toContain('Total: $15.00');
    expect(await balanceOf(code)).toBe(0);
    const [spent] = await store.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.orderId, data?.checkout.order.databaseId ?? 0));
    expect(spent).toMatchObject({ kind: 'spent', amount: -2500 });
  });

  it('pays a whole order: nothing left to pay, the order is paid', async () => {
    const me = await shopperWithItem(3000);
    const code = await cardWith(5000);
    await me.data(APPLY_COUPON, { code });
    const { data } = await pay(me, { paymentMethod: 'cod', metaData: [] });
    expect(data?.checkout.order).toMatchObject({ total: '0.00', status: 'PROCESSING' });
    expect(await balanceOf(code)).toBe(2000);
  });

  // WooGraphQL checks the payment method only when the cart needs payment, which is `0 < total`
  // (wp-graphql-woocommerce: includes/data/mutation/class-checkout-mutation.php, validate_checkout;
  // woocommerce/woocommerce: plugins/woocommerce/includes/class-wc-cart.php, needs_payment()).
  it('places an order the cards pay in full without a payment method, and claims none', async () => {
    const me = await shopperWithItem(3000);
    const code = await cardWith(5000);
    await me.data(APPLY_COUPON, { code });
    const { data, errors } = await pay(me, { paymentMethod: null, metaData: [] });
    expect(errors).toBeUndefined();
    const placed = data?.checkout.order;
    expect(placed).toMatchObject({ total: '0.00', status: 'PROCESSING' });
    expect(placed?.giftCardPayments).toEqual([{ code, amount: '30.00' }]);
    const [order] = await store.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed?.databaseId ?? 0));
    expect(order).toMatchObject({ paymentMethod: '', paymentMethodTitle: '' });
    expect(order?.datePaid).not.toBeNull();
    expect(await balanceOf(code)).toBe(2000);
    const email = await confirmationOf(placed?.databaseId ?? 0);
    expect(email).toContain('Total: $0.00');
    expect(email).not.toContain('Payment method');
  });

  it('stores no payment method for a zero total even when one is sent', async () => {
    const me = await shopperWithItem(2000);
    await me.data(APPLY_COUPON, { code: await cardWith(2000) });
    const { data } = await pay(me, { paymentMethod: 'cod', metaData: [] });
    const [order] = await store.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, data?.checkout.order.databaseId ?? 0));
    expect(order).toMatchObject({ total: 0, paymentMethod: '', paymentMethodTitle: '' });
  });

  it('still asks for a payment method when something is left to pay', async () => {
    const me = await shopperWithItem(3000);
    await me.data(APPLY_COUPON, { code: await cardWith(1000) });
    const { errors } = await pay(me, { paymentMethod: null, metaData: [] });
    expect(errors?.[0]?.extensions?.code).toBe('PAYMENT_METHOD_REQUIRED');
    expect((await me.data<CartData>(CART)).cart.total).toBe('20.00');
  });

  it('two checkouts racing for one card never take more than its balance', async () => {
    const code = await cardWith(5000);
    const racers = await Promise.all([shopperWithItem(4000), shopperWithItem(4000)]);
    for (const me of racers) await me.data(APPLY_COUPON, { code });
    const results = await Promise.all(racers.map((me) => pay(me, { paymentMethod: 'cod', metaData: [] })));
    const placed = results.filter((result) => result.data?.checkout);
    const refused = results.filter((result) => result.errors);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    for (const result of refused)
      expect(result.errors?.[0]?.extensions?.code).toBe('GIFT_CARD_BALANCE_CHANGED');
    const [card] = await store.database.db.select().from(giftCards).where(eq(giftCards.code, code));
    const ledger = await store.database.db
      .select()
      .from(giftCardTransactions)
      .where(eq(giftCardTransactions.giftCardId, card?.id ?? 0));
    const spent = -ledger.reduce((sum, row) => sum + row.amount, 0);
    expect(card?.balance).toBeGreaterThanOrEqual(0);
    expect(spent).toBeLessThanOrEqual(5000);
    expect(card?.balance).toBe(5000 - spent);
    // Every placed order was paid in full by the card plus its own total.
    for (const result of placed) {
      const id = result.data?.checkout.order.databaseId ?? 0;
      const [order] = await store.database.db.select().from(orders).where(eq(orders.id, id));
      const paidByCard = -ledger
        .filter((row) => row.orderId === id)
        .reduce((sum, row) => sum + row.amount, 0);
      expect((order?.total ?? 0) + paidByCard).toBe(4000);
    }
  });
});

describe('the card row lock', () => {
  it('lets only one of two transactions spend a share the balance cannot cover twice', async () => {
    const buyer = await shopperWithItem(1000);
    const placed = await pay(buyer, { paymentMethod: 'cod', metaData: [] });
    const orderId = placed.data?.checkout.order.databaseId ?? 0;
    const code = await cardWith(5000);
    // Both computed their share from the same balance; each spends it in its own transaction.
    const spend = () =>
      store.database.db.transaction((tx) =>
        spendGiftCards(tx as unknown as Db, orderId, [{ code, balance: 5000, amount: 4000 }], new Date()),
      );
    const results = await Promise.allSettled([spend(), spend()]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      extensions: { code: 'GIFT_CARD_BALANCE_CHANGED' },
    });
    expect(await balanceOf(code)).toBe(1000);
  });
});

describe('reading balances', () => {
  const BALANCE =
    'query ($code: String!) { giftCardBalance(code: $code) { code balance(format: RAW) expired } }';
  const MINE = `query { customer { purchasedGiftCards { code balance(format: RAW) recipientEmail delivered }
    receivedGiftCards { code balance(format: RAW) } } }`;
  type Mine = { customer: { purchasedGiftCards: { code: string }[]; receivedGiftCards: { code: string }[] } };

  it('lets a guest check a code, and the customer see the cards they bought and received', async () => {
    const guest = shopper(store);
    const code = await cardWith(1234);
    const { giftCardBalance } = await guest.data<{ giftCardBalance: unknown }>(BALANCE, {
      code: code.toLowerCase(),
    });
    expect(giftCardBalance).toEqual({ code, balance: '12.34', expired: false });
    expect(
      (await guest.data<{ giftCardBalance: unknown }>(BALANCE, { code: generateGiftCardCode() }))
        .giftCardBalance,
    ).toBeNull();

    const buyer = shopper(store);
    await registerShopper(buyer, 'gift-buyer@example.com');
    const friend = { wc_gc_giftcard_to: 'Gift-Friend@example.com' };
    await buyer.data(ADD_TO_CART, {
      input: { productId: giftCardProductId, extraData: giftCardChoice(friend) },
    });
    await pay(buyer);
    const bought = (await buyer.data<Mine>(MINE)).customer;
    expect(bought.purchasedGiftCards).toHaveLength(1);
    expect(bought.receivedGiftCards).toEqual([]);

    const recipient = shopper(store);
    await registerShopper(recipient, 'gift-friend@example.com');
    const received = (await recipient.data<Mine>(MINE)).customer;
    expect(received.receivedGiftCards.map((card) => card.code)).toEqual(
      bought.purchasedGiftCards.map((card) => card.code),
    );
    expect(received.purchasedGiftCards).toEqual([]);
  });

  it('rate-limits the balance check per address', async () => {
    const guest = shopper(store);
    const codes: unknown[] = [];
    for (let i = 0; i < 4; i++) codes.push(await codeOf(guest, BALANCE, { code: generateGiftCardCode() }));
    expect(codes).toContain('RATE_LIMITED');
  });
});
