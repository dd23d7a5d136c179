/**
 * A cash-on-delivery order of a downloadable product, and a shop manager recording its payment,
 * replayed as a real site answered them (real-site/mark-paid.json, recorded from a real
 * WooCommerce 9.9.5 / WooGraphQL 1.0.2 site): checkout ON_HOLD with no downloads; updateOrder
 * {status: PROCESSING} grants them with no date paid; {isPaid: true} completes the order with the
 * date; a stranger and a guest are refused in WooGraphQL's words.
 *
 * Adapted where this backend differs on purpose, each said where it is done:
 * - the order's own customer may NOT run updateOrder here (WooGraphQL 1.0.2 lets them, which let
 *   the recorded customer mark their own order paid and download it): their two updateOrder
 *   pairs expect the capability error, and the shop manager's later pairs then do the moving;
 * - files: this store allows 5 downloads over 30 days (the recorded site set no limit), links are
 *   its own /download/<key>, and the file ids its own;
 * - `downloadUrl` and `ProductDownload.fileExists` are not in this backend's subset: left out;
 * - a customer's downloadableItems list a file once per order that bought it (WooCommerce groups
 *   them by file: one node for the two orders here);
 * - emptyCart on a cart already empty answers the empty cart (WooGraphQL: "Cart is empty"), a
 *   setup step of the recording, not its subject.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShopManager } from '../../accounts/shop-manager.ts';
import { customers } from '../../db/schema.ts';
import { DOWNLOAD_LIMIT } from '../../downloads/permissions.ts';
import { CANNOT_UPDATE_ORDER } from '../../payments/resolvers.ts';
import { addProduct } from '../../testing/cart-products.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { loadRecordedPairs, type RecordedPair, Replay } from './replay.ts';

const RECORDED_SITE = 'http://localhost:8080';
const RECORDED = {
  productId: 122,
  customerId: 2,
  managerId: 13,
  file: `${RECORDED_SITE}/wp-content/uploads/woocommerce_uploads/realwoo-fit-test-guide.pdf`,
};
const ACCOUNTS = {
  customer: { username: 'login-test', email: 'login-test@example.com', password: 'Str0ng-Passw0rd!' },
  manager: {
    username: 'realwoo-shopmgr',
    email: 'realwoo-shopmgr@example.com',
    password: 'ShopMgr-Passw0rd!',
  },
};

/** The customer's own updateOrder calls: allowed by WooGraphQL 1.0.2, refused here. */
const OWNER_UPDATES = /^customer \(no shop role\): updateOrder/;

/** Removes the fields this backend does not serve from a query and from an answer. */
const withoutUnservedFields = (query: string) =>
  query.replace(/ downloadUrl\b/g, '').replace(/ fileExists\b/g, '');

function adaptAnswer(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(adaptAnswer);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([key]) => key !== 'downloadUrl' && key !== 'fileExists')
    .map(([key, item]) => {
      // This store's own download rule where the recorded site set none (see above).
      if (key === 'downloadsRemaining' && item === null) return [key, DOWNLOAD_LIMIT];
      if (key === 'accessExpires' && item === null) return [key, 'a date'];
      return [key, adaptAnswer(item)];
    });
  return Object.fromEntries(entries);
}

/** The customer's files after both orders were paid: one node per order here (see above). */
const CUSTOMER_FILES_AFTER = 'customer: customer.downloadableItems after';
const EMPTY_CART_AGAIN = 'customer: emptyCart (start clean)';

function perOrder(answer: unknown): unknown {
  const body = answer as { data: { customer: { downloadableItems: { nodes: unknown[] } } } };
  const nodes = body.data.customer.downloadableItems.nodes;
  return {
    ...body,
    data: { customer: { ...body.data.customer, downloadableItems: { nodes: [...nodes, ...nodes] } } },
  };
}

/** The pair as this backend must answer it. */
function adapt(pair: RecordedPair, refusal: unknown): RecordedPair {
  const body = pair.request.body
    ? { ...pair.request.body, query: withoutUnservedFields(pair.request.body.query) }
    : pair.request.body;
  let answer = OWNER_UPDATES.test(pair.name) ? refusal : adaptAnswer(pair.response.body);
  if (pair.name === CUSTOMER_FILES_AFTER) answer = perOrder(answer);
  if (pair.name === EMPTY_CART_AGAIN && (answer as { errors?: unknown }).errors) {
    answer = { data: { emptyCart: { cart: { isEmpty: true } } } };
  }
  return { ...pair, request: { ...pair.request, body }, response: { ...pair.response, body: answer } };
}

const REGISTER = `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`;

let store: TestStore;
let replay: Replay;
beforeAll(async () => {
  store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
  const productId = await addProduct(store.database.db, {
    price: 900,
    name: 'Respirator Fit-Test Guide (PDF)',
    virtual: true,
    downloadable: true,
    downloads: [{ name: 'Fit-Test Guide PDF', file: RECORDED.file }],
  });
  // Signed up as any shopper; a stock site's answer names no customer without `authenticate`.
  const register = async (account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS]) => {
    await store.data(REGISTER, { input: account });
    const [row] = await store.database.db.select().from(customers).where(eq(customers.email, account.email));
    if (!row) throw new Error(`${account.email} was not registered`);
    return row.id;
  };
  const customerId = await register(ACCOUNTS.customer);
  const managerId = await register(ACCOUNTS.manager);
  await makeShopManager(store.database.db, ACCOUNTS.manager.email);
  const [manager] = await store.database.db.select().from(customers).where(eq(customers.id, managerId));
  expect(manager?.roles).toEqual(['shop_manager']);
  replay = new Replay(
    store.url,
    RECORDED_SITE,
    [
      [RECORDED.productId, productId],
      [RECORDED.customerId, customerId],
      [RECORDED.managerId, managerId],
    ],
    { shape: ['url'], ids: ['downloadId', 'orderNumber', 'key'] },
  );
});
afterAll(() => store?.close());

describe('the stock profile replays a real site recording an offline payment (mark-paid.json)', () => {
  const pairs = loadRecordedPairs('mark-paid.json');
  // WooGraphQL's refusal as the site gave it to the stranger and the guest.
  const refusal = pairs.find((pair) => pair.name.startsWith('anonymous'))?.response.body;
  expect(refusal).toMatchObject({ errors: [{ message: CANNOT_UPDATE_ORDER }] });

  pairs.forEach((pair, index) => {
    const name = OWNER_UPDATES.test(pair.name)
      ? `${pair.name}: refused here, only shop managers record payments`
      : pair.name;
    it(`${index + 1}. ${name}`, async () => {
      expect(await replay.send(adapt(pair, withoutDebug(refusal)))).toEqual([]);
    });
  });
});

function withoutDebug(body: unknown): unknown {
  const { extensions: _debug, ...rest } = body as { extensions?: unknown };
  return rest;
}
