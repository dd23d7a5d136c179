#!/usr/bin/env node
/**
 * A bounded load of concurrent shoppers against a whole shop of its own (a freshly seeded backend
 * and the production storefront build, on free ports of 127.0.0.1). Every shopper browses (home, a
 * category, a search, a product page), then adds one of a few scarce products to a cart, reads the
 * cart and checks out with the test card, all at once. Each shopper comes from its own address
 * (X-Forwarded-For, which the backend honours from the loopback storefront only), so the rate limits
 * apply per shopper as in production.
 *
 * Prints the answers by status, p50/p99 per step, and the stock of the scarce products: no 5xx and
 * no oversell is what must hold (stock left = initial - sold, never below zero).
 *
 *   node bench/load-shoppers.mjs                 200 shoppers
 *   node bench/load-shoppers.mjs --shoppers 400
 *
 * Needs the storefront build (`npm run build -w @ppe/storefront`, or `npm start` once).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/processes.mjs';
import { createShop } from '../scripts/lib/shop.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const SHOPPERS = argument('shoppers', 200);
const SCARCE_PRODUCTS = 3;

const billing = (n) => ({
  firstName: 'Load',
  lastName: `Shopper ${n}`,
  address1: '1 Market Street',
  city: 'San Francisco',
  state: 'CA',
  postcode: '94105',
  country: 'US',
  email: `load-${n}@example.com`,
  phone: '4155550100',
});

/** Latencies and answers per step. */
const steps = new Map();
function record(step, status, ms) {
  const entry = steps.get(step) ?? { statuses: new Map(), times: [] };
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  entry.times.push(ms);
  steps.set(step, entry);
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function timed(step, request) {
  const started = performance.now();
  try {
    const response = await request();
    const text = await response.text();
    // A GraphQL answer's first error (out of stock, rate limited…) is part of its outcome.
    let outcome = response.status;
    if (step.startsWith('graphql') && text.startsWith('{')) {
      const error = JSON.parse(text).errors?.[0];
      if (error) outcome = `${response.status} "${error.message.slice(0, 60)}"`;
    }
    record(step, outcome, performance.now() - started);
    return { status: response.status, text, headers: response.headers };
  } catch (error) {
    record(step, `failed (${error.cause?.code ?? error.name})`, performance.now() - started);
    return { status: 0, text: '', headers: new Headers() };
  }
}

const tempDir = await mkdtemp(join(tmpdir(), 'ppe-load-'));
const ports = new Set();
while (ports.size < 2) ports.add(await freePort());
const [commercePort, storefrontPort] = [...ports];
const shop = createShop({
  storefrontPort,
  commercePort,
  commerceDataDir: join(tempDir, 'commerce'),
  logDir: join(tempDir, 'logs'),
  commerceEnv: { COMMERCE_TEST_CARD: 'on' },
});

try {
  await shop.start();
  const graphql = async (query, variables, { address, session } = {}) => {
    const response = await fetch(shop.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(address ? { 'x-forwarded-for': address } : {}),
        ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return response;
  };

  const catalogue = await (
    await graphql(`{ products(first: 100, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { databaseId slug
      ... on SimpleProduct { stockQuantity manageStock soldIndividually } } }
      productCategories(first: 5, where: { parent: 0 }) { nodes { slug } } }`)
  ).json();
  const scarce = catalogue.data.products.nodes
    .filter((p) => p.manageStock && !p.soldIndividually && p.stockQuantity >= 5 && p.stockQuantity <= 40)
    .slice(0, SCARCE_PRODUCTS);
  const categories = catalogue.data.productCategories.nodes.map((c) => c.slug);
  const initialStock = new Map(scarce.map((p) => [p.databaseId, p.stockQuantity]));
  const sold = new Map(scarce.map((p) => [p.databaseId, 0]));
  console.log(
    `${SHOPPERS} shoppers; scarce products: ${scarce.map((p) => `${p.slug} (${p.stockQuantity})`).join(', ')}`,
  );

  const page = (step, path) => timed(step, () => fetch(`${shop.storefrontUrl}${path}`));

  async function shopper(n) {
    const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    const product = scarce[n % scarce.length];
    await page('page: home', '/');
    await page('page: category', `/product-category/${categories[n % categories.length]}`);
    await page('page: search', `/products?search=${['mask', 'glove', 'helmet', 'filter'][n % 4]}`);
    await page('page: product', `/product/${product.slug}`);

    const added = await timed('graphql: addToCart', () =>
      graphql(
        'mutation ($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }',
        { input: { productId: product.databaseId, quantity: 1 } },
        { address },
      ),
    );
    const session = added.headers.get('woocommerce-session');
    if (!session) return;
    await timed('graphql: cart', () =>
      graphql('{ cart { total contents { itemCount } } }', {}, { address, session }),
    );
    const placed = await timed('graphql: checkout', () =>
      graphql(
        'mutation ($input: CheckoutInput!) { checkout(input: $input) { result order { databaseId } } }',
        {
          input: {
            billing: billing(n),
            paymentMethod: 'test_card',
            metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
          },
        },
        { address, session },
      ),
    );
    const answer = placed.text ? JSON.parse(placed.text) : null;
    if (answer?.data?.checkout?.result === 'success')
      sold.set(product.databaseId, (sold.get(product.databaseId) ?? 0) + 1);
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: SHOPPERS }, (_, n) => shopper(n)));
  const seconds = (performance.now() - started) / 1000;

  const after = await (
    await graphql(
      `{ products(first: 100, where: { include: [${scarce.map((p) => p.databaseId).join(',')}] }) { nodes { databaseId
        ... on SimpleProduct { stockQuantity } } } }`,
    )
  ).json();

  console.log(`\nAll shoppers done in ${seconds.toFixed(1)} s\n`);
  console.log('| step | answers | p50 ms | p99 ms |\n| --- | --- | --- | --- |');
  let serverErrors = 0;
  for (const [step, { statuses, times }] of steps) {
    const sorted = times.sort((a, b) => a - b);
    const answers = [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ');
    serverErrors += [...statuses]
      .filter(([s]) => String(s).startsWith('failed') || Number.parseInt(String(s), 10) >= 500)
      .reduce((t, [, c]) => t + c, 0);
    console.log(
      `| ${step} | ${answers} | ${Math.round(percentile(sorted, 50))} | ${Math.round(percentile(sorted, 99))} |`,
    );
  }
  console.log('\n| product | stock before | sold | stock after | holds |\n| --- | --- | --- | --- | --- |');
  let oversold = false;
  for (const node of after.data.products.nodes) {
    const before = initialStock.get(node.databaseId);
    const count = sold.get(node.databaseId);
    const holds = node.stockQuantity === before - count && node.stockQuantity >= 0;
    oversold ||= !holds;
    console.log(
      `| ${node.databaseId} | ${before} | ${count} | ${node.stockQuantity} | ${holds ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`\n5xx or failed requests: ${serverErrors}; oversell: ${oversold ? 'YES' : 'none'}`);
  process.exitCode = serverErrors > 0 || oversold ? 1 : 0;
} finally {
  await shop.stop();
  await rm(tempDir, { recursive: true, force: true });
}
