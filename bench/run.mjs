#!/usr/bin/env node
/**
 * `npm run bench`: every benchmark suite in order, then BENCHMARKS.md. Each suite is a module
 * exporting `run(options) → { suite, rows, notes }` that writes bench/results/<suite>.json and .md.
 * The browser-side suites share one freshly seeded shop on the production build (built first when
 * missing); a suite that cannot run is recorded as such and the others go on.
 *
 *   node bench/run.mjs                                  everything
 *   node bench/run.mjs --only lighthouse,js,throughput  some suites (also: requests, backend, cart,
 *                                                       cluster, slow-backend)
 *   node bench/run.mjs --only backend --sizes 150,10k --databases pglite
 *   node bench/run.mjs --runs 1 --duration 3            one Lighthouse run per page, 3 s per load
 *                                                       target (a quick look, not figures to keep)
 *   node bench/run.mjs --only lighthouse --pages home,category   some Lighthouse pages
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { writeSuiteResults } from './lib/results.mjs';
import { startBenchShop } from './lib/shop.mjs';
import { writeReport } from './report.mjs';

const SUITES = {
  js: { file: './js-per-route.mjs', needsShop: true },
  lighthouse: { file: './lighthouse.mjs', needsShop: true },
  throughput: { file: './throughput.mjs', needsShop: true },
  // Starts a shop of its own, whose storefront reaches the backend through a counting proxy.
  requests: { file: './render-requests.mjs', needsShop: false, suite: 'render-requests' },
  backend: { file: './backend-latency.mjs', needsShop: false, suite: 'backend-latency' },
  // Starts two shops of its own: the embedded backend, and the same one 200 ms away behind a proxy.
  cart: { file: './add-to-cart.mjs', needsShop: false, suite: 'add-to-cart' },
  // Starts the cluster of `npm run cluster`: nginx, two storefronts, two backends, PostgreSQL, Redis.
  cluster: { file: './cluster.mjs', needsShop: false },
  // Starts two shops of its own behind a counting proxy: the backend at once, and held 300 ms a request.
  'slow-backend': { file: './slow-backend.mjs', needsShop: false },
};

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    sizes: { type: 'string' },
    databases: { type: 'string' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    pages: { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
});
const list = (value) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const chosen = list(values.only) ?? Object.keys(SUITES);
const unknown = chosen.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(`Unknown suite ${unknown.join(', ')}. Choose from: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}

const started = performance.now();
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const log = (line) => console.log(line);
const options = {
  runs: Number(values.runs),
  duration: Number(values.duration),
  pages: list(values.pages),
  sizes: list(values.sizes),
  databases: list(values.databases),
  log,
};

let shop;
const failures = [];
try {
  if (chosen.some((name) => SUITES[name].needsShop)) {
    log(`▶ starting a seeded shop on the production build${values.rebuild ? ' (rebuilding it first)' : ''}…`);
    shop = await startBenchShop({ rebuild: values.rebuild });
    log(`  shop ready at ${shop.storefrontUrl} (${elapsed(started)})`);
  }
  for (const name of chosen) {
    const { file, suite = name } = SUITES[name];
    const suiteStarted = performance.now();
    log(`▶ ${name}…`);
    try {
      if (!existsSync(new URL(file, import.meta.url))) throw new Error(`${file} does not exist yet`);
      const module = await import(file);
      const result = await module.run({ ...options, shop });
      log(`✔ ${name}: ${result?.rows?.length ?? 0} rows in ${elapsed(suiteStarted)}`);
    } catch (error) {
      failures.push(name);
      console.error(`✘ ${name} could not run: ${error.message}`);
      writeSuiteResults(
        { suite, rows: [], notes: [`Not measured in the last run: ${error.message}`] },
        [],
        `${name} (not measured)`,
      );
    }
  }
} finally {
  await shop?.stop();
}

writeReport({ command: commandLine() });
log(
  `BENCHMARKS.md written. Total ${elapsed(started)}${failures.length > 0 ? `; not measured: ${failures.join(', ')}` : ''}.`,
);

/** How this run was started, as a reader would type it. */
function commandLine() {
  const args = process.argv.slice(2);
  return args.length === 0 ? 'npm run bench' : `node bench/run.mjs ${args.join(' ')}`;
}
