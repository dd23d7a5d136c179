/**
 * Several backend processes on one PostgreSQL database behave as one shop. Behind a load balancer
 * each request of a shopper may reach any process, so what the shop knows (a session's cart,
 * stock, a rate limit's count, a gift card's balance, a subscriber, a change still to be sent to a
 * webhook) must live in the database and be taken under its locks there, never in one process.
 * Three backends are started at the same moment on a new database, and requests are fired at once
 * at different ones. Runs in the PostgreSQL suite only: it needs a server whatever the suite.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import {
  giftCards,
  giftCardTransactions,
  newsletterSubscribers,
  newsletterTokens,
  orderItems,
  orders,
  products,
  webhookDeliveries,
  webhookEvents,
  webhooks,
} from '../db/schema.ts';
import { generateGiftCardCode } from '../gift-cards/codes.ts';
import { LOGIN, registerShopper } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { type BackendGroup, startBackendGroup } from '../testing/backend-group.ts';
import type { BackendProcess } from '../testing/backend-process.ts';
import { ADD_TO_CART, APPLY_COUPON, type CartData, GET_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../testing/mail-catchers.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverWebhookEvents } from '../webhooks/deliver.ts';
import { keepWebhook } from '../webhooks/webhooks.ts';

const WEBHOOK_SECRET = 'one-webhook-secret-for-every-backend';
/** Sign-in attempts an account gets; every other limit is out of the way. */
const LOGIN_TRIES = 5;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId orderNumber } } }`;
const ORDER = `query Order($id: ID!) {
  order(id: $id, idType: DATABASE_ID) { databaseId orderNumber lineItems { nodes { productId quantity } } } }`;
const STOCK = `query Stock($id: ID!) {
  product(id: $id, idType: DATABASE_ID) { ... on SimpleProduct { stockQuantity stockStatus } } }`;
const SUBSCRIBE = `mutation Subscribe($email: String!) {
  subscribeToNewsletter(input: { email: $email, consent: true }) { status } }`;

type PlacedOrder = { databaseId: number; orderNumber: string };

let group: BackendGroup;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
/** The n-th backend, counting round the group: requests spread as a load balancer spreads them. */
const backend = (n: number): BackendProcess => group.backends[n % group.backends.length] as BackendProcess;
/** The same shopper (session and sign-in) with their next requests sent to another backend. */
const on = (n: number, me: Shopper): Shopper => shopper(backend(n), me.session, me.authToken);
const db = () => group.database.db;
const codeOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.code;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

beforeAll(async () => {
  [receiver, smtp] = await Promise.all([startWebhookReceiver(), startSmtpReceiver()]);
  group = await startBackendGroup(3, {
    COMMERCE_SESSION_SECRET: 'one-session-secret-for-every-backend',
    COMMERCE_TEST_CARD: 'on',
    COMMERCE_RATE_LIMITS: `*=1000000/1m,loginAccount=${LOGIN_TRIES}/1h`,
    COMMERCE_WEBHOOK_URL: receiver.url,
    COMMERCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    COMMERCE_WEBHOOK_INTERVAL_MS: '100',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
  });
});
afterAll(async () => {
  await group?.close();
  await Promise.all([receiver?.close(), smtp?.close()]);
});

/** A transaction that writes, then stays open until committed: another backend's write in flight. */
function openWrite(database: Database, write: (tx: Db) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let wrote = () => {};
  const written = new Promise<void>((resolve) => {
    wrote = resolve;
  });
  const done = database.db.transaction(async (tx) => {
    await write(tx as unknown as Db);
    wrote();
    await released;
  });
  return {
    /** Resolves once the write is made (or the transaction failed), still uncommitted. */
    written: Promise.race([written, done.then(() => {})]),
    commit: async () => {
      release();
      await done;
    },
  };
}

const pay = (me: Shopper) =>
  me.graphql<{ checkout: { order: PlacedOrder } }>(CHECKOUT, {
    input: {
      billing: TEST_BILLING,
      paymentMethod: 'test_card',
      metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
    },
  });

describe('starting together', () => {
  // Replicas of a new shop start at the same moment: one must migrate and seed while the others
  // wait, or they fail on each other's half-made tables or seed the catalogue twice.
  it('one backend migrates and seeds a new database, and every one serves the same shop', async () => {
    const seeding = group.backends.filter((one) => one.output().includes('seeding the demo store'));
    expect(seeding).toHaveLength(1);
    const found = await Promise.all(
      group.backends.map(async (one) => {
        const answer = await shopper(one).data<{ products: { found: number } }>(
          '{ products(first: 1) { found } }',
        );
        return answer.products.found;
      }),
    );
    expect(found[0]).toBeGreaterThan(0);
    expect(new Set(found).size).toBe(1);
    // Each saved the configured webhook as it started: saved twice, every change would go out twice.
    const kept = await db().select({ topic: webhooks.topic }).from(webhooks);
    expect(kept.map((row) => row.topic).sort()).toEqual([
      'product.created',
      'product.deleted',
      'product.restored',
      'product.updated',
    ]);
  });

  // The same save at the same moment from three connections, as three backends starting at once.
  it('keeps a webhook saved by several backends at the same moment once', async () => {
    const setting = {
      name: 'saved-at-once',
      deliveryUrl: 'http://127.0.0.1:9/unused',
      secret: WEBHOOK_SECRET,
      topics: ['product.deleted' as const],
    };
    const others = await Promise.all(
      group.backends.map(() => openDatabase({ databaseUrl: group.databaseUrl })),
    );
    try {
      await Promise.all(others.map((one) => keepWebhook(one.db, setting)));
      expect(await db().select().from(webhooks).where(eq(webhooks.name, setting.name))).toHaveLength(1);
    } finally {
      await db().delete(webhooks).where(eq(webhooks.name, setting.name));
      await Promise.all(others.map((one) => one.close()));
    }
  });
});

describe('shoppers spread over the backends', () => {
  const STOCK_LEFT = 4;
  const BUYERS = 9;
  let helmet: number;
  let buyers: Shopper[];
  let placed: { buyer: number; order: PlacedOrder }[];

  // Stock is taken under the product's row lock in the order's transaction: processes that each
  // trusted the stock they had read would sell the last units several times over.
  it('sell a product with stock N to exactly N of more shoppers checking out at once, never below zero', async () => {
    helmet = await addProduct(db(), {
      name: 'Last helmet',
      price: 2500,
      manageStock: true,
      stockQuantity: STOCK_LEFT,
    });
    buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, n) => {
        const me = shopper(backend(n));
        await registerShopper(me, `buyer-${n}@example.com`);
        await me.data(ADD_TO_CART, { input: { productId: helmet, quantity: 1 } });
        return me;
      }),
    );
    // Each pays on the backend after the one that filled the cart, all at the same moment.
    const answers = await Promise.all(buyers.map((me, n) => pay(on(n + 1, me))));
    placed = answers.flatMap((answer, buyer) =>
      answer.data?.checkout ? [{ buyer, order: answer.data.checkout.order }] : [],
    );
    expect(placed).toHaveLength(STOCK_LEFT);
    const refused = answers.filter((answer) => answer.errors);
    expect(refused).toHaveLength(BUYERS - STOCK_LEFT);
    for (const answer of refused) {
      expect(answer.errors?.[0]?.message).toBe(
        'Sorry, we do not have enough "Last helmet" in stock to fulfill your order. Please edit your cart and try again.',
      );
    }
    for (let n = 0; n < group.backends.length; n++) {
      const { product } = await shopper(backend(n)).data<{
        product: { stockQuantity: number; stockStatus: string };
      }>(STOCK, { id: helmet });
      expect(product).toEqual({ stockQuantity: 0, stockStatus: 'OUT_OF_STOCK' });
    }
  });

  // A shop that answered "order placed" must have the order, whichever process answered.
  it('store every order they were told was placed, once, readable through every backend', async () => {
    const stored = await db()
      .select({ id: orders.id, quantity: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, helmet));
    expect(stored.map((row) => row.id).sort()).toEqual(placed.map(({ order }) => order.databaseId).sort());
    expect(sum(stored.map((row) => row.quantity))).toBe(STOCK_LEFT);
    expect(new Set(placed.map(({ order }) => order.orderNumber)).size).toBe(STOCK_LEFT);
    for (const { buyer, order } of placed) {
      for (let n = 0; n < group.backends.length; n++) {
        const me = on(n, buyers[buyer] as Shopper);
        const read = await me.data<{ order: PlacedOrder & { lineItems: unknown } }>(ORDER, {
          id: order.databaseId,
        });
        expect(read.order).toEqual({ ...order, lineItems: { nodes: [{ productId: helmet, quantity: 1 }] } });
      }
    }
  });

  // Without sticky sessions a shopper's next request goes anywhere: the cart is the session's row,
  // found from the signed token by every backend, and changed under that row's lock.
  it('show a cart built on one backend on the others, which extend it, also at the same moment', async () => {
    const [gloves, visor] = await Promise.all([
      addProduct(db(), { name: 'Shared gloves', price: 1200 }),
      addProduct(db(), { name: 'Shared visor', price: 3000 }),
    ]);
    const lines = async (me: Shopper) =>
      (await me.data<{ cart: CartData }>(GET_CART)).cart.contents.nodes.map((line) => [
        line.product.node.databaseId,
        line.quantity,
      ]);
    const me = shopper(backend(0));
    await me.data(ADD_TO_CART, { input: { productId: gloves, quantity: 2 } });
    const second = on(1, me);
    expect(await lines(second)).toEqual([[gloves, 2]]);
    await second.data(ADD_TO_CART, { input: { productId: visor, quantity: 1 } });
    await Promise.all(
      group.backends.map((_, n) =>
        on(n, second).data(ADD_TO_CART, { input: { productId: gloves, quantity: 1 } }),
      ),
    );
    for (let n = 0; n < group.backends.length; n++) {
      expect(await lines(on(n, second))).toEqual([
        [gloves, 2 + group.backends.length],
        [visor, 1],
      ]);
    }
  });

  // Spreading password guesses over processes must gain an attacker nothing: the buckets are rows
  // in the database, drawn under their lock.
  it('count sign-in attempts once, whichever backend they reach', async () => {
    const refusals = async (username: string, backendOf: (attempt: number) => number) => {
      const refused: boolean[] = [];
      for (let attempt = 0; attempt < LOGIN_TRIES + 3; attempt++) {
        const answer = await shopper(backend(backendOf(attempt))).graphql(LOGIN, {
          username,
          password: 'a guess',
        });
        refused.push(codeOf(answer) === 'RATE_LIMITED');
      }
      return refused;
    };
    const expected = [...Array(LOGIN_TRIES).fill(false), true, true, true];
    expect(await refusals('one-backend@example.com', () => 0)).toEqual(expected);
    expect(await refusals('every-backend@example.com', (attempt) => attempt)).toEqual(expected);
    const atOnce = await Promise.all(
      Array.from({ length: LOGIN_TRIES + 4 }, (_, n) =>
        shopper(backend(n)).graphql(LOGIN, { username: 'at-once@example.com', password: 'a guess' }),
      ),
    );
    expect(atOnce.filter((answer) => codeOf(answer) !== 'RATE_LIMITED')).toHaveLength(LOGIN_TRIES);
  });

  // A card's balance is one row, locked while an order spends from it: backends that each trusted
  // the balance they had read would spend it several times.
  it('spend a gift card at most once when checkouts on different backends race for it', async () => {
    const code = generateGiftCardCode();
    await db()
      .insert(giftCards)
      .values({
        code,
        initialBalance: 5000,
        balance: 5000,
        currency: 'USD',
        recipientName: 'Someone',
        recipientEmail: 'someone@example.com',
        deliveryDate: new Date().toISOString().slice(0, 10),
      });
    const racers = await Promise.all(
      group.backends.map(async (_, n) => {
        const kit = await addProduct(db(), { name: `Card-paid kit ${n}`, price: 4000, virtual: true });
        const me = shopper(backend(n));
        await me.data(ADD_TO_CART, { input: { productId: kit, quantity: 1 } });
        await me.data(APPLY_COUPON, { code });
        return me;
      }),
    );
    const answers = await Promise.all(racers.map((me, n) => pay(on(n + 1, me))));
    for (const answer of answers.filter((one) => one.errors))
      expect(codeOf(answer)).toBe('GIFT_CARD_BALANCE_CHANGED');
    const paid = answers.flatMap((answer) =>
      answer.data?.checkout ? [answer.data.checkout.order.databaseId] : [],
    );
    expect(paid.length).toBeGreaterThanOrEqual(1);
    const [card] = await db().select().from(giftCards).where(eq(giftCards.code, code));
    const ledger = await db()
      .select({
        orderId: giftCardTransactions.orderId,
        amount: giftCardTransactions.amount,
        total: orders.total,
      })
      .from(giftCardTransactions)
      .innerJoin(orders, eq(orders.id, giftCardTransactions.orderId))
      .where(eq(giftCardTransactions.giftCardId, card?.id ?? 0));
    const spent = -sum(ledger.map((row) => row.amount));
    expect(spent).toBeLessThanOrEqual(5000);
    expect(card?.balance).toBe(5000 - spent);
    expect(ledger.map((row) => row.orderId).sort()).toEqual([...paid].sort());
    // Each placed order was paid in full: by the card, and the rest by the shopper's own card.
    for (const row of ledger) expect(row.total - row.amount).toBe(4000);
  });

  // Sign-ups of one address reaching two processes at once end as one subscriber and one mail:
  // the address is unique in the database, and the insert that wins decides.
  it('sign an address up once when its sign-ups reach several backends at once', async () => {
    const variants = ['Twice@Example.com', 'twice@example.com'];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        shopper(backend(n)).data<{ subscribeToNewsletter: { status: string } }>(SUBSCRIBE, {
          email: variants[n % 2],
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.subscribeToNewsletter.status))).toEqual(
      new Set(['PENDING_CONFIRMATION']),
    );
    const rows = await db()
      .select({
        id: newsletterSubscribers.id,
        confirm: sql<number>`count(${newsletterTokens.tokenHash})::int`,
      })
      .from(newsletterSubscribers)
      .leftJoin(
        newsletterTokens,
        and(
          eq(newsletterTokens.subscriberId, newsletterSubscribers.id),
          eq(newsletterTokens.purpose, 'confirm'),
        ),
      )
      .where(sql`lower(${newsletterSubscribers.email}) = 'twice@example.com'`)
      .groupBy(newsletterSubscribers.id);
    expect(rows).toEqual([{ id: expect.any(Number), confirm: 1 }]);
    // Mail goes after the answer: a later sign-up's mail from every backend shows theirs has gone.
    const mailsTo = (address: string) =>
      smtp.delivered.filter((mail) => mail.to.some((to) => to.toLowerCase() === address)).length;
    const markers = group.backends.map((_, n) => `marker-${n}@example.com`);
    await Promise.all(markers.map((email, n) => shopper(backend(n)).data(SUBSCRIBE, { email })));
    await vi.waitFor(() => expect(markers.map(mailsTo)).toEqual(markers.map(() => 1)), { timeout: 15_000 });
    expect(mailsTo('twice@example.com')).toBe(1);
  });
});

describe('webhooks from every backend', () => {
  /** Changes waiting, deliveries recorded; settled once nothing waits and each was received. */
  const settled = async () => {
    const [events] = await db()
      .select({ waiting: sql<number>`count(*) filter (where ${webhookEvents.doneAt} is null)::int` })
      .from(webhookEvents);
    const [deliveries] = await db().select({ count: sql<number>`count(*)::int` }).from(webhookDeliveries);
    expect(events?.waiting).toBe(0);
    expect(receiver.received).toHaveLength(deliveries?.count ?? -1);
  };

  const bodies = () => receiver.received.map((delivery) => JSON.parse(delivery.body.toString('utf8')));

  // A write folds its change into the product's change still waiting. A backend that claims that
  // change before the write commits sends the product as it was before the write: the write's
  // change must still go out, or the storefront keeps showing stock that is gone.
  it("send a product's change written while another backend claims its waiting change", async () => {
    const id = await addProduct(db(), {
      name: 'Claimed meanwhile',
      price: 1800,
      manageStock: true,
      stockQuantity: 3,
    });
    const stock = (quantity: number) => (tx: Db) =>
      tx.update(products).set({ stockQuantity: quantity }).where(eq(products.id, id));
    const [writer, claimer] = await Promise.all([
      openDatabase({ databaseUrl: group.databaseUrl }),
      openDatabase({ databaseUrl: group.databaseUrl }),
    ]);
    try {
      const first = openWrite(group.database, stock(2));
      await first.written;
      // The second write waits for the first's row lock, then finds the first's change waiting.
      const second = openWrite(writer, stock(1));
      await vi.waitFor(async () => {
        const waiting = await db().execute<{ count: number }>(
          sql`select count(*)::int as count from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and query like 'update "products"%'`,
        );
        expect(waiting.rows[0]?.count).toBe(1);
      });
      await first.commit();
      await second.written;
      await deliverWebhookEvents(claimer.db, {
        publicUrl: 'http://127.0.0.1',
        source: 'http://127.0.0.1/',
        storefrontUrl: 'http://localhost:3000',
      });
      await second.commit();
      await vi.waitFor(
        () => expect(bodies()).toContainEqual(expect.objectContaining({ id, stock_quantity: 1 })),
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await Promise.all([writer.close(), claimer.close()]);
    }
  });

  // Every process runs the delivery job and claims waiting changes with SKIP LOCKED: the storefront
  // hears of each change once, however many backends there are, and signed with the one secret.
  it('send each change of the catalogue once, whichever backend delivers it', async () => {
    await vi.waitFor(settled, { timeout: 20_000, interval: 50 });
    const events = await db().select({ id: webhookEvents.id }).from(webhookEvents);
    const deliveries = await db()
      .select({ eventId: webhookDeliveries.eventId, deliveryId: webhookDeliveries.deliveryId })
      .from(webhookDeliveries);
    const received = receiver.received.map((delivery) => delivery.headers['x-wc-webhook-delivery-id']);
    expect(events.length).toBeGreaterThan(0);
    expect(received).toHaveLength(events.length);
    expect(new Set(received).size).toBe(received.length);
    expect(new Set(deliveries.map((delivery) => delivery.eventId)).size).toBe(events.length);
    expect(new Set(received)).toEqual(new Set(deliveries.map((delivery) => delivery.deliveryId)));
    for (const { headers, body } of receiver.received) {
      expect(headers['x-wc-webhook-signature']).toBe(
        createHmac('sha256', WEBHOOK_SECRET).update(body).digest('base64'),
      );
    }
    // The stock the checkouts left reached the storefront.
    expect(bodies()).toContainEqual(expect.objectContaining({ name: 'Last helmet', stock_quantity: 0 }));

    // One more change once the queues are empty: exactly one more delivery, and nothing else.
    const before = receiver.received.length;
    await db().update(products).set({ price: 2600 }).where(eq(products.name, 'Last helmet'));
    await vi.waitFor(
      async () => {
        expect(receiver.received.length).toBeGreaterThan(before);
        await settled();
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(receiver.received).toHaveLength(before + 1);
    expect(JSON.parse(receiver.received[before]?.body.toString('utf8') ?? '{}')).toMatchObject({
      name: 'Last helmet',
      price: '26.00',
    });
  });
});
