import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadPermissions, products } from '../db/schema.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { EXHAUSTED, EXPIRED, NO_PERMISSION, NOT_FOUND } from './http.ts';

let store: TestStore;
type Product = { id: number; name: string; downloads: { name: string; file: string }[] };
let course: Product;
let ebook: Product;
beforeAll(async () => {
  store = await startTestStore();
  const productBySlug = async (slug: string) => {
    const [row] = await store.database.db
      .select({ id: products.id, name: products.name, downloads: products.downloads })
      .from(products)
      .where(eq(products.slug, slug));
    if (!row) throw new Error(`No product ${slug}`);
    return row;
  };
  course = await productBySlug('respirator-fit-testing-training-course-online');
  ebook = await productBySlug('welding-safety-ebook');
});
afterAll(async () => {
  await store?.close();
});

const ITEM_FIELDS = `id name url accessExpires downloadsRemaining downloadId
  product { databaseId name } download { downloadId name file }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId orderKey status downloadableItems { nodes { ${ITEM_FIELDS} } } } } }`;
const GET_DOWNLOADS = `query getDownloads { customer { downloadableItems(first: 100) { nodes { ${ITEM_FIELDS} } } } }`;
const GET_ORDER_DOWNLOADS = `query getOrder($id: ID!) {
  order(id: $id, idType: DATABASE_ID) { databaseId downloadableItems { nodes { ${ITEM_FIELDS} } } } }`;

interface Item {
  id: string;
  name: string;
  url: string;
  accessExpires: string | null;
  downloadsRemaining: number | null;
  downloadId: string;
  product: { databaseId: number; name: string };
  download: { downloadId: string; name: string; file: string };
}
interface PlacedOrder {
  databaseId: number;
  orderKey: string;
  status: string;
  downloadableItems: { nodes: Item[] };
}

let emails = 0;
const billing = (email: string) => ({
  firstName: 'Dana',
  lastName: 'Buyer',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email,
  phone: '555-123-4567',
});

/** Buys the product, paid at once with the test card unless another method is named. */
async function buy(
  me: Shopper,
  productId: number,
  email: string,
  paymentMethod = 'test_card',
): Promise<PlacedOrder> {
  await me.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
  const paid =
    paymentMethod === 'test_card' ? [{ key: '_test_card_number', value: '4242 4242 4242 4242' }] : [];
  const data = await me.data<{ checkout: { order: PlacedOrder } }>(CHECKOUT, {
    input: { billing: billing(email), paymentMethod, metaData: paid },
  });
  return data.checkout.order;
}

/** A new signed-in customer who has bought `productId`. */
async function customerWhoBought(productId: number) {
  const me = shopper(store);
  emails += 1;
  const email = `buyer${emails}@example.com`;
  const { customerId } = await registerShopper(me, email);
  const order = await buy(me, productId, email);
  return { me, customerId, order };
}

const keyOf = (item: Item) => new URL(item.url).pathname.split('/').at(-1) ?? '';

const download = (url: string, authToken?: string | null) =>
  fetch(url, { headers: authToken ? { authorization: `Bearer ${authToken}` } : {} });

const permissionOf = async (key: string) =>
  (
    await store.database.db.select().from(downloadPermissions).where(eq(downloadPermissions.downloadKey, key))
  )[0];

describe('download permissions', () => {
  it('are granted when an order is placed paid: one per file, 5 downloads, 30 days', async () => {
    const { order } = await customerWhoBought(course.id);
    expect(order.status).toBe('PROCESSING');
    const items = order.downloadableItems.nodes;
    expect(course.downloads.length).toBeGreaterThan(1);
    expect(items.map((item) => item.name)).toEqual(course.downloads.map((file) => file.name));
    for (const item of items) {
      expect(item.downloadsRemaining).toBe(5);
      expect(item.url).toMatch(new RegExp(`^${store.url}/download/[A-Za-z0-9_-]{20,}$`));
      expect(item.product).toEqual({ databaseId: course.id, name: course.name });
      const days = (Date.parse(`${item.accessExpires}Z`) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    }
    expect(items[0]?.download).toEqual({
      downloadId: `${course.id}-0`,
      name: 'Course workbook',
      file: '/downloads/fit-testing-course-workbook.pdf',
    });
    expect(new Set(items.map(keyOf)).size).toBe(items.length);
  });

  it('are not granted for an order waiting for payment (on hold)', async () => {
    const me = shopper(store);
    const order = await buy(me, ebook.id, 'waiting@example.com', 'bacs');
    expect(order.status).toBe('ON_HOLD');
    expect(order.downloadableItems.nodes).toEqual([]);
    const rows = await store.database.db
      .select()
      .from(downloadPermissions)
      .where(eq(downloadPermissions.orderId, order.databaseId));
    expect(rows).toEqual([]);
  });
});

describe("the customer's downloadableItems", () => {
  it("lists only the signed-in viewer's files", async () => {
    const first = await customerWhoBought(course.id);
    const second = await customerWhoBought(ebook.id);
    const mine = await first.me.data<{ customer: { downloadableItems: { nodes: Item[] } } }>(GET_DOWNLOADS);
    expect(mine.customer.downloadableItems.nodes.map((item) => item.name)).toEqual(
      course.downloads.map((file) => file.name),
    );
    const theirs = await second.me.data<{ customer: { downloadableItems: { nodes: Item[] } } }>(
      GET_DOWNLOADS,
    );
    expect(theirs.customer.downloadableItems.nodes.map((item) => item.name)).toEqual([
      'Welding Safety eBook (PDF)',
    ]);
    const guest = await shopper(store).data<{ customer: { downloadableItems: { nodes: Item[] } } }>(
      GET_DOWNLOADS,
    );
    expect(guest.customer.downloadableItems.nodes).toEqual([]);
  });

  it("are not readable through another customer's order", async () => {
    const owner = await customerWhoBought(ebook.id);
    const other = await customerWhoBought(course.id);
    const result = await other.me.graphql<{ order: PlacedOrder | null }>(GET_ORDER_DOWNLOADS, {
      id: String(owner.order.databaseId),
    });
    expect(result.data?.order).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Not authorized to access this order');
  });
});

describe('GET /download/<key>', () => {
  it('serves the PDF to its owner as an attachment and counts the download', async () => {
    const { me, order } = await customerWhoBought(ebook.id);
    const item = order.downloadableItems.nodes[0] as Item;
    const response = await download(item.url, me.authToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="welding-safety-ebook.pdf"',
    );
    const body = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(body).toContain('Welding Safety eBook');
    const after = await me.data<{ customer: { downloadableItems: { nodes: Item[] } } }>(GET_DOWNLOADS);
    expect(after.customer.downloadableItems.nodes[0]?.downloadsRemaining).toBe(4);
    expect((await permissionOf(keyOf(item)))?.downloadCount).toBe(1);
  });

  it("refuses another customer's download, a missing sign-in and a wrong order key, counting nothing", async () => {
    const owner = await customerWhoBought(ebook.id);
    const other = await customerWhoBought(ebook.id);
    const item = owner.order.downloadableItems.nodes[0] as Item;
    for (const attempt of [
      download(item.url, other.me.authToken),
      download(item.url),
      download(`${item.url}?order_key=${other.order.orderKey}`),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(NO_PERMISSION);
    }
    expect(await permissionOf(keyOf(item))).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
  });

  it('answers 401 with the sign-in message for a bad token, so the client can refresh it', async () => {
    const { order } = await customerWhoBought(ebook.id);
    const item = order.downloadableItems.nodes[0] as Item;
    const response = await download(item.url, 'not-a-real-token');
    expect(response.status).toBe(401);
    expect(await response.text()).toBe('Invalid authentication token. Please sign in again.');
    expect(await permissionOf(keyOf(item))).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
  });

  it('answers 404 for a guessed key', async () => {
    const { me } = await customerWhoBought(ebook.id);
    const response = await download(
      `${store.url}/download/guessed-key-AAAAAAAAAAAAAAAAAAAAAAAA`,
      me.authToken,
    );
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(NOT_FOUND);
  });

  it('refuses an exhausted download with its message', async () => {
    const { me, order } = await customerWhoBought(ebook.id);
    const item = order.downloadableItems.nodes[0] as Item;
    await store.database.db
      .update(downloadPermissions)
      .set({ downloadsRemaining: 1 })
      .where(eq(downloadPermissions.downloadKey, keyOf(item)));
    expect((await download(item.url, me.authToken)).status).toBe(200);
    const refused = await download(item.url, me.authToken);
    expect(refused.status).toBe(410);
    expect(await refused.text()).toBe(EXHAUSTED);
    expect(await permissionOf(keyOf(item))).toMatchObject({ downloadsRemaining: 0, downloadCount: 1 });
  });

  it('gives the last download to exactly one of two simultaneous requests', async () => {
    const { me, order } = await customerWhoBought(ebook.id);
    const item = order.downloadableItems.nodes[0] as Item;
    await store.database.db
      .update(downloadPermissions)
      .set({ downloadsRemaining: 1 })
      .where(eq(downloadPermissions.downloadKey, keyOf(item)));
    const statuses = (await Promise.all([download(item.url, me.authToken), download(item.url, me.authToken)]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 410]);
  });

  it('refuses an expired download with its message, counting nothing', async () => {
    const { me, order } = await customerWhoBought(ebook.id);
    const item = order.downloadableItems.nodes[0] as Item;
    await store.database.db
      .update(downloadPermissions)
      .set({ accessExpires: new Date(Date.now() - 60_000) })
      .where(eq(downloadPermissions.downloadKey, keyOf(item)));
    const refused = await download(item.url, me.authToken);
    expect(refused.status).toBe(410);
    expect(await refused.text()).toBe(EXPIRED);
    expect(await permissionOf(keyOf(item))).toMatchObject({ downloadsRemaining: 5, downloadCount: 0 });
    const listed = await me.data<{ customer: { downloadableItems: { nodes: Item[] } } }>(
      'query { customer { downloadableItems(where: { expired: true }) { nodes { name } } } }',
    );
    expect(listed.customer.downloadableItems.nodes).toEqual([{ name: 'Welding Safety eBook (PDF)' }]);
  });

  // WooCommerce's download links carry the order key and the billing email (WC_Download_Handler
  // checks both); a guest's link here does the same.
  it("lets a guest download with the order key and billing email the order's link carries", async () => {
    const guest = shopper(store);
    const order = await buy(guest, ebook.id, 'guest.buyer@example.com');
    const item = order.downloadableItems.nodes[0] as Item;
    expect(item.url).toBe(
      `${store.url}/download/${keyOf(item)}?order_key=${order.orderKey}&email=guest.buyer%40example.com`,
    );
    const response = await download(item.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bare = `${store.url}/download/${keyOf(item)}`;
    expect((await download(bare)).status).toBe(403);
    expect((await download(`${bare}?order_key=${order.orderKey}`)).status).toBe(403);
    expect((await download(`${bare}?order_key=${order.orderKey}&email=someone%40example.com`)).status).toBe(
      403,
    );
  });
});
