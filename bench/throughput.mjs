#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
/**
 * Requests per second and latency of the production storefront on this machine, with autocannon
 * (bounded: 10 connections, 10 s per target), beside a static file served by the same Next server
 * in the same run, so the ratio says what rendering costs whatever the machine's speed.
 *
 * "Cached" repeats one URL: the production server (apps/storefront/server.mjs) keeps the page after
 * its first render and serves it again with a fresh CSP nonce written in, so the run measures the
 * page cache (docs/reliability.md, "Cached pages and the nonce"); "gzip" asks for it compressed,
 * as browsers do (joined from parts compressed when the page was stored, the nonce in between).
 * "Uncached" never repeats a URL nor the backend's question: product pages walk through every
 * product once (each slug is a render and a data-cache miss, so each render asks the backend), and
 * listing pages change the price filter on every request (new GraphQL variables, new cache key).
 *
 * The load tool shares the machine's two cores with the server, and reading a large response costs
 * it more than the server spends writing one: on a big page the measured rate is the tool's. So
 * each row also carries the storefront's own CPU time per request (from /proc, all its threads),
 * and the rate that CPU time allows against the static file's ("server capacity"): what the
 * server could serve with a load tool elsewhere.
 *
 *   node bench/throughput.mjs [--duration 10] [--connections 10]
 */
import { load } from './lib/load.mjs';
import { cpuTimeMs, listenerPid, peakRssMb, peakRssOfServer } from './lib/process-stats.mjs';
import { fixed, writeSuiteResults } from './lib/results.mjs';
import { startBenchShop, warmPages } from './lib/shop.mjs';

const STATIC_PATH = '/logo.svg';
const PRODUCT_PATH = '/product/speedglas-9100-fx-welding-helmet';
const LISTING_PATH = '/products?orderby=price&order=asc';

/** Every product's slug (up to 100), for renders that each miss the data cache. */
async function productSlugs(graphqlUrl) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 100) { nodes { slug } } }' }),
  });
  const body = await response.json();
  return body.data.products.nodes.map((node) => node.slug);
}

/**
 * A row of the table from autocannon's result and the server's CPU time over the run (null where
 * it cannot be read); the ratios are filled in once the static row is known.
 */
export function summariseLoad(name, result, serverCpuMs = null) {
  const requests = result.requests.total;
  return {
    target: name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests,
    failures: result.errors + result.timeouts + result.non2xx,
    serverCpuUsPerRequest:
      serverCpuMs === null || requests === 0 ? undefined : (serverCpuMs * 1000) / requests,
    serverBusy: serverCpuMs === null || !result.duration ? undefined : serverCpuMs / (result.duration * 1000),
  };
}

/**
 * Each row's measured rate as a share of the static file's, and its server capacity: the static
 * file's CPU time per request over the row's (the rates the server's CPU allows, compared).
 */
export function withRatios(rows, staticName = 'static file') {
  const base = rows.find((row) => row.target === staticName);
  return rows.map((row) => ({
    ...row,
    ratioToStatic: base?.requestsPerSecond ? row.requestsPerSecond / base.requestsPerSecond : undefined,
    capacityRatioToStatic:
      base?.serverCpuUsPerRequest && row.serverCpuUsPerRequest
        ? base.serverCpuUsPerRequest / row.serverCpuUsPerRequest
        : undefined,
  }));
}

const percent = (ratio) => (ratio === undefined ? undefined : `${fixed(ratio * 100, 1)} %`);

export const COLUMNS = [
  { title: 'target', value: (row) => row.target, text: true },
  { title: 'req/s', value: (row) => fixed(row.requestsPerSecond, 1) },
  { title: 'p50 ms', value: (row) => fixed(row.p50Ms, 1) },
  { title: 'p99 ms', value: (row) => fixed(row.p99Ms, 1) },
  { title: 'requests', value: (row) => row.requests },
  { title: 'failed', value: (row) => row.failures },
  { title: 'of static rate', value: (row) => percent(row.ratioToStatic) },
  { title: 'server CPU µs/request', value: (row) => fixed(row.serverCpuUsPerRequest) },
  { title: 'server busy', value: (row) => percent(row.serverBusy) },
  { title: 'server capacity, of static', value: (row) => percent(row.capacityRatioToStatic) },
];

/**
 * @param {{ duration?: number, connections?: number, shop?: { storefrontUrl: string, graphqlUrl: string }, log?: (line: string) => void }} [options]
 */
export async function run({ duration = 10, connections = 10, shop, log = console.log } = {}) {
  const target = shop ?? (await startBenchShop());
  const rows = [];
  let memory;
  try {
    const base = target.storefrontUrl;
    await warmPages(base, [STATIC_PATH, PRODUCT_PATH, LISTING_PATH]);
    const slugs = (await productSlugs(target.graphqlUrl)).filter((slug) => !PRODUCT_PATH.endsWith(slug));
    let price = 0;
    const listingPaths = Array.from({ length: 100_000 }, () => `/products?filter=price[0,${1000 + ++price}]`);
    const targets = [
      ['static file', { path: STATIC_PATH }],
      ['product, cached', { path: PRODUCT_PATH }],
      ['product, cached, gzip', { path: PRODUCT_PATH, headers: { 'accept-encoding': 'gzip' } }],
      ['listing, cached', { path: LISTING_PATH }],
      // As a browser asks for it: the largest page measured, a sixth of its bytes.
      ['listing, cached, gzip', { path: LISTING_PATH, headers: { 'accept-encoding': 'gzip' } }],
      ['product, uncached', { paths: slugs.map((slug) => `/product/${slug}`), amount: slugs.length }],
      ['listing, uncached', { paths: listingPaths }],
    ];
    const storefrontPid = listenerPid(new URL(base).port);
    for (const [name, spec] of targets) {
      const cpuBefore = cpuTimeMs(storefrontPid);
      const result = await load(base, { duration, connections, ...spec });
      const cpuAfter = cpuTimeMs(storefrontPid);
      const serverCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
      const row = summariseLoad(name, result, serverCpuMs);
      rows.push(row);
      log(
        `  throughput ${name}: ${fixed(row.requestsPerSecond, 1)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms`,
      );
    }
    memory = { storefrontMb: peakRssMb(storefrontPid), backendMb: peakRssOfServer(target.graphqlUrl) };
  } finally {
    if (!shop) await target.stop();
  }
  return writeSuiteResults(
    {
      suite: 'throughput',
      rows: withRatios(rows),
      memory,
      notes: [
        `Peak resident memory by the end of the run: storefront ${memory?.storefrontMb ?? 'not measured'} MB, backend ${memory?.backendMb ?? 'not measured'} MB (the shop served the other browser-side suites first when run by run.mjs).`,
        `autocannon 8, ${connections} connections, ${duration} s per target (the uncached product run requests each product once), storefront \`node server.mjs\` (Next behind its page cache) on this machine, backend on PGlite in the same machine. Static file: \`${STATIC_PATH}\` from public/.`,
      ],
    },
    COLUMNS,
    'Storefront throughput',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  });
  await run({ duration: Number(values.duration), connections: Number(values.connections) });
}
