/**
 * What the WooNuxt storefront asks of the backend beyond the shared catalogue and cart, with
 * real data: catalogue visibility and status filters, grouped products, attribute terms in the
 * order asked for, fullYoastHead, the order source, the customer's registration date and
 * filtered orders, allSettings, updateUser and the WooNuxt Settings fields.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUPED_CHILDREN_META_KEY } from '../catalog/woonuxt-product-fields.ts';
import { customers, orders, products } from '../db/schema.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { PASSWORD, registerShopper } from '../testing/account-operations.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
let simple: number;
let catalogOnly: number;
let searchOnly: number;
let hidden: number;
let draft: number;
beforeAll(async () => {
  store = await startTestStore();
  const db = store.database.db;
  const tagged = (name: string, extra: { catalogVisibility?: string; status?: string }) =>
    addProduct(db, {
      name,
      price: 1500,
      slug: `woonuxt-${name.toLowerCase().replace(/\W+/g, '-')}`,
      searchText: name.toLowerCase(),
      ...extra,
    });
  simple = await tagged('Visible respirator', {});
  catalogOnly = await tagged('Catalog only visor', { catalogVisibility: 'catalog' });
  searchOnly = await tagged('Search only visor', { catalogVisibility: 'search' });
  hidden = await tagged('Hidden visor', { catalogVisibility: 'hidden' });
  draft = await tagged('Draft visor', { status: 'draft' });
});
afterAll(() => store?.close());

const billing = {
  firstName: 'Lise',
  lastName: 'Meitner',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'lise@example.com',
  phone: '555-0100',
};

const ids = (nodes: { databaseId: number }[]) => nodes.map((node) => node.databaseId);

async function listed(where: Record<string, unknown>): Promise<number[]> {
  const { products } = await store.data<{ products: { nodes: { databaseId: number }[] } }>(
    'query ($where: RootQueryToProductConnectionWhereArgs) { products(first: 100, where: $where) { nodes { databaseId } } }',
    { where: { include: [simple, catalogOnly, searchOnly, hidden, draft], ...where } },
  );
  return ids(products.nodes).sort((a, b) => a - b);
}

describe('products(where: { visibility, status })', () => {
  // Evidence: wp-graphql/wp-graphql-woocommerce, includes/data/connection/
  // class-product-connection-resolver.php maps visibility onto the product_visibility terms
  // (search: not exclude-from-search; catalog: not exclude-from-catalog; visible: neither;
  // hidden: both) and keeps visitors to products in the catalogue; wp-graphql/wp-graphql,
  // PostObjectConnectionResolver::sanitize_post_stati drops the statuses a visitor may not read.
  it('narrows the listing by WooCommerce catalogue visibility', async () => {
    expect(await listed({})).toEqual([simple, catalogOnly].sort((a, b) => a - b));
    expect(await listed({ visibility: 'VISIBLE' })).toEqual([simple]);
    expect(await listed({ visibility: 'CATALOG' })).toEqual([simple, catalogOnly].sort((a, b) => a - b));
    expect(await listed({ visibility: 'HIDDEN' })).toEqual([]);
    expect(await listed({ visibility: 'SEARCH', search: 'visor' })).toEqual([searchOnly]);
  });

  it('lists only published products whatever status is asked for', async () => {
    expect(await listed({ status: 'publish', visibility: 'VISIBLE' })).toEqual([simple]);
    expect(await listed({ status: 'draft' })).not.toContain(draft);
    const long = await store.graphql(
      '{ products(where: { status: "published-or-maybe-not-published" }) { nodes { databaseId } } }',
    );
    expect(long.errors?.[0]?.message).toBe('A product status is a short word such as "publish".');
  });
});

describe('GroupProduct', () => {
  it('is served for a grouped product, with its children in order and the WooNuxt fields', async () => {
    const db = store.database.db;
    const [group] = await db
      .insert(products)
      .values({
        type: 'grouped' as 'simple',
        slug: 'woonuxt-welding-kit',
        name: 'Welding kit',
        metaData: [{ key: GROUPED_CHILDREN_META_KEY, value: JSON.stringify([catalogOnly, simple, draft]) }],
      })
      .returning({ id: products.id });
    const { product } = await store.data<{
      product: {
        __typename: string;
        type: string;
        name: string;
        onSale: boolean;
        products: { nodes: { databaseId: number }[] };
        fullYoastHead: string;
      };
    }>(
      `{ product(id: "woonuxt-welding-kit", idType: SLUG) { __typename type name
         ... on GroupProduct { onSale products { nodes { databaseId } } fullYoastHead(frontendUrl: "https://shop.example") } } }`,
    );
    expect(product).toMatchObject({
      __typename: 'GroupProduct',
      type: 'GROUPED',
      name: 'Welding kit',
      onSale: false,
    });
    // The draft child stays out, as WooCommerce shows only published children.
    expect(ids(product.products.nodes)).toEqual([catalogOnly, simple]);
    expect(product.fullYoastHead).toContain('<title>Welding kit');
    expect(group?.id).toBeGreaterThan(0);
  });
});

describe('fullYoastHead (WooNuxt Settings)', () => {
  // Evidence: scottyzen/woonuxt-settings, includes/graphql/yoast.php: the Yoast head tags, site
  // URLs replaced by frontendUrl; sanitize keeps title, meta, link and script only.
  it('is the product head built from its SEO data, with the frontend URL swapped in', async () => {
    const { product } = await store.data<{ product: { fullYoastHead: string } }>(
      `{ product(id: "${simple}", idType: DATABASE_ID) { fullYoastHead(sanitize: true, frontendUrl: "https://shop.example/") } }`,
    );
    const head = product.fullYoastHead;
    expect(head).toContain('<title>Visible respirator');
    expect(head).toContain(
      '<link rel="canonical" href="https://shop.example/product/woonuxt-visible-respirator/" />',
    );
    expect(head).toContain('<meta property="og:title" content="Visible respirator" />');
    expect(head).toMatch(/<script type="application\/ld\+json" class="yoast-schema-graph">\{/);
    expect(head).not.toMatch(/<(?!\/?(title|meta|link|script)\b)/);
  });
});

describe('GlobalProductAttribute.terms(where)', () => {
  it('answers in the order asked for (WooNuxt asks MENU_ORDER ASC) and filters by slug', async () => {
    type Terms = { nodes: { slug: string; name: string }[] };
    type Attrs = {
      products: {
        nodes: { slug: string; attributes?: { nodes: { scope: string; terms?: Terms }[] } }[];
      };
    };
    const { products: list } = await store.data<Attrs>(
      `{ products(first: 100) { nodes { slug ... on ProductWithAttributes { attributes { nodes { scope
         ... on GlobalProductAttribute { terms { nodes { slug name } } } } } } } } }`,
    );
    const sample = list.nodes.find((node) =>
      node.attributes?.nodes.some((attribute) => (attribute.terms?.nodes.length ?? 0) >= 3),
    );
    expect(sample).toBeDefined();
    const attributeIndex =
      sample?.attributes?.nodes.findIndex((attribute) => (attribute.terms?.nodes.length ?? 0) >= 3) ?? -1;
    const termsOf = async (where: Record<string, unknown>) => {
      const { product } = await store.data<{ product: { attributes: { nodes: { terms?: Terms }[] } } }>(
        `query ($slug: ID!, $where: GlobalProductAttributeToTermNodeConnectionWhereArgs) {
           product(id: $slug, idType: SLUG) { ... on ProductWithAttributes { attributes { nodes {
             ... on GlobalProductAttribute { terms(where: $where) { nodes { slug name } } } } } } } }`,
        { slug: sample?.slug, where },
      );
      return product.attributes.nodes[attributeIndex]?.terms?.nodes ?? [];
    };
    const byName = await termsOf({ orderby: 'NAME', order: 'ASC' });
    const names = byName.map((term) => term.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect((await termsOf({ orderby: 'NAME', order: 'DESC' })).map((term) => term.slug)).toEqual(
      byName.map((term) => term.slug).reverse(),
    );
    const first = byName[0]?.slug ?? '';
    expect((await termsOf({ slug: [first] })).map((term) => term.slug)).toEqual([first]);
    expect(await termsOf({ orderby: 'MENU_ORDER', order: 'ASC' })).toHaveLength(byName.length);
  });
});

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId createdVia status } } }`;

async function buy(me: Shopper, extra: Record<string, unknown> = {}, quantity = 1) {
  await me.data(ADD_TO_CART, { input: { productId: simple, quantity } });
  const data = await me.data<{
    checkout: { order: { databaseId: number; createdVia: string; status: string } };
  }>(CHECKOUT, { input: { billing, paymentMethod: 'cod', ...extra } });
  return data.checkout.order;
}

describe('CheckoutInput.createdVia (WooGraphQL 1.0.3)', () => {
  // Evidence: reference/woographql/woographql-1.0.3-delta.graphql, CheckoutInput.createdVia:
  // "Source of the order … Defaults to \"checkout\"".
  it('is kept on the order; "checkout" when not given; metaData cannot forge it', async () => {
    const guest = shopper(store);
    expect((await buy(guest, { createdVia: 'woonuxt' })).createdVia).toBe('woonuxt');
    const plain = await buy(shopper(store), { metaData: [{ key: '_created_via', value: 'forged' }] });
    expect(plain.createdVia).toBe('checkout');
  });
});

describe('Customer.date and Customer.orders(where)', () => {
  it('answer the signed-in owner: registration date, orders filtered by status and id', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'date-and-orders@example.com');
    const first = await buy(me);
    const second = await buy(me, {}, 2);
    await store.database.db
      .update(orders)
      .set({ status: 'completed' })
      .where(eq(orders.id, second.databaseId));
    const [row] = await store.database.db.select().from(customers).where(eq(customers.id, customerId));

    type Data = {
      customer: { date: string | null; orders: { nodes: { databaseId: number; status: string }[] } };
    };
    const query = `query ($where: CustomerToOrderConnectionWhereArgs) {
      customer { date orders(first: 100, where: $where) { nodes { databaseId status } } } }`;
    const all = await me.data<Data>(query, {});
    expect(all.customer.date).toBe(row?.createdAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'));
    expect(ids(all.customer.orders.nodes)).toEqual([second.databaseId, first.databaseId]);
    const completed = await me.data<Data>(query, { where: { statuses: ['COMPLETED'] } });
    expect(ids(completed.customer.orders.nodes)).toEqual([second.databaseId]);
    const oldestFirst = await me.data<Data>(query, { where: { orderby: [{ field: 'DATE', order: 'ASC' }] } });
    expect(ids(oldestFirst.customer.orders.nodes)).toEqual([first.databaseId, second.databaseId]);
    const excluded = await me.data<Data>(query, { where: { exclude: [first.databaseId] } });
    expect(ids(excluded.customer.orders.nodes)).toEqual([second.databaseId]);

    // A guest has neither.
    const guest = await shopper(store).data<Data>(query, {});
    expect(guest.customer.date).toBeNull();
    expect(guest.customer.orders.nodes).toEqual([]);
  });
});

describe("Customer.orders(where: { search }) (WooNuxt's order page)", () => {
  // Evidence: scottyzen/woonuxt getOrder (woonuxt_base/app/queries, codegen at 57a45e13) asks
  // `customer { orders(where: { search: $id }) }` with the order number from the URL;
  // wp-graphql/wp-graphql-woocommerce Order_Connection_Resolver::sanitize_input_fields hands
  // `search` to wc_order_search; on the recorded real site (real-site README, item 15)
  // `customer.orders(where: {search: "116"})` found order 116.
  it("finds the owner's order by its number, an address or a product name, and nobody else's", async () => {
    const me = shopper(store);
    await registerShopper(me, 'order-search@example.com');
    const first = await buy(me);
    const second = await buy(me, { billing: { ...billing, lastName: 'Noether', city: 'Erlangen' } });
    type Data = { customer: { orders: { nodes: { databaseId: number }[] } } };
    const search = async (who: Shopper, term: string) =>
      ids(
        (
          await who.data<Data>(
            'query ($term: String) { customer { orders(where: { search: $term }) { nodes { databaseId } } } }',
            { term },
          )
        ).customer.orders.nodes,
      );
    expect(await search(me, String(first.databaseId))).toEqual([first.databaseId]);
    expect(await search(me, ` ${second.databaseId} `)).toEqual([second.databaseId]);
    expect(await search(me, 'noether')).toEqual([second.databaseId]);
    expect(await search(me, 'Visible resp')).toEqual([second.databaseId, first.databaseId]);
    expect(await search(me, '')).toEqual([second.databaseId, first.databaseId]);
    expect(await search(me, '%')).toEqual([]);
    expect(await search(me, String(second.databaseId + 1000))).toEqual([]);

    const stranger = shopper(store);
    await registerShopper(stranger, 'order-search-stranger@example.com');
    expect(await search(stranger, String(first.databaseId))).toEqual([]);
  });
});

describe('Customer.calculatedShipping and hasCalculatedShipping', () => {
  // Evidence: wp-graphql/wp-graphql-woocommerce registers both on Customer from
  // WC_Customer::get_calculated_shipping / has_calculated_shipping; only WooCommerce's own cart and
  // checkout pages set that flag, never a GraphQL mutation (Customer_Update sets address fields
  // only). WooNuxt's ChangeShippingCounty asks for both after changing the address.
  it('are false after a shipping address change, as on a GraphQL-only WooCommerce shop', async () => {
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: simple, quantity: 1 } });
    const { updateCustomer } = await me.data<{ updateCustomer: { customer: Record<string, unknown> } }>(
      `mutation { updateCustomer(input: { shipping: { country: US, state: "IL" }, billing: { country: US, state: "IL" } }) {
         customer { calculatedShipping hasCalculatedShipping shipping { state } } } }`,
    );
    expect(updateCustomer.customer).toEqual({
      calculatedShipping: false,
      hasCalculatedShipping: false,
      shipping: { state: 'IL' },
    });
  });
});

const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { databaseId firstName lastName email } } }`;

describe('updateUser (WPGraphQL core)', () => {
  // Evidence: wp-graphql/wp-graphql, UserUpdate mutation: a user may update only themselves
  // unless they can edit_users; messages here are updateCustomer's, the same rules in words.
  it('lets the signed-in user change their own names, email and password, nobody else', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'update-user@example.com');
    const id = toGlobalId('user', customerId);

    expect(await shopper(store).error(UPDATE_USER, { input: { id, firstName: 'Eve' } })).toBe(
      'You must be signed in to do that.',
    );
    expect(
      await me.error(UPDATE_USER, { input: { id: toGlobalId('user', customerId + 1000), firstName: 'Eve' } }),
    ).toBe('You can only change your own account.');
    const badEmail = await me.error(UPDATE_USER, {
      input: { id, email: 'not an email', currentPassword: PASSWORD },
    });
    expect(badEmail).toBe('Please provide a valid email address.');
    const [unchanged] = await store.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(unchanged?.email).toBe('update-user@example.com');

    const { updateUser } = await me.data<{ updateUser: { user: Record<string, unknown> } }>(UPDATE_USER, {
      input: {
        id,
        firstName: 'Lise',
        lastName: 'Meitner',
        email: 'lise.meitner@example.com',
        currentPassword: PASSWORD,
      },
    });
    expect(updateUser.user).toEqual({
      databaseId: customerId,
      firstName: 'Lise',
      lastName: 'Meitner',
      email: 'lise.meitner@example.com',
    });

    await me.data(UPDATE_USER, { input: { id, password: `${PASSWORD} again`, currentPassword: PASSWORD } });
    const login = await shopper(store).graphql(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "lise.meitner@example.com", password: "${PASSWORD} again" } }) { authToken } }`,
    );
    expect(login.errors).toBeUndefined();
  });
});

describe('allSettings and the WooNuxt Settings fields', () => {
  it('answer from the store options, without Stripe customers or saved cards', async () => {
    const data = await store.data<{
      allSettings: Record<string, unknown>;
      woonuxtSettings: Record<string, unknown>;
      generalSettings: { title: string; url: string };
    }>(`{ generalSettings { title url }
          allSettings { generalSettingsTitle generalSettingsUrl readingSettingsPostsPerPage }
          woonuxtSettings { publicIntrospectionEnabled wooNuxtSEO { provider } wooCommerceSettingsVersion } }`);
    expect(data.allSettings).toEqual({
      generalSettingsTitle: data.generalSettings.title,
      generalSettingsUrl: data.generalSettings.url,
      readingSettingsPostsPerPage: 10,
    });
    expect(data.woonuxtSettings).toEqual({
      publicIntrospectionEnabled: 'on',
      wooNuxtSEO: [],
      wooCommerceSettingsVersion: '2.5.18',
    });

    const me = shopper(store);
    await registerShopper(me, 'stripe-fields@example.com');
    const { viewer } = await me.data<{ viewer: Record<string, unknown> }>(
      '{ viewer { stripeCustomerId savedPaymentMethods { id } } }',
    );
    expect(viewer).toEqual({ stripeCustomerId: null, savedPaymentMethods: [] });
    const intent = await store.data<{ stripePaymentIntent: Record<string, unknown> }>(
      '{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { error stripePaymentMethod } }',
    );
    expect(intent.stripePaymentIntent).toEqual({
      error: 'Card payments are not configured for this store.',
      stripePaymentMethod: 'PAYMENT',
    });
  });
});

// Keeps the ids list honest: the fixtures above really are in the database.
it('the fixture products exist', async () => {
  const rows = await store.database.db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [simple, catalogOnly, searchOnly, hidden, draft]));
  expect(rows).toHaveLength(5);
});
