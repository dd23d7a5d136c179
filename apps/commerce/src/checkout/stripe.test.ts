/** Card payments through Stripe, against a fake Stripe API on localhost. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { orders, products } from '../db/schema.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

interface FakeIntent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
}

const intents = new Map<string, FakeIntent>();
/** Intents whose retrieval Stripe answers only when the test lets it (a slow Stripe). */
const held = new Map<string, { arrived: () => void; release: Promise<void> }>();
const authorizations: string[] = [];
let fake: Server;
let store: TestStore;

beforeAll(async () => {
  fake = createServer((request, response) => {
    authorizations.push(request.headers.authorization ?? '');
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && request.url === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const id = `pi_${intents.size + 1}`;
        const intent: FakeIntent = {
          id,
          status: 'requires_payment_method',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          client_secret: `${id}_secret_x`,
          metadata: { session: form.get('metadata[session]') ?? '' },
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(request.url ?? '');
      const intent = match?.[1] ? intents.get(match[1]) : undefined;
      const slow = intent ? held.get(intent.id) : undefined;
      if (request.method === 'GET' && intent && slow) {
        slow.arrived();
        return void slow.release.then(() => send(200, intent));
      }
      if (request.method === 'GET' && intent) return send(200, intent);
      return send(404, { error: { message: 'No such payment_intent' } });
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  store = await startTestStore({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await store?.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const billing = {
  firstName: 'Card',
  lastName: 'Holder',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'card@example.com',
  phone: '5551234567',
};
const INTENT = `query getStripePaymentIntent { stripePaymentIntent(stripePaymentMethod: PAYMENT) { id amount currency clientSecret error } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId status needsPayment transactionId total(format: RAW) } } }`;

type IntentData = {
  stripePaymentIntent: {
    id: string;
    amount: number;
    currency: string;
    clientSecret: string;
    error: string | null;
  };
};
type CheckoutData = {
  checkout: { order: { databaseId: number; status: string; transactionId: string; total: string } };
};

async function cartWith(price: number, stock = 5): Promise<{ me: Shopper; id: number }> {
  const id = await addProduct(store.database.db, { price, manageStock: true, stockQuantity: stock });
  const me = shopper(store);
  await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
  return { me, id };
}
const pay = (intentId: string, extra: Record<string, unknown> = {}) => ({
  input: {
    billing,
    paymentMethod: 'stripe',
    metaData: [{ key: '_stripe_payment_intent', value: intentId }],
    ...extra,
  },
});
const stockOf = async (id: number) =>
  (await store.database.db.select().from(products).where(eq(products.id, id)))[0]?.stockQuantity;

describe('Stripe payments', () => {
  it('offers Stripe instead of the test card', async () => {
    const data = await store.data<{ paymentGateways: { nodes: { id: string }[] } }>(
      '{ paymentGateways { nodes { id } } }',
    );
    expect(data.paymentGateways.nodes.map((g) => g.id)).toEqual(['stripe', 'bacs', 'cheque', 'cod']);
  });

  it('refuses to start with a secret key but no publishable key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_fake' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY (pk_…) must be set together with STRIPE_SECRET_KEY.',
    );
  });

  it('gives the storefront the publishable key for Stripe Elements, never the secret one', async () => {
    const data = await store.data<{ woonuxtSettings: { stripeSettings: Record<string, string | null> } }>(
      '{ woonuxtSettings { stripeSettings { enabled testmode active_publishable_key test_publishable_key publishable_key } } }',
    );
    expect(data.woonuxtSettings.stripeSettings).toEqual({
      enabled: 'yes',
      testmode: 'yes',
      active_publishable_key: 'pk_test_fake',
      test_publishable_key: 'pk_test_fake',
      publishable_key: null,
    });
    expect(JSON.stringify(data)).not.toContain('sk_');
  });

  it('creates a payment intent for the cart total with the secret key', async () => {
    const { me } = await cartWith(2000);
    const { stripePaymentIntent } = await me.data<IntentData>(INTENT);
    // $20.00 plus $7.95 flat-rate shipping.
    expect(stripePaymentIntent).toMatchObject({ amount: 2795, currency: 'usd', error: null });
    expect(stripePaymentIntent.clientSecret).toMatch(/_secret_/);
    expect(authorizations.at(-1)).toBe('Bearer sk_test_fake');
    expect((await shopper(store).data<IntentData>(INTENT)).stripePaymentIntent.error).toMatch(
      /cart is empty/,
    );
  });

  it('marks the order paid only after Stripe confirms the intent', async () => {
    const { me, id } = await cartWith(2000);
    const { stripePaymentIntent } = await me.data<IntentData>(INTENT);
    // Not paid yet at Stripe: the client's isPaid changes nothing.
    expect(await me.error(CHECKOUT, pay(stripePaymentIntent.id, { isPaid: true }))).toMatch(
      /^We could not confirm your card payment/,
    );
    expect(await stockOf(id)).toBe(5);
    const intent = intents.get(stripePaymentIntent.id);
    if (intent) intent.status = 'succeeded';
    const { checkout } = await me.data<CheckoutData>(CHECKOUT, pay(stripePaymentIntent.id));
    expect(checkout.order).toMatchObject({
      status: 'PROCESSING',
      needsPayment: false,
      transactionId: stripePaymentIntent.id,
    });
    const [row] = await store.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, checkout.order.databaseId));
    expect(row?.datePaid).toBeInstanceOf(Date);
    expect(await stockOf(id)).toBe(4);
  });

  it('refuses an intent for another amount, one already used, or none at all', async () => {
    const { me } = await cartWith(3000);
    const { stripePaymentIntent } = await me.data<IntentData>(INTENT);
    const intent = intents.get(stripePaymentIntent.id);
    if (intent) Object.assign(intent, { status: 'succeeded', amount: 100 });
    expect(await me.error(CHECKOUT, pay(stripePaymentIntent.id))).toMatch(/^We could not confirm/);
    const used = [...intents.values()].find((i) => i.status === 'succeeded' && i.amount === 2795);
    // Same total as the order it already paid: still refused, an intent pays one order only.
    const again = await cartWith(2000);
    expect(await again.me.error(CHECKOUT, pay(used?.id ?? 'pi_none'))).toMatch(/^We could not confirm/);
    expect(await me.error(CHECKOUT, pay('pi_unknown'))).toMatch(/^We could not confirm/);
    expect(await me.error(CHECKOUT, { input: { billing, paymentMethod: 'stripe' } })).toMatch(
      /^We could not confirm/,
    );
    expect(await me.error(CHECKOUT, { input: { billing, paymentMethod: 'test_card' } })).toBe(
      'Invalid payment method. Please choose another payment method.',
    );
  });

  it('holds no other shopper while Stripe is slow to confirm a payment', async () => {
    const { me } = await cartWith(2000);
    const { stripePaymentIntent } = await me.data<IntentData>(INTENT);
    const intent = intents.get(stripePaymentIntent.id);
    if (intent) intent.status = 'succeeded';
    let arrived = () => {};
    let release = () => {};
    const stripeAsked = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    held.set(stripePaymentIntent.id, {
      arrived: () => arrived(),
      release: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    const checkout = me.data<CheckoutData>(CHECKOUT, pay(stripePaymentIntent.id));
    await stripeAsked;
    // While Stripe has not answered, another shopper browses and fills a cart: with the call inside
    // the order's transaction these waited for Stripe (PGlite has one connection).
    const other = await cartWith(1500);
    expect(
      await other.me.data<{ cart: { contents: { itemCount: number } } }>(
        '{ cart { contents { itemCount } } }',
      ),
    ).toEqual({ cart: { contents: { itemCount: 1 } } });
    release();
    expect((await checkout).checkout.order).toMatchObject({ status: 'PROCESSING' });
  });
});
