/**
 * The webhooks the backend sends for its catalogue's changes, received by a real HTTP server: the
 * format a real WooCommerce site sends (recorded in the storefront's src/testing/real-site/
 * webhooks.json: headers, a base64 HMAC-SHA256 over the body's bytes, the REST product with `\/`,
 * `{"id": …}` for a deletion, `product.updated` with the new stock after an order), each change
 * sent once however many processes deliver, and WooCommerce's rule for failing receivers.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, webhookDeliveries, webhookEvents, webhooks } from '../db/schema.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverWebhookEvents, MAX_DELIVERY_FAILURES } from './deliver.ts';
import { keepWebhook } from './webhooks.ts';

const SECRET = 'a-webhook-secret-of-some-length';

let store: TestStore;
let receiver: WebhookReceiver;
const site = {
  publicUrl: 'http://backend.example',
  source: 'http://backend.example/',
  storefrontUrl: 'https://shop.example',
};
const deliver = () => deliverWebhookEvents(store.database.db, site);
const topics = () => receiver.received.map((delivery) => delivery.headers['x-wc-webhook-topic']);
const bodies = () => receiver.received.map((delivery) => JSON.parse(delivery.body.toString('utf8')));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The delivery job's own timer is left slow: the tests run the deliveries themselves.
  store = await startTestStore({
    env: {
      COMMERCE_WEBHOOK_URL: receiver.url,
      COMMERCE_WEBHOOK_SECRET: SECRET,
      COMMERCE_WEBHOOK_INTERVAL_MS: '3600000',
    },
  });
});
afterAll(async () => {
  await store?.close();
  await receiver?.close();
});
beforeEach(async () => {
  await deliver();
  receiver.received.length = 0;
});

describe('webhooks for the catalogue', () => {
  it('keeps the configured webhook for each product topic, active', async () => {
    const rows = await store.database.db.select().from(webhooks).orderBy(webhooks.topic);
    expect(rows.map((row) => [row.name, row.topic, row.status, row.deliveryUrl])).toEqual(
      ['product.created', 'product.deleted', 'product.restored', 'product.updated'].map((topic) => [
        'storefront',
        topic,
        'active',
        receiver.url,
      ]),
    );
  });

  it("sends a script's price change as WooCommerce does: its headers, a signature over the body's bytes, the REST product", async () => {
    const id = await addProduct(store.database.db, { name: 'Hard hat / EN 397', price: 1999 });
    await deliver();
    receiver.received.length = 0;
    await store.database.db
      .update(products)
      .set({ regularPrice: 2199, price: 2199 })
      .where(eq(products.id, id));
    expect(await deliver()).toBe(1);

    const [delivery] = receiver.received;
    if (!delivery) throw new Error('nothing was delivered');
    const { headers, body } = delivery;
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'x-wc-webhook-source': 'http://backend.example/',
      'x-wc-webhook-topic': 'product.updated',
      'x-wc-webhook-resource': 'product',
      'x-wc-webhook-event': 'updated',
    });
    expect(headers['x-wc-webhook-id']).toMatch(/^\d+$/);
    expect(headers['x-wc-webhook-delivery-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(headers['x-wc-webhook-signature']).toBe(
      createHmac('sha256', SECRET).update(body).digest('base64'),
    );
    // PHP's json_encode, as WooCommerce sends it: the slashes escaped.
    const text = body.toString('utf8');
    expect(text).toContain(`"name":"Hard hat \\/ EN 397"`);
    expect(text).toContain('"permalink":"https:\\/\\/shop.example\\/product\\/');
    expect(JSON.parse(text)).toMatchObject({
      id,
      price: '21.99',
      regular_price: '21.99',
      type: 'simple',
      parent_id: 0,
    });
  });

  it('sends product.created, product.deleted ({"id"} only) on the trash, product.restored, and product.deleted on deletion', async () => {
    const id = await addProduct(store.database.db, { name: 'Ear defenders', price: 2500 });
    await deliver();
    await store.database.db.update(products).set({ status: 'trash' }).where(eq(products.id, id));
    await deliver();
    await store.database.db.update(products).set({ status: 'publish' }).where(eq(products.id, id));
    await deliver();
    await store.database.db.delete(products).where(eq(products.id, id));
    await deliver();
    expect(topics()).toEqual(['product.created', 'product.deleted', 'product.restored', 'product.deleted']);
    expect(bodies()[0]).toMatchObject({ id, name: 'Ear defenders', status: 'publish' });
    expect(receiver.received[1]?.body.toString('utf8')).toBe(`{"id":${id}}`);
    expect(receiver.received[3]?.body.toString('utf8')).toBe(`{"id":${id}}`);
  });

  it("sends product.updated with the new stock after a shopper's order", async () => {
    const id = await addProduct(store.database.db, {
      name: 'FFP3 mask',
      price: 900,
      manageStock: true,
      stockQuantity: 3,
    });
    await deliver();
    receiver.received.length = 0;
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    await me.data(`mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { result } }`, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod' },
    });
    await deliver();
    expect(topics()).toEqual(['product.updated']);
    expect(bodies()[0]).toMatchObject({ id, stock_quantity: 2, manage_stock: true, stock_status: 'instock' });
  });

  it('sends each change once however many deliveries run at the same time, and several changes to a product before it goes as one', async () => {
    const ids = await Promise.all(
      ['Goggles', 'Gloves', 'Visor', 'Apron'].map((name) =>
        addProduct(store.database.db, { name, price: 1000 }),
      ),
    );
    await deliver();
    receiver.received.length = 0;
    for (const price of [1100, 1200, 1300]) {
      await store.database.db.update(products).set({ price }).where(sql`${products.id} in ${ids}`);
    }
    // Each run takes its own connection from the pool: on PostgreSQL they run at once.
    const sent = await Promise.all([deliver(), deliver(), deliver()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(ids.length);
    expect(
      bodies()
        .map((body) => body.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(bodies().every((body) => body.price === '13.00')).toBe(true);
    const ids32 = receiver.received.map((delivery) => delivery.headers['x-wc-webhook-delivery-id']);
    expect(new Set(ids32).size).toBe(ids.length);
  });

  it('writes no change while no webhook listens to its topic', async () => {
    await store.database.db
      .update(webhooks)
      .set({ status: 'paused' })
      .where(eq(webhooks.topic, 'product.created'));
    const before = await store.database.db.select({ count: sql<number>`count(*)::int` }).from(webhookEvents);
    await addProduct(store.database.db, { name: 'Unheard of', price: 100 });
    const after = await store.database.db.select({ count: sql<number>`count(*)::int` }).from(webhookEvents);
    expect(after[0]?.count).toBe(before[0]?.count);
    await store.database.db
      .update(webhooks)
      .set({ status: 'active' })
      .where(eq(webhooks.topic, 'product.created'));
  });
});

describe('a receiver that fails', () => {
  it('is not sent a failed delivery again, and its webhook is disabled after more than five failures in a row', async () => {
    const failing = await startWebhookReceiver(() => 500);
    try {
      await keepWebhook(store.database.db, {
        name: 'failing',
        deliveryUrl: failing.url,
        secret: SECRET,
        topics: ['product.created'],
      });
      for (let made = 0; made <= MAX_DELIVERY_FAILURES; made++) {
        await addProduct(store.database.db, { name: `Respirator ${made}`, price: 5000 });
        await deliver();
      }
      expect(failing.received).toHaveLength(MAX_DELIVERY_FAILURES + 1);
      const [hook] = await store.database.db.select().from(webhooks).where(eq(webhooks.name, 'failing'));
      expect(hook).toMatchObject({ status: 'disabled', failureCount: MAX_DELIVERY_FAILURES + 1 });
      const log = await store.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, hook?.id ?? 0));
      expect(log.map((entry) => entry.responseStatus)).toEqual(Array(MAX_DELIVERY_FAILURES + 1).fill(500));
      // Disabled: the next change is not sent to it, while the storefront's webhook still gets it.
      receiver.received.length = 0;
      await addProduct(store.database.db, { name: 'Respirator after', price: 5000 });
      await deliver();
      expect(failing.received).toHaveLength(MAX_DELIVERY_FAILURES + 1);
      expect(topics()).toEqual(['product.created']);
    } finally {
      await failing.close();
    }
  });
});
