/**
 * Files bought with an offline payment method (cash on delivery, bank transfer, cheque) are not
 * free: the order waits on hold, unpaid, with nothing to download, until a shop manager records
 * the payment with WooGraphQL's updateOrder (recorded from a real WooCommerce 9 / WooGraphQL 1.0.2
 * site: real-site/mark-paid.json). On both profiles. Unlike WooGraphQL 1.0.2, the order's own
 * customer may not run updateOrder: only shop managers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, downloadPermissions, giftCards, products } from '../db/schema.ts';
import { AWAITING_PAYMENT } from '../downloads/http.ts';
import { grantDownloadPermissions } from '../downloads/permissions.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { recordOrderPayment } from './record-payment.ts';
import { CANNOT_UPDATE_ORDER, ONLY_PAYMENT, orderNotFound } from './resolvers.ts';

const ORDER_FIELDS = `databaseId orderKey status datePaid needsPayment isDownloadPermitted hasDownloadableItem
  paymentMethod downloadableItems { nodes { name url } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { order { ${ORDER_FIELDS} } } }`;
const UPDATE_ORDER = `mutation UpdateOrder($input: UpdateOrderInput!) { updateOrder(input: $input) { order { ${ORDER_FIELDS} } } }`;
const GET_ORDER = `query Order($id: ID!) { order(id: $id, idType: DATABASE_ID) { ${ORDER_FIELDS} } }`;

interface OrderAnswer {
  databaseId: number;
  orderKey: string;
  status: string;
  datePaid: string | null;
  needsPayment: boolean;
  isDownloadPermitted: boolean;
  hasDownloadableItem: boolean;
  paymentMethod: string;
  downloadableItems: { nodes: { name: string; url: string }[] };
}

const profiles = ['full', 'stock'] as const;
const stores = {} as Record<(typeof profiles)[number], TestStore>;
beforeAll(async () => {
  stores.full = await startTestStore();
  stores.stock = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store?.close()));
});

let accounts = 0;
async function customer(store: TestStore): Promise<{ me: Shopper; customerId: number }> {
  const me = shopper(store);
  accounts += 1;
  const { customerId } = await registerShopper(me, `offline${accounts}@example.com`);
  return { me, customerId };
}

async function shopManager(store: TestStore): Promise<Shopper> {
  const { me, customerId } = await customer(store);
  await store.database.db
    .update(customers)
    .set({ roles: ['shop_manager'] })
    .where(eq(customers.id, customerId));
  return me;
}

async function productBySlug(store: TestStore, slug: string) {
  const [row] = await store.database.db
    .select({ id: products.id, downloads: products.downloads })
    .from(products)
    .where(eq(products.slug, slug));
  if (!row) throw new Error(`No product ${slug}`);
  return row;
}

/** The online fit-testing course: virtual, downloadable, several files. */
const COURSE = 'respirator-fit-testing-training-course-online';

async function buy(me: Shopper, productId: number, paymentMethod: string): Promise<OrderAnswer> {
  await me.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
  const data = await me.data<{ checkout: { order: OrderAnswer } }>(CHECKOUT, {
    input: { billing: TEST_BILLING, paymentMethod },
  });
  return data.checkout.order;
}

const permissionsOf = (store: TestStore, orderId: number) =>
  store.database.db.select().from(downloadPermissions).where(eq(downloadPermissions.orderId, orderId));

const download = (url: string, authToken: string | null) =>
  fetch(url, { headers: authToken ? { authorization: `Bearer ${authToken}` } : {} });

describe.each(profiles)('%s profile', (profile) => {
  describe.each(['cod', 'bacs', 'cheque'])('an unpaid %s order of a downloadable product', (method) => {
    it('is on hold with no date paid, and none of its files can be downloaded', async () => {
      const store = stores[profile];
      const course = await productBySlug(store, COURSE);
      expect(course.downloads.length).toBeGreaterThan(1);
      const { me } = await customer(store);
      const order = await buy(me, course.id, method);
      expect(order).toMatchObject({
        status: 'ON_HOLD',
        datePaid: null,
        needsPayment: false,
        isDownloadPermitted: false,
        hasDownloadableItem: true,
        paymentMethod: method,
        downloadableItems: { nodes: [] },
      });
      // The attack: every link the shop ever made for this order, tried with the buyer's sign-in.
      const links = [
        ...order.downloadableItems.nodes.map((item) => item.url),
        ...(await permissionsOf(store, order.databaseId)).map(
          (row) => `${store.url}/download/${row.downloadKey}`,
        ),
      ];
      const served = [];
      for (const link of links) if ((await download(link, me.authToken)).status === 200) served.push(link);
      expect(served).toEqual([]);
      expect(links).toEqual([]);
      const read = await me.data<{ order: OrderAnswer }>(GET_ORDER, { id: String(order.databaseId) });
      expect(read.order.downloadableItems.nodes).toEqual([]);
      const listed = await me.data<{ customer: { downloadableItems: { nodes: unknown[] } } }>(
        '{ customer { downloadableItems { nodes { name } } } }',
      );
      expect(listed.customer.downloadableItems.nodes).toEqual([]);
    });
  });

  it('serves no file of an order on hold, whatever permissions it holds', async () => {
    const store = stores[profile];
    const course = await productBySlug(store, COURSE);
    const { me, customerId } = await customer(store);
    const order = await buy(me, course.id, 'cod');
    // Permissions an order on hold should never have (granted as if it were paid).
    await grantDownloadPermissions(
      store.database.db,
      { id: order.databaseId, status: 'processing', customerId },
      new Date(),
    );
    const rows = await permissionsOf(store, order.databaseId);
    expect(rows).toHaveLength(course.downloads.length);
    for (const row of rows) {
      const response = await download(`${store.url}/download/${row.downloadKey}`, me.authToken);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(AWAITING_PAYMENT);
    }
  });

  describe('updateOrder', () => {
    it('by a shop manager: PROCESSING grants the files (no date paid for a virtual order, as recorded); isPaid completes it with the date', async () => {
      const store = stores[profile];
      const course = await productBySlug(store, COURSE);
      const { me } = await customer(store);
      const first = await buy(me, course.id, 'cod');
      const second = await buy(me, course.id, 'cod');
      const manager = await shopManager(store);

      const processing = await manager.data<{ updateOrder: { order: OrderAnswer } }>(UPDATE_ORDER, {
        input: { id: String(first.databaseId), status: 'PROCESSING' },
      });
      expect(processing.updateOrder.order).toMatchObject({
        status: 'PROCESSING',
        datePaid: null,
        isDownloadPermitted: true,
        hasDownloadableItem: true,
      });
      expect(processing.updateOrder.order.downloadableItems.nodes).toHaveLength(course.downloads.length);

      const paid = await manager.data<{ updateOrder: { order: OrderAnswer } }>(UPDATE_ORDER, {
        input: { id: String(second.databaseId), isPaid: true },
      });
      expect(paid.updateOrder.order).toMatchObject({ status: 'COMPLETED', isDownloadPermitted: true });
      expect(paid.updateOrder.order.datePaid).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);

      // The buyer now downloads every file of the order.
      const read = await me.data<{ order: OrderAnswer }>(GET_ORDER, { id: String(first.databaseId) });
      for (const item of read.order.downloadableItems.nodes) {
        expect((await download(item.url, me.authToken)).status).toBe(200);
      }
      // Recording it again grants nothing more.
      await manager.data(UPDATE_ORDER, { input: { id: String(second.databaseId), isPaid: true } });
      expect(await permissionsOf(store, second.databaseId)).toHaveLength(course.downloads.length);
    });

    it("is refused, in WooGraphQL's words, to the order's own customer (WooGraphQL 1.0.2 lets them: not here), another customer and a guest", async () => {
      const store = stores[profile];
      const course = await productBySlug(store, COURSE);
      const { me } = await customer(store);
      const order = await buy(me, course.id, 'cod');
      const { me: stranger } = await customer(store);
      for (const caller of [me, stranger, shopper(store)]) {
        for (const input of [
          { id: String(order.databaseId), status: 'PROCESSING' },
          { id: String(order.databaseId), isPaid: true },
        ]) {
          const result = await caller.graphql(UPDATE_ORDER, { input });
          expect(result.data).toEqual({ updateOrder: null });
          expect(result.errors).toEqual([
            expect.objectContaining({ message: CANNOT_UPDATE_ORDER, path: ['updateOrder'] }),
          ]);
        }
      }
      const read = await me.data<{ order: OrderAnswer }>(GET_ORDER, { id: String(order.databaseId) });
      expect(read.order).toMatchObject({
        status: 'ON_HOLD',
        datePaid: null,
        downloadableItems: { nodes: [] },
      });
    });

    it('tells a shop manager about an order that does not exist, and records payments only', async () => {
      const store = stores[profile];
      const manager = await shopManager(store);
      expect(await manager.error(UPDATE_ORDER, { input: { id: '999999', isPaid: true } })).toBe(
        orderNotFound(999999),
      );
      const course = await productBySlug(store, COURSE);
      const { me } = await customer(store);
      const order = await buy(me, course.id, 'bacs');
      for (const input of [{ status: 'CANCELLED' }, { isPaid: false }, {}]) {
        expect(await manager.error(UPDATE_ORDER, { input: { id: String(order.databaseId), ...input } })).toBe(
          ONLY_PAYMENT,
        );
      }
    });
  });
});

describe('gift cards bought with an unpaid order', () => {
  it('are issued once, when the payment is recorded', async () => {
    const store = stores.full;
    const product = await productBySlug(store, 'ppe-gift-card');
    const { me } = await customer(store);
    const extraData = JSON.stringify({
      wc_gc_giftcard_amount: '50',
      wc_gc_giftcard_to_name: 'Grace Hopper',
      wc_gc_giftcard_to: 'grace@example.com',
      wc_gc_giftcard_message: 'Stay safe',
      wc_gc_giftcard_delivery: new Date().toISOString().slice(0, 10),
    });
    await me.data(ADD_TO_CART, { input: { productId: product.id, quantity: 2, extraData } });
    const { checkout } = await me.data<{ checkout: { order: OrderAnswer } }>(CHECKOUT, {
      input: { billing: TEST_BILLING, paymentMethod: 'cod' },
    });
    const cardsOf = () =>
      store.database.db
        .select()
        .from(giftCards)
        .where(eq(giftCards.purchaseOrderId, checkout.order.databaseId));
    expect(checkout.order.status).toBe('PROCESSING');
    expect(await cardsOf()).toEqual([]);

    const manager = await shopManager(store);
    await manager.data(UPDATE_ORDER, {
      input: { id: String(checkout.order.databaseId), status: 'COMPLETED' },
    });
    const cards = await cardsOf();
    expect(cards.map((card) => [card.balance, card.recipientEmail])).toEqual([
      [5000, 'grace@example.com'],
      [5000, 'grace@example.com'],
    ]);
    // The same payment recorded again (the command after the mutation) issues none more.
    await recordOrderPayment(store.database.db, checkout.order.databaseId, { isPaid: true });
    expect(await cardsOf()).toHaveLength(2);
  });
});
