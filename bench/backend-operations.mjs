/**
 * The backend operations the latency suite times, each one GraphQL request a storefront sends,
 * and the sampling that turns them into p50/p95. Read-only operations repeat the same request;
 * addToCart starts a fresh session every time and checkout places a fresh cart every time, so
 * each sample pays what a new shopper pays.
 */
import { percentile } from './lib/stats.mjs';

const CARD =
  'databaseId name slug ... on ProductWithPricing { price regularPrice salePrice } image { sourceUrl altText }';

/** Two attribute filters, a price range and in stock: the filtered listing of the targets. */
const FILTERED = `categoryIn: ["masks-respirators"], minPrice: 5, maxPrice: 200, stockStatus: [IN_STOCK, ON_BACKORDER],
  taxonomyFilter: {relation: AND, filters: [{taxonomy: PA_FILTERCLASS, terms: ["ffp2", "ffp3", "n95"]},
  {taxonomy: PA_STANDARD, terms: ["en-149", "niosh-n95"]}]}`;

/**
 * The deep page's filter: two broader attributes, so that page 21 exists at 10k products and
 * above (the mask filter above matches fewer than 500 products even at 100k).
 */
const BROAD = `minPrice: 5, maxPrice: 500, stockStatus: [IN_STOCK, ON_BACKORDER],
  taxonomyFilter: {relation: AND, filters: [{taxonomy: PA_SIZE, terms: ["m", "l", "xl"]},
  {taxonomy: PA_COLOR, terms: ["black", "blue", "red", "hi-vis-yellow"]}]}`;

const BILLING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US',
  email: 'bench@example.com',
  phone: '4155550100',
};

/** A GraphQL client for one backend; `session` sends a WooCommerce session token. */
export function graphqlClient(base) {
  return async function graphql(query, variables = {}, { session } = {}) {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 500));
    return { data: body.data, session: response.headers.get('woocommerce-session') };
  };
}

/** The cursor after `pages` pages of `first` products of a listing, or null when it ends sooner. */
async function cursorAfter(graphql, where, pages, first) {
  let after = null;
  for (let page = 0; page < pages; page++) {
    const { data } = await graphql(
      `query($after: String) { products(first: ${first}, after: $after, where: {${where}}) { pageInfo { hasNextPage endCursor } } }`,
      { after },
    );
    if (!data.products.pageInfo.hasNextPage) return { after, reached: page + 1 };
    after = data.products.pageInfo.endCursor;
  }
  return { after, reached: pages + 1 };
}

/**
 * The operations, keyed by the row name of the table: each is `() => Promise` that sends one
 * request. Looks up what the requests need (a product, a deep cursor) first.
 */
export async function prepareOperations(graphql) {
  const { data: found } = await graphql(`{
    popular: products(first: 1, where: {orderby: [{field: POPULARITY, order: DESC}]}) { nodes { slug } }
    simple: products(first: 100, where: {type: SIMPLE, stockStatus: [IN_STOCK]}) {
      nodes { databaseId ... on SimpleProduct { manageStock stockQuantity backordersAllowed soldIndividually } } } }`);
  const slug = found.popular.nodes[0].slug;
  // Hundreds of checkouts must not sell the product out, so every sample does the same work:
  // unmanaged stock first, then backorders allowed, then the largest stock.
  const buyable = found.simple.nodes.filter((p) => !p.soldIndividually);
  const rank = (p) => (!p.manageStock ? 2e9 : p.backordersAllowed ? 1e9 : (p.stockQuantity ?? 0));
  const simple = buyable.sort((a, b) => rank(b) - rank(a))[0];
  const deepWhere = `${BROAD}, orderby: [{field: PRICE, order: ASC}]`;
  const deep = await cursorAfter(graphql, deepWhere, 20, 24);

  const addToCart = (productId) =>
    graphql(
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key quantity } cart { total contents { itemCount } } } }',
      { input: { productId, quantity: 1 } },
    );

  return {
    notes: [
      `deep page: page ${deep.reached} of the filtered listing sorted by price${deep.reached < 21 ? ' (the filtered listing ends sooner at this size)' : ''}`,
      `product by slug: "${slug}"; addToCart and checkout: product ${simple.databaseId}`,
    ],
    operations: {
      'listing page 1 (category, 24 by popularity, total)': () =>
        graphql(`{ products(first: 24, where: {categoryIn: ["masks-respirators"], orderby: [{field: POPULARITY, order: DESC}]})
          { found pageInfo { hasNextPage endCursor } nodes { ${CARD} } } }`),
      'filtered listing (2 attributes, price, in stock, total)': () =>
        graphql(
          `{ products(first: 24, where: {${FILTERED}}) { found pageInfo { hasNextPage endCursor } nodes { ${CARD} } } }`,
        ),
      'deep page 21 (filtered, by price)': () =>
        graphql(
          `query($after: String) { products(first: 24, after: $after, where: {${deepWhere}}) { pageInfo { hasNextPage endCursor } nodes { ${CARD} } } }`,
          { after: deep.after },
        ),
      'product by slug (variations, terms)': () =>
        graphql(
          `query($slug: ID!) { product(id: $slug, idType: SLUG) { ${CARD} sku description terms(first: 100) { nodes { taxonomyName slug } }
            ... on VariableProduct { variations(first: 100) { nodes { databaseId price stockStatus attributes { nodes { name value } } } } } } }`,
          { slug },
        ),
      'category tree (menu)': () =>
        graphql(
          '{ productCategories(first: 100, where: {hideEmpty: true}) { nodes { databaseId name slug count parent { node { databaseId } } children(first: 50) { nodes { databaseId name slug } } } } }',
        ),
      'search "ffp3" with total': () =>
        graphql(`{ products(first: 24, where: {search: "ffp3"}) { found nodes { ${CARD} } } }`),
      'addToCart (new session)': () => addToCart(simple.databaseId),
      checkout: {
        // The cart is filled outside the timed request: a sample is the checkout alone.
        prepare: async () => (await addToCart(simple.databaseId)).session,
        run: async (session) => {
          const { data } = await graphql(
            'mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }',
            {
              input: {
                billing: BILLING,
                paymentMethod: 'test_card',
                metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
              },
            },
            { session },
          );
          if (data.checkout.result !== 'success') throw new Error(`checkout: ${data.checkout.result}`);
        },
      },
    },
  };
}

/** Times `samples` runs of an operation, one at a time after `warmup` untimed runs. */
export async function sample(operation, { samples, warmup }) {
  const { prepare = async () => undefined, run = operation } =
    typeof operation === 'function' ? {} : operation;
  const times = [];
  for (let i = 0; i < warmup + samples; i++) {
    const input = await prepare();
    const started = performance.now();
    await run(input);
    if (i >= warmup) times.push(performance.now() - started);
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), samples };
}
