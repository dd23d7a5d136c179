/**
 * WooNuxt (scottyzen/woonuxt, its documents at the commit in testing/woonuxt/documents.ts, which
 * targets WooGraphQL 1.0.3) against this backend on its defaults, as a WooNuxt owner runs it:
 * NODE_ENV=production, public introspection on for WooNuxt's codegen and WooNuxt's origin
 * allowed (listed, it may send credentials, as its GraphQL client does with `credentials:
 * 'include'`), nothing else. Its build introspects the schema and validates every document; then a
 * shopper's requests go in the order WooNuxt sends them, with its own documents, variables and
 * headers (`woocommerce-session: Session <token>` taken from each answer, `Authorization: Bearer`
 * after login, the browser's `Origin`).
 */
import {
  buildClientSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  NoUnusedFragmentsRule,
  specifiedRules,
  validate,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILED } from '../accounts/resolvers.ts';
import { DEMO_COUPONS } from '../seed/store-setup.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { woonuxtDefinitions, woonuxtOperation, woonuxtOperations } from '../testing/woonuxt/documents.ts';

/** Where WooNuxt runs in development (its Nuxt server's default port). */
const WOONUXT_ORIGIN = 'http://localhost:3000';
const EMAIL = 'woonuxt.shopper@example.com';
const PASSWORD = 'a woonuxt password';
const NEW_PASSWORD = 'a newer woonuxt password';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({
    env: {
      NODE_ENV: 'production',
      COMMERCE_PUBLIC_INTROSPECTION: 'on',
      COMMERCE_CORS_ORIGINS: WOONUXT_ORIGIN,
      // The backend's own defaults, which the test store otherwise relaxes for busy test files.
      COMMERCE_RATE_LIMITS: '',
      COMMERCE_TEST_CARD: 'off',
    },
  });
});
afterAll(() => store?.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WOONUXT_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

/**
 * What a browser needs to hand WooNuxt the answer of a request sent with credentials: its own
 * origin named (not "*") and credentials allowed. Evidence: scottyzen/woonuxt
 * woonuxt_base/nuxt.config.ts, `'graphql-client'` `corsOptions: { mode: 'cors', credentials: 'include' }`.
 */
function expectCredentialedCors(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe(WOONUXT_ORIGIN);
  expect(response.headers.get('access-control-allow-credentials')).toBe('true');
}

describe("WooNuxt's build", () => {
  it('introspects the schema from its origin and every document validates against it', async () => {
    const response = await post({ query: getIntrospectionQuery() });
    expect(response.status).toBe(200);
    expectCredentialedCors(response);
    const { data } = (await response.json()) as { data: IntrospectionQuery };
    const schema = buildClientSchema(data);
    const errors = woonuxtOperations().flatMap(({ name, document }) =>
      validate(schema, document).map((error) => `${name}: ${error.message}`),
    );
    const fragmentRules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    errors.push(...validate(schema, woonuxtDefinitions(), fragmentRules).map((error) => error.message));
    expect(errors).toEqual([]);
  });

  it("lets the browser send WooNuxt's headers from its origin (the preflight)", async () => {
    const response = await fetch(`${store.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: WOONUXT_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,woocommerce-session,authorization',
      },
    });
    expect(response.status).toBeLessThan(300);
    expectCredentialedCors(response);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('woocommerce-session');
    expect(allowed).toContain('authorization');
  });
});

type Cart = {
  isEmpty: boolean;
  chosenShippingMethods: string[];
  availableShippingMethods: { rates: { id: string }[] }[];
  appliedCoupons: { code: string }[] | null;
  contents: { itemCount: number; nodes: { key: string; quantity: number }[] };
};
type Address = Record<string, string | null>;
type CartPage = {
  cart: Cart;
  customer: { databaseId: number | null; billing: Address; shipping: Address };
  viewer: { id: string; databaseId: number; username: string } | null;
  paymentGateways: { nodes: { id: string }[] };
};
type OrderNode = { databaseId: number; orderKey: string; status: string; lineItems: { nodes: unknown[] } };
type Orders = { customer: { orders: { nodes: OrderNode[] } } };

describe('a shopper on WooNuxt', () => {
  // One browser: its session and sign-in carry from one step to the next.
  let me: Shopper;
  /** Sends WooNuxt's document of that name with its variables; any GraphQL error fails the step. */
  const send = <T>(name: string, variables: Record<string, unknown> = {}) =>
    me.data<T>(woonuxtOperation(name), variables);
  let productId = 0;
  let orderId = 0;
  beforeAll(() => {
    me = shopper({ url: store.url, headers: { origin: WOONUXT_ORIGIN } });
  });

  it('browses the catalogue (getProducts) and a product page (getProduct, 37 aliases)', async () => {
    type Listed = { databaseId: number; slug: string; type: string; stockStatus?: string };
    const { products } = await send<{ products: { nodes: Listed[] } }>('getProducts');
    const simple = products.nodes.find(
      (product) => product.type === 'SIMPLE' && product.stockStatus === 'IN_STOCK',
    );
    if (!simple) throw new Error('the catalogue has no simple product in stock');
    productId = simple.databaseId;
    type Page = { product: { databaseId: number; rawPrice: string; related: { nodes: unknown[] } } };
    const { product } = await send<Page>('getProduct', { slug: simple.slug });
    expect(product.databaseId).toBe(productId);
    expect(Number(product.rawPrice)).toBeGreaterThan(0);
  });

  it('fills the cart: addToCart, UpDateCartQuantity, getCart and applyCoupon', async () => {
    const initial = await send<CartPage>('getCart');
    expect(initial.viewer).toBeNull();
    expect(initial.paymentGateways.nodes.map((gateway) => gateway.id)).toContain('cod');
    const added = await send<{ addToCart: { cart: Cart } }>('addToCart', {
      input: { productId, quantity: 1 },
    });
    expect(me.session).toMatch(/^Session \S+/);
    const key = added.addToCart.cart.contents.nodes[0]?.key;
    await send('UpDateCartQuantity', { key, quantity: 2 });
    expect((await send<CartPage>('getCart')).cart.contents.itemCount).toBe(2);
    const code = DEMO_COUPONS[0]?.code;
    const coupon = await send<{ applyCoupon: { applied: { code: string }; cart: Cart } }>('applyCoupon', {
      code,
    });
    expect(coupon.applyCoupon.applied.code).toBe(code);
  });

  it('registers (registerCustomer) and signs in (login), keeping the cart', async () => {
    await send('registerCustomer', {
      input: { username: 'woonuxt-shopper', email: EMAIL, password: PASSWORD },
    });
    type Login = { login: { authToken: string; user: { username: string } } };
    const { login } = await send<Login>('login', { username: EMAIL, password: PASSWORD });
    me.authToken = login.authToken;
    const page = await send<CartPage>('getCart');
    expect(page.viewer?.username).toBe('woonuxt-shopper');
    expect(page.cart.contents.itemCount).toBe(2);
  });

  it('gives the addresses (UpdateCustomer) and picks a shipping rate (ChangeShippingMethod)', async () => {
    const { viewer } = await send<CartPage>('getCart');
    const billing = {
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '1 Harbour Way',
      city: 'Springfield',
      state: 'IL',
      postcode: '62701',
      country: 'US',
      email: EMAIL,
      phone: '555-0100',
    };
    const shipping = { ...billing, firstName: 'Site', lastName: 'Office', address1: '9 Dock Road' };
    await send('UpdateCustomer', { input: { id: viewer?.id, billing, shipping } });
    const { cart } = await send<CartPage>('getCart');
    const rate = cart.availableShippingMethods[0]?.rates[0]?.id;
    if (!rate) throw new Error('no shipping rate offered for the address');
    const changed = await send<{ updateShippingMethod: { cart: Cart } }>('ChangeShippingMethod', {
      shippingMethods: [rate],
    });
    expect(changed.updateShippingMethod.cart.chosenShippingMethods).toEqual([rate]);
  });

  it('pays cash on delivery, shipping to a different address (Checkout)', async () => {
    const { cart, customer } = await send<CartPage>('getCart');
    // WooNuxt's useCheckout: the customer's addresses, the chosen rates and its own metaData.
    const { checkout } = await send<{
      checkout: { result: string; order: { databaseId: number; orderKey: string; status: string } };
    }>('Checkout', {
      billing: customer.billing,
      shipping: customer.shipping,
      shippingMethod: cart.chosenShippingMethods,
      metaData: [{ key: 'order_via', value: 'WooNuxt' }],
      paymentMethod: 'cod',
      customerNote: '',
      shipToDifferentAddress: true,
      isPaid: false,
      account: null,
    });
    expect(checkout.result).toBe('success');
    expect(checkout.order.status).toBe('PROCESSING');
    orderId = checkout.order.databaseId;
    expect((await send<CartPage>('getCart')).cart.isEmpty).toBe(true);
  });

  // Evidence: WooNuxt's getOrder asks customer.orders(where: {search: $id}); real-site README,
  // item 15: a number finds that order.
  it("opens the order's page (getOrder by search), the order list (getOrders) and downloads", async () => {
    const { customer } = await send<Orders>('getOrder', { id: String(orderId) });
    expect(customer.orders.nodes.map((order) => order.databaseId)).toEqual([orderId]);
    expect(customer.orders.nodes[0]?.lineItems.nodes).toHaveLength(1);
    // Checkout's createdVia defaults to "WooNuxt" in WooNuxt's document; the field is WooGraphQL
    // 1.0.3's (real-site README, item 16: refused by 1.0.2).
    const source = await me.data<{ order: { createdVia: string } }>(
      'query ($id: ID!) { order(id: $id, idType: DATABASE_ID) { createdVia } }',
      { id: String(orderId) },
    );
    expect(source.order.createdVia).toBe('WooNuxt');
    const all = await send<Orders>('getOrders');
    expect(all.customer.orders.nodes.map((order) => order.databaseId)).toEqual([orderId]);
    const downloads = await send<{ customer: { downloadableItems: { nodes: unknown[] } } }>('getDownloads');
    expect(downloads.customer.downloadableItems.nodes).toEqual([]);
  });

  // Evidence: scottyzen/woonuxt ChangePassword.vue (GqlUpdateCustomer with id and password, then
  // loginUser); real-site README, item 15: the password changes with no current password asked.
  it('changes the password without the current one, then signs in with it (ChangePassword.vue)', async () => {
    const { viewer } = await send<CartPage>('getCart');
    await send('UpdateCustomer', { input: { id: viewer?.id, password: NEW_PASSWORD } });
    // WooNuxt signs in again at once, its old Authorization header still set.
    const { login } = await send<{ login: { authToken: string } }>('login', {
      username: viewer?.username,
      password: NEW_PASSWORD,
    });
    me.authToken = login.authToken;
    expect((await send<CartPage>('getCart')).viewer?.databaseId).toBe(viewer?.databaseId);
    const stranger = shopper({ url: store.url, headers: { origin: WOONUXT_ORIGIN } });
    expect(await stranger.error(woonuxtOperation('login'), { username: EMAIL, password: PASSWORD })).toBe(
      LOGIN_FAILED,
    );
  });
});
