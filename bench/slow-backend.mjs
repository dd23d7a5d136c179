#!/usr/bin/env node
/**
 * Shoppers never wait for a slow WooCommerce on a cached page. A real site answers a product
 * query in 200–400 ms; here the storefront reaches the embedded backend through a proxy that holds
 * each request 300 ms (scripts/lib/backend-requests.mjs), beside a shop with no delay, and the time
 * to first byte of a product page is sampled in each state of the HTML page cache
 * (apps/storefront/src/server/page-cache.mjs), read from its `x-page-cache` header:
 *
 * - hit: the page is fresh in the cache;
 * - stale: its lifetime is over (STOREFRONT_PAGE_CACHE_SECONDS=1 here, so staleness comes fast),
 *   it is served as kept while one render behind the shopper refreshes it;
 * - miss: a signed WooCommerce `product.updated` webhook (/api/webhooks/woocommerce) has just
 *   refreshed the product, so the page renders with its data asked of the backend again.
 *
 * The proxy counts the backend requests of each answer, a stale answer's refresh behind it
 * included: an uncached product page renders with one round trip, a cached one with none.
 *
 *   node bench/slow-backend.mjs [--samples 50]
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startCountingProxy } from '../scripts/lib/backend-requests.mjs';
import { startScratchShop } from '../scripts/lib/scratch-shop.mjs';
import { fixed, writeSuiteResults } from './lib/results.mjs';
import { warmPages } from './lib/shop.mjs';
import { percentile } from './lib/stats.mjs';
import { sendProductUpdated } from './lib/woocommerce-webhook.mjs';

/** The variable product of the throughput suite. */
const PRODUCT = 'speedglas-9100-fx-welding-helmet';
const PRODUCT_PATH = `/product/${PRODUCT}`;
const DELAYS = [0, 300];
/** The page cache's lifetime here: a page goes stale a second after it was rendered. */
const FRESH_SECONDS = 1;
/** Waited after a stale answer, so its refresh is done and counted and the page is stale again. */
const STALE_SETTLE_MS = FRESH_SECONDS * 1000 + 200;
const STATES = ['hit', 'stale', 'miss'];

export const COLUMNS = [
  { title: 'state', value: (row) => row.state, text: true },
  { title: 'backend', value: (row) => row.backend, text: true },
  { title: 'samples', value: (row) => row.samples },
  { title: 'TTFB p50 (ms)', value: (row) => fixed(row.ttfbP50, 1) },
  { title: 'TTFB p95 (ms)', value: (row) => fixed(row.ttfbP95, 1) },
  { title: 'whole page p50 (ms)', value: (row) => fixed(row.completeP50, 1) },
  { title: 'backend requests', value: (row) => spread(row.requestsMin, row.requestsMax), text: true },
];

/** "1", or "0–1" when the answers differed. */
const spread = (least, most) => (least === most ? String(least) : `${least}–${most}`);

/**
 * One GET of `url`: the time to its first byte (the answer's head) and to its last, and the page
 * cache's state from its header.
 * @param {string} url
 */
export async function timeRequest(url) {
  const started = performance.now();
  const response = await fetch(url);
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  const complete = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ttfb, complete, state: response.headers.get('x-page-cache') };
}

/** A row of the table from one state's samples. */
export function summariseSamples(state, backend, samples) {
  const requests = samples.map((sample) => sample.requests);
  return {
    state,
    backend,
    samples: samples.length,
    ttfbP50: percentile(
      samples.map((sample) => sample.ttfb),
      50,
    ),
    ttfbP95: percentile(
      samples.map((sample) => sample.ttfb),
      95,
    ),
    completeP50: percentile(
      samples.map((sample) => sample.complete),
      50,
    ),
    requestsMin: Math.min(...requests),
    requestsMax: Math.max(...requests),
  };
}

/**
 * `count` answers in `state`: each request is made after `prepare`, its backend requests counted
 * until `settleMs` after it; an answer in another state is left out and asked again.
 */
async function sampleState(url, proxy, state, count, { prepare, settleMs = 0 }) {
  const samples = [];
  for (let attempt = 0; samples.length < count; attempt++) {
    if (attempt > count * 5)
      throw new Error(`${url} was seldom "${state}" (${samples.length} of ${attempt})`);
    await prepare?.();
    proxy.take();
    const timing = await timeRequest(url);
    await sleep(settleMs);
    const requests = proxy.take().length;
    if (timing.state === state) samples.push({ ...timing, requests });
  }
  return samples;
}

async function productIdOf(graphqlUrl) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ product(id: "${PRODUCT}", idType: SLUG) { databaseId } }` }),
  });
  const id = (await response.json()).data?.product?.databaseId;
  if (typeof id !== 'number') throw new Error(`No product ${PRODUCT} in the catalogue`);
  return id;
}

/** Samples each state on a shop whose backend answers `delayMs` late. */
async function measureShop(delayMs, samples, log) {
  const proxy = await startCountingProxy({ delayMs });
  const secret = randomBytes(24).toString('hex');
  try {
    const shop = await startScratchShop({
      storefrontEnv: (graphqlUrl) => {
        proxy.forwardTo(new URL(graphqlUrl).origin);
        return {
          GQL_HOST: `${proxy.url}${new URL(graphqlUrl).pathname}`,
          STOREFRONT_PAGE_CACHE_SECONDS: String(FRESH_SECONDS),
          WOOCOMMERCE_WEBHOOK_SECRET: secret,
        };
      },
    });
    try {
      const url = shop.storefrontUrl + PRODUCT_PATH;
      const product = { id: await productIdOf(shop.graphqlUrl), slug: PRODUCT };
      await warmPages(shop.storefrontUrl, [PRODUCT_PATH]);
      const plans = {
        hit: {},
        stale: { settleMs: STALE_SETTLE_MS },
        miss: { prepare: () => sendProductUpdated(shop.storefrontUrl, product, secret), settleMs: 100 },
      };
      const backend = delayMs ? `embedded, each request held ${delayMs} ms` : 'embedded';
      const rows = [];
      for (const state of STATES) {
        log(`  ${state}, backend ${delayMs} ms away: ${samples} samples…`);
        const row = summariseSamples(
          state,
          backend,
          await sampleState(url, proxy, state, samples, plans[state]),
        );
        rows.push({ ...row, backendDelayMs: delayMs });
      }
      return rows;
    } finally {
      await shop.stop();
    }
  } finally {
    await proxy.close();
  }
}

export async function run({ samples = 50, log = () => {} } = {}) {
  const rows = [];
  for (const delayMs of DELAYS) rows.push(...(await measureShop(delayMs, samples, log)));
  return writeSuiteResults(
    {
      suite: 'slow-backend',
      rows,
      notes: [
        `\`${PRODUCT_PATH}\` on the production build (\`node server.mjs\`), a freshly seeded shop per backend, its storefront reaching the backend through a proxy that holds each request 0 or 300 ms (a real WooCommerce's 200–400 ms for a product query). Page cache lifetime ${FRESH_SECONDS} s (STOREFRONT_PAGE_CACHE_SECONDS), then served stale while refreshed. TTFB: from the request to the answer's head (undici fetch, one request at a time, a kept-alive connection); whole page: to its last byte. Each answer is classed by its \`x-page-cache\` header: hit, stale (served past its lifetime, one render refreshing it behind the shopper), miss (just after a signed WooCommerce \`product.updated\` webhook refreshed the product).`,
        'Backend requests: those the proxy saw from the request until the next one, so a stale answer counts the refresh it started behind the shopper (0 while the data cache still holds the product: the refresh renders from it).',
      ],
    },
    COLUMNS,
    'Slow backend: time to first byte by page cache state',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '50' } } });
  const result = await run({ samples: Number(values.samples), log: console.log });
  for (const row of result.rows) console.log(row);
}
