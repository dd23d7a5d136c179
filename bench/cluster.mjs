#!/usr/bin/env node
/**
 * What a second storefront instance adds: requests per second through nginx of a cached product
 * page (the HTML page cache answering), of Add to cart (the cart's `addToCart` posted to the
 * storefront's /api/graphql route, a session per virtual shopper) and, for the cost of a render, of
 * uncached product pages (each product once, after a signed WooCommerce webhook refreshed them all),
 * served by one storefront and by two, side by side in one run on the cluster `npm run cluster`
 * starts (scripts/lib/cluster.mjs: PostgreSQL, Redis, two backends, two storefronts, nginx). "One
 * storefront" is the same cluster with every request pinned to storefront a by nginx's
 * `X-Cluster-Instance: a`, so nothing else differs: the same nginx hop, the same two backends, the
 * same caches; storefront b idles.
 *
 * Each row also carries the CPU time per request of the storefronts, the backends (both instances
 * summed) and PostgreSQL (its server and every process under it), from /proc, and how busy the
 * whole machine was: the load tool, nginx and Redis share its cores with the servers measured.
 *
 *   node bench/cluster.mjs [--duration 10] [--connections 10]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCluster } from '../scripts/lib/cluster.mjs';
import { NGINX_BIN, REDIS_BIN } from '../scripts/lib/cluster-servers.mjs';
import { postgresBinDir } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { ensureStorefrontBuild } from '../scripts/lib/shop.mjs';
import { addToCartOperationId, addToCartRequests } from './lib/cart-load.mjs';
import { combineRuns, measureRun, summariseRun, withRatioToOne } from './lib/cluster-runs.mjs';
import { load } from './lib/load.mjs';
import { fixed, writeSuiteResults } from './lib/results.mjs';
import { warmPages } from './lib/shop.mjs';
import { sendProductUpdated } from './lib/woocommerce-webhook.mjs';

/** The cached page of the throughput suite, and the simple product of the add-to-cart suite. */
const PRODUCT_PATH = '/product/speedglas-9100-fx-welding-helmet';
const CART_PRODUCT = 'safeair-ffp3-cup-mask-valve-5';
const ADDITIONS_PER_SHOPPER = 10;
const WARM_UP_SECONDS = 2;
/** The order of the runs for each target, by storefronts serving: each configuration twice. */
const ORDER = [1, 2, 2, 1];
/** nginx's header that pins a request to one storefront (deploy/nginx/cluster.conf). */
const PIN_TO_ONE = { 'x-cluster-instance': 'a' };
/** Long enough for a revalidation on one storefront to reach the other through Redis. */
const REVALIDATION_SPREAD_MS = 500;

const percent = (ratio) => (ratio === undefined ? undefined : `${fixed(ratio * 100)} %`);

export const COLUMNS = [
  { title: 'target', value: (row) => row.target, text: true },
  { title: 'storefronts', value: (row) => row.storefronts },
  { title: 'req/s', value: (row) => fixed(row.requestsPerSecond, 1) },
  { title: 'two / one', value: (row) => fixed(row.ratioToOne, 2) },
  { title: 'p50 ms', value: (row) => fixed(row.p50Ms, 1) },
  { title: 'p99 ms', value: (row) => fixed(row.p99Ms, 1) },
  { title: 'requests', value: (row) => row.requests },
  { title: 'failed', value: (row) => row.failures },
  { title: 'storefront CPU µs/request', value: (row) => fixed(row.storefrontCpuUsPerRequest) },
  { title: 'backend CPU µs/request', value: (row) => fixed(row.backendCpuUsPerRequest) },
  { title: 'PostgreSQL CPU µs/request', value: (row) => fixed(row.databaseCpuUsPerRequest) },
  { title: 'machine busy', value: (row) => percent(row.machineBusy) },
];

/** What the ratios say, and why, from the rows measured. */
export function whyNote(rows) {
  const ratio = (target) => fixed(rows.find((row) => row.target === target && row.ratioToOne)?.ratioToOne, 2);
  const busy = rows.map((row) => row.machineBusy).filter((value) => value !== undefined);
  const busyRange =
    busy.length > 0
      ? `${fixed(Math.min(...busy) * 100)}–${fixed(Math.max(...busy) * 100)} %`
      : 'not measured';
  return [
    `Two storefronts served ${ratio('product, cached')}× what one did for the cached page, ${ratio('add to cart')}× for Add to cart and ${ratio('product, uncached')}× for uncached pages, with the machine ${busyRange} busy.`,
    `Every process of the cluster, the load tool and any other work on the machine share its ${cpus().length} cores: a second instance brings no core of its own, only a second queue for the same ones, so the ratio says how far one instance alone left the cores unused (and, with other work running, that two processes get a larger share of the cores than one).`,
    'The CPU time per request is what carries over to a machine with a core free for each instance: a storefront is one Node process, so each instance then serves about 10⁶ ÷ (storefront CPU µs/request) requests a second, and instances add up until the backends, PostgreSQL or nginx need the cores; the capacity table in BENCHMARKS.md works from it.',
  ].join(' ');
}

/** Asks the cluster's backends through nginx. */
async function query(graphqlUrl, text) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: text }),
  });
  return (await response.json()).data;
}

async function productId(graphqlUrl, slug) {
  const id = (await query(graphqlUrl, `{ product(id: "${slug}", idType: SLUG) { databaseId } }`))?.product
    ?.databaseId;
  if (typeof id !== 'number') throw new Error(`No product ${slug} in the cluster's catalogue`);
  return id;
}

/** Every product's page (up to 100) but the cached one's. */
async function productPaths(graphqlUrl) {
  const nodes =
    (await query(graphqlUrl, '{ products(first: 100) { nodes { slug } } }'))?.products?.nodes ?? [];
  return nodes.map((node) => `/product/${node.slug}`).filter((path) => path !== PRODUCT_PATH);
}

function ensureServers() {
  const missing = [
    ...(postgresBinDir() ? [] : ['PostgreSQL']),
    ...(existsSync(REDIS_BIN) ? [] : ['Redis']),
    ...(existsSync(NGINX_BIN) ? [] : ['nginx']),
  ];
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')} not installed (node scripts/ensure-postgres.mjs, node scripts/ensure-cluster-servers.mjs)`,
    );
}

export async function run({ duration = 10, connections = 10, log = () => {} } = {}) {
  ensureServers();
  await ensureStorefrontBuild();
  const stateDir = mkdtempSync(join(tmpdir(), 'ppe-bench-cluster-'));
  const cluster = createCluster({
    stateDir,
    publicPort: await freePort(),
    backendWebhooks: false,
    // Every virtual shopper comes from this machine's address: lift the per-address limit.
    commerceEnv: { COMMERCE_RATE_LIMITS: 'addToCart=1000000/1m' },
  });
  const rows = [];
  const tally = { shoppers: 0, refused: 0, firstRefusal: undefined };
  let uncachedPages = 0;
  try {
    log('  starting the cluster (PostgreSQL, Redis, nginx, two backends, two storefronts)…');
    await cluster.start();
    const p = cluster.ports();
    const processes = {
      storefronts: [p.storefrontA, p.storefrontB],
      backends: [p.commerceA, p.commerceB],
      database: p.postgres,
    };
    const url = cluster.publicUrl;
    for (const instance of ['a', 'b'])
      await warmPages(url, [PRODUCT_PATH], { headers: { 'x-cluster-instance': instance } });
    const cart = {
      operationId: addToCartOperationId(),
      productId: await productId(cluster.graphqlUrl(), CART_PRODUCT),
      additionsPerShopper: ADDITIONS_PER_SHOPPER,
    };
    const uncached = await productPaths(cluster.graphqlUrl());
    uncachedPages = uncached.length;
    // A product.updated delivery naming no product refreshes every product's data and page.
    const refreshProducts = async () => {
      await sendProductUpdated(url, { id: 0 }, cluster.webhookSecret());
      await sleep(REVALIDATION_SPREAD_MS);
    };
    const targets = [
      { target: 'product, cached', spec: () => ({ path: PRODUCT_PATH }) },
      {
        target: 'add to cart',
        spec: (counted) => ({ requests: addToCartRequests({ ...cart, tally: counted }) }),
      },
      // Last: its refreshes drop the cached page too.
      {
        target: 'product, uncached',
        spec: () => ({ paths: uncached, amount: uncached.length }),
        prepare: refreshProducts,
      },
    ];
    for (const { target, spec, prepare } of targets) {
      const runs = { 1: [], 2: [] };
      // One, two, two, one: a drift of the shared machine over the runs weighs on both alike.
      for (const storefronts of ORDER) {
        const headers = storefronts === 1 ? PIN_TO_ONE : undefined;
        // Unrecorded, before a configuration's first run: its code paths warm, its first sessions made.
        if (runs[storefronts].length === 0) {
          await prepare?.();
          await load(url, { ...spec(undefined), headers, connections, duration: WARM_UP_SECONDS });
        }
        await prepare?.();
        const counted = { shoppers: 0, refused: 0, firstRefusal: undefined };
        const measured = await measureRun(
          url,
          { ...spec(counted), headers, connections, duration },
          processes,
        );
        runs[storefronts].push({ ...measured, refused: counted.refused });
        tally.shoppers += counted.shoppers;
        tally.refused += counted.refused;
        tally.firstRefusal ??= counted.firstRefusal;
        log(
          `  ${target}, ${storefronts} storefront${storefronts > 1 ? 's' : ''}: ${fixed(measured.result.requests.average, 1)} req/s, p50 ${measured.result.latency.p50} ms`,
        );
      }
      for (const storefronts of [1, 2])
        rows.push(
          summariseRun({ target, storefronts, ...combineRuns(runs[storefronts]), cores: cpus().length }),
        );
    }
  } finally {
    await cluster.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
  const measured = withRatioToOne(rows);
  return writeSuiteResults(
    {
      suite: 'cluster',
      rows: measured,
      shoppers: tally.shoppers,
      notes: [
        `The cluster of \`npm run cluster\` on this machine's ${cpus().length} cores: nginx in front of two storefronts (\`node server.mjs\`, caches shared through Redis), two backends on one PostgreSQL server. One storefront: every request pinned to storefront a with \`X-Cluster-Instance: a\`; two: balanced by nginx. autocannon 8, ${connections} connections; each row is two runs (in the order one, two, two, one storefronts, after an unrecorded ${WARM_UP_SECONDS} s run), their rates over their summed time and their percentiles averaged.`,
        `Product, cached: \`${PRODUCT_PATH}\` from the page cache, ${duration} s a run. Add to cart: \`${CART_PRODUCT}\` through \`POST /api/graphql\`, ${duration} s a run; each connection is one shopper at a time with the session the route answered (\`woo_session\`), a new shopper every ${ADDITIONS_PER_SHOPPER} additions (${tally.shoppers} shoppers in all); the per-address limit lifted, since every shopper comes from this machine.${tally.refused > 0 ? ` ${tally.refused} additions refused: ${tally.firstRefusal}.` : ''} Product, uncached: each of ${uncachedPages} product pages once a run, after a signed \`product.updated\` webhook naming no product refreshed every product's data and page: a render with one backend read each.`,
        whyNote(measured),
      ],
    },
    COLUMNS,
    'One and two storefront instances behind nginx',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  });
  const result = await run({
    duration: Number(values.duration),
    connections: Number(values.connections),
    log: console.log,
  });
  for (const row of result.rows) console.log(row);
}
