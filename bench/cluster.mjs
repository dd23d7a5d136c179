#!/usr/bin/env node
/**
 * What a second storefront instance adds: requests per second through nginx of a cached product
 * page (the HTML page cache answering) and of Add to cart (the cart's `addToCart` posted to the
 * storefront's /api/graphql route, a session per virtual shopper), served by one storefront and by
 * two, side by side in one run on the cluster `npm run cluster` starts (scripts/lib/cluster.mjs:
 * PostgreSQL, Redis, two backends, two storefronts, nginx). "One storefront" is the same cluster
 * with every request pinned to storefront a by nginx's `X-Cluster-Instance: a`, so nothing else
 * differs: the same nginx hop, the same two backends, the same caches; storefront b idles.
 *
 * Each row also carries the CPU time per request of the storefronts and of the backends (from
 * /proc, both instances summed) and how busy the whole machine was: the load tool, nginx,
 * PostgreSQL and Redis share its cores with the servers measured.
 *
 *   node bench/cluster.mjs [--duration 10] [--connections 10]
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createCluster } from '../scripts/lib/cluster.mjs';
import { NGINX_BIN, REDIS_BIN } from '../scripts/lib/cluster-servers.mjs';
import { postgresBinDir } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/processes.mjs';
import { ensureStorefrontBuild } from '../scripts/lib/shop.mjs';
import { addToCartOperationId, addToCartRequests } from './lib/cart-load.mjs';
import { load } from './lib/load.mjs';
import { cpuTimeMs, listenerPid, machineBusyMs } from './lib/process-stats.mjs';
import { fixed, writeSuiteResults } from './lib/results.mjs';
import { warmPages } from './lib/shop.mjs';

/** The cached page of the throughput suite, and the simple product of the add-to-cart suite. */
const PRODUCT_PATH = '/product/speedglas-9100-fx-welding-helmet';
const CART_PRODUCT = 'safeair-ffp3-cup-mask-valve-5';
const ADDITIONS_PER_SHOPPER = 10;
const WARM_UP_SECONDS = 2;
/** The order of the runs for each target, by storefronts serving: each configuration twice. */
const ORDER = [1, 2, 2, 1];
/** nginx's header that pins a request to one storefront (deploy/nginx/cluster.conf). */
const PIN_TO_ONE = { 'x-cluster-instance': 'a' };

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
  { title: 'machine busy', value: (row) => percent(row.machineBusy) },
];

/**
 * A row from autocannon's result and the CPU times over the run (ms; null where unreadable).
 * @param {{ target: string, storefronts: number, result: any, refused?: number,
 *   cpu: { storefronts: number | null, backends: number | null, machine: number | null, wallMs: number },
 *   cores: number }} run
 */
export function summariseRun({ target, storefronts, result, refused = 0, cpu, cores }) {
  const requests = result.requests.total;
  const perRequest = (ms) => (ms === null || requests === 0 ? undefined : (ms * 1000) / requests);
  return {
    target,
    storefronts,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    failures: result.errors + result.timeouts + result.non2xx + refused,
    storefrontCpuUsPerRequest: perRequest(cpu.storefronts),
    backendCpuUsPerRequest: perRequest(cpu.backends),
    machineBusy: cpu.machine === null || !cpu.wallMs ? undefined : cpu.machine / (cpu.wallMs * cores),
  };
}

/**
 * Runs of one configuration as one: their requests and CPU times summed, the rate over their
 * summed durations, the latency percentiles averaged (autocannon keeps no histogram to merge).
 * @param {{ result: any, cpu: Record<string, number | null>, refused: number }[]} runs
 */
export function combineRuns(runs) {
  const sum = (values) => (values.some((value) => value === null) ? null : values.reduce((a, b) => a + b, 0));
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  const results = runs.map((run) => run.result);
  const total = sum(results.map((result) => result.requests.total));
  const duration = sum(results.map((result) => result.duration));
  return {
    result: {
      requests: { total, average: duration ? total / duration : 0 },
      latency: {
        p50: mean(results.map((result) => result.latency.p50)),
        p99: mean(results.map((result) => result.latency.p99)),
      },
      errors: sum(results.map((result) => result.errors)),
      timeouts: sum(results.map((result) => result.timeouts)),
      non2xx: sum(results.map((result) => result.non2xx)),
      duration,
    },
    refused: sum(runs.map((run) => run.refused)),
    cpu: Object.fromEntries(
      Object.keys(runs[0].cpu).map((key) => [key, sum(runs.map((run) => run.cpu[key]))]),
    ),
  };
}

/** Each two-storefront row's rate over the one-storefront row of the same target. */
export function withRatioToOne(rows) {
  return rows.map((row) => {
    const one = rows.find((other) => other.target === row.target && other.storefronts === 1);
    return row.storefronts === 2 && one?.requestsPerSecond
      ? { ...row, ratioToOne: row.requestsPerSecond / one.requestsPerSecond }
      : row;
  });
}

/** What the ratios say, and why, from the rows measured. */
export function whyNote(rows) {
  const ratio = (target) => fixed(rows.find((row) => row.target === target && row.ratioToOne)?.ratioToOne, 2);
  const busy = rows.map((row) => row.machineBusy).filter((value) => value !== undefined);
  const busyRange =
    busy.length > 0
      ? `${fixed(Math.min(...busy) * 100)}–${fixed(Math.max(...busy) * 100)} %`
      : 'not measured';
  return [
    `Two storefronts served ${ratio('product, cached')}× what one did for the cached page and ${ratio('add to cart')}× for Add to cart, with the machine ${busyRange} busy.`,
    `Every process of the cluster, the load tool and any other work on the machine share its ${cpus().length} cores: a second instance brings no core of its own, only a second queue for the same ones, so the ratio says how far one instance alone left the cores unused (and, with other work running, that two processes get a larger share of the cores than one).`,
    'The CPU time per request is what carries over to a machine with a core free for each instance: a storefront is one Node process, so each instance then serves about 10⁶ ÷ (storefront CPU µs/request) requests a second, and instances add up until the backends, PostgreSQL or nginx need the cores; the capacity table in BENCHMARKS.md works from it.',
  ].join(' ');
}

/** Sum of the CPU time of the processes listening on these ports, or null if one cannot be read. */
function cpuOfListeners(ports) {
  const times = ports.map((port) => cpuTimeMs(listenerPid(port)));
  return times.some((time) => time === null) ? null : times.reduce((sum, time) => sum + time, 0);
}

/** Runs `spec` against the cluster and returns the CPU times it cost, beside autocannon's result. */
async function measure(url, spec, ports) {
  const read = () => ({
    s: cpuOfListeners(ports.storefronts),
    b: cpuOfListeners(ports.backends),
    m: machineBusyMs(),
    t: performance.now(),
  });
  const before = read();
  const result = await load(url, spec);
  const after = read();
  const delta = (key) => (before[key] === null || after[key] === null ? null : after[key] - before[key]);
  return {
    result,
    cpu: { storefronts: delta('s'), backends: delta('b'), machine: delta('m'), wallMs: delta('t') },
  };
}

async function productId(graphqlUrl, slug) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ product(id: "${slug}", idType: SLUG) { databaseId } }` }),
  });
  const id = (await response.json()).data?.product?.databaseId;
  if (typeof id !== 'number') throw new Error(`No product ${slug} in the cluster's catalogue`);
  return id;
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
  try {
    log('  starting the cluster (PostgreSQL, Redis, nginx, two backends, two storefronts)…');
    await cluster.start();
    const p = cluster.ports();
    const ports = { storefronts: [p.storefrontA, p.storefrontB], backends: [p.commerceA, p.commerceB] };
    const url = cluster.publicUrl;
    for (const instance of ['a', 'b'])
      await warmPages(url, [PRODUCT_PATH], { headers: { 'x-cluster-instance': instance } });
    const cart = {
      operationId: addToCartOperationId(),
      productId: await productId(cluster.graphqlUrl(), CART_PRODUCT),
      additionsPerShopper: ADDITIONS_PER_SHOPPER,
    };
    const targets = [
      ['product, cached', () => ({ path: PRODUCT_PATH })],
      ['add to cart', (counted) => ({ requests: addToCartRequests({ ...cart, tally: counted }) })],
    ];
    for (const [target, spec] of targets) {
      const runs = { 1: [], 2: [] };
      // One, two, two, one: a drift of the shared machine over the rows weighs on both alike.
      for (const storefronts of ORDER) {
        const headers = storefronts === 1 ? PIN_TO_ONE : undefined;
        // Unrecorded, before each first run: the instance's code paths warm, its first sessions made.
        if (runs[storefronts].length === 0)
          await load(url, { ...spec(undefined), headers, connections, duration: WARM_UP_SECONDS });
        const counted = { shoppers: 0, refused: 0, firstRefusal: undefined };
        const measured = await measure(url, { ...spec(counted), headers, connections, duration }, ports);
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
  return writeSuiteResults(
    {
      suite: 'cluster',
      rows: withRatioToOne(rows),
      shoppers: tally.shoppers,
      notes: [
        `The cluster of \`npm run cluster\` on this machine's ${cpus().length} cores: nginx in front of two storefronts (\`node server.mjs\`, caches shared through Redis), two backends on one PostgreSQL server. One storefront: every request pinned to storefront a with \`X-Cluster-Instance: a\`; two: balanced by nginx. autocannon 8, ${connections} connections; each row is two runs of ${duration} s (in the order one, two, two, one storefronts, after ${WARM_UP_SECONDS} s unrecorded), their rates over their summed time and their percentiles averaged. Product, cached: \`${PRODUCT_PATH}\` from the page cache. Add to cart: \`${CART_PRODUCT}\` through \`POST /api/graphql\`; each connection is one shopper at a time with the session the route answered (\`woo_session\`), a new shopper every ${ADDITIONS_PER_SHOPPER} additions (${tally.shoppers} shoppers in all); the per-address limit lifted, since every shopper comes from this machine.${tally.refused > 0 ? ` ${tally.refused} additions refused: ${tally.firstRefusal}.` : ''}`,
        whyNote(withRatioToOne(rows)),
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
