#!/usr/bin/env node
/**
 * The related-products attack beside a shoppers' load, against a backend of its own (demo store,
 * PGlite in memory or a PostgreSQL cluster of the suite's own): 50 connections loop the shop's
 * mix (35 % listing, 25 % search, 25 % product page, 15 % add to cart) while attackers loop a
 * 2 KB anonymous query of 30 aliases of `products(first: 100) { nodes { related(first: 5) … } }`,
 * and /health is polled every 100 ms. Prints what shoppers, /health and the attacker got.
 *
 *   node bench/related-attack.mjs --database pglite --attackers 1 --seconds 60
 *   node bench/related-attack.mjs --database postgres --attackers 3
 *   node bench/related-attack.mjs --commerce-dir <another checkout's apps/commerce> --label before
 *
 * Results: results/related-attack-<label>.json and .md (label: the database by default).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startProcess, stopProcess, waitForUrl } from '../scripts/lib/processes.mjs';
import { commerceDir as ownCommerceDir } from '../scripts/lib/shop.mjs';
import { startBenchPostgres } from './bench-postgres.mjs';
import { percentile } from './lib/stats.mjs';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    attackers: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'commerce-dir': { type: 'string' },
    label: { type: 'string' },
  },
});
const database = values.database;
const attackers = Number(values.attackers);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const commerceDir = values['commerce-dir'] ? resolve(values['commerce-dir']) : ownCommerceDir;
const label = values.label ?? database;

export const ATTACK = `{ ${Array.from(
  { length: 30 },
  (_, i) => `a${i}: products(first: 100) { nodes { related(first: 5) { nodes { name } } } }`,
).join(' ')} }`;

const CARD = 'databaseId name slug ... on SimpleProduct { price regularPrice } image { sourceUrl altText }';
const SEARCHES = ['mask', 'glove', 'helmet', 'filter', 'boot', 'goggle'];

/** One shopper request of the mix, by a uniform draw in [0, 1). */
function shopperRequest(draw, catalogue) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  if (draw < 0.35) {
    return {
      kind: 'listing',
      query: `query($c: String) { products(first: 24, where: { category: $c }) { found nodes { ${CARD} } } }`,
      variables: { c: pick(catalogue.categories) },
    };
  }
  if (draw < 0.6) {
    return {
      kind: 'search',
      query: `query($s: String) { products(first: 24, where: { search: $s }) { found nodes { ${CARD} } } }`,
      variables: { s: pick(SEARCHES) },
    };
  }
  if (draw < 0.85) {
    return {
      kind: 'product',
      query: `query($id: ID!) { product(id: $id, idType: SLUG) { ${CARD} description
        productCategories { nodes { name slug } } galleryImages { nodes { sourceUrl } }
        related(first: 4) { nodes { ${CARD} } } } }`,
      variables: { id: pick(catalogue.slugs) },
    };
  }
  return {
    kind: 'addToCart',
    query:
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { cart { contents { itemCount } } } }',
    variables: { input: { productId: pick(catalogue.simpleIds), quantity: 1 } },
  };
}

async function post(base, query, variables, signal) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal,
    });
    const body = await response.json();
    const code = body.errors?.[0]?.extensions?.code ?? (body.errors ? 'error' : 'ok');
    return { status: response.status, code, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, code: `failed: ${error.cause?.code ?? error.name}`, ms: performance.now() - started };
  }
}

const summary = (times) => ({
  count: times.length,
  p50: Math.round(percentile(times, 50)),
  p99: Math.round(percentile(times, 99)),
  max: Math.round(Math.max(...times)),
});

async function startDatabase() {
  if (database === 'pglite') return { env: { COMMERCE_DATA_DIR: 'memory://', DATABASE_URL: undefined } };
  const postgres = await startBenchPostgres(join(commerceDir, 'data', 'bench-postgres'));
  if (!postgres.available) throw new Error(postgres.reason);
  await postgres.recreate('related_attack');
  return { env: { DATABASE_URL: postgres.url('related_attack') }, stop: postgres.stop };
}

const db = await startDatabase();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const logDir = mkdtempSync(join(tmpdir(), 'ppe-related-attack-'));
const backend = startProcess({
  name: 'commerce',
  command: process.execPath,
  args: ['--import', 'tsx', 'src/main.ts'],
  cwd: commerceDir,
  logFile: join(logDir, 'commerce.log'),
  env: {
    ...db.env,
    COMMERCE_PORT: String(port),
    COMMERCE_SEED: 'demo',
    // The attack and the load come from one address: lift the limits, the worst case.
    COMMERCE_RATE_LIMITS: '*=1000000/1m',
    LOG_LEVEL: 'error',
  },
});

try {
  await waitForUrl(`${base}/health`, { timeoutMs: 300_000, child: backend });
  const listed = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products(first: 100) { nodes { slug databaseId type } }
        productCategories(first: 20) { nodes { slug } } }`,
    }),
  }).then((r) => r.json());
  const catalogue = {
    slugs: listed.data.products.nodes.map((p) => p.slug),
    simpleIds: listed.data.products.nodes.filter((p) => p.type === 'SIMPLE').map((p) => p.databaseId),
    categories: listed.data.productCategories.nodes.map((c) => c.slug),
  };

  const until = performance.now() + seconds * 1000;
  const shoppers = new Map();
  const health = [];
  const attacks = [];
  let serverErrors = 0;
  const running = () => performance.now() < until;

  const shopper = async () => {
    while (running()) {
      const request = shopperRequest(Math.random(), catalogue);
      const answer = await post(base, request.query, request.variables);
      if (answer.status === 0 || answer.status >= 500) serverErrors++;
      const entry = shoppers.get(request.kind) ?? { times: [], codes: new Map() };
      entry.times.push(answer.ms);
      entry.codes.set(answer.code, (entry.codes.get(answer.code) ?? 0) + 1);
      shoppers.set(request.kind, entry);
    }
  };
  const attacker = async () => {
    while (running()) attacks.push(await post(base, ATTACK, {}, AbortSignal.timeout(60_000)));
  };
  const poller = async () => {
    while (running()) {
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(60_000) });
        await response.text();
        status = response.status;
      } catch {
        // Counted as the wait it took.
      }
      health.push({ ms: performance.now() - started, status });
      await new Promise((done) => setTimeout(done, 100));
    }
  };
  await Promise.all([
    ...Array.from({ length: connections }, shopper),
    ...Array.from({ length: attackers }, attacker),
    poller(),
  ]);

  const allShopperTimes = [...shoppers.values()].flatMap((entry) => entry.times);
  const result = {
    label,
    database,
    attackers,
    seconds,
    connections,
    attackBytes: ATTACK.length,
    shoppers: summary(allShopperTimes),
    byKind: Object.fromEntries(
      [...shoppers].map(([kind, entry]) => [
        kind,
        { ...summary(entry.times), answers: Object.fromEntries(entry.codes) },
      ]),
    ),
    serverErrors,
    health: { ...summary(health.map((h) => h.ms)), notOk: health.filter((h) => h.status !== 200).length },
    attack: {
      ...(attacks.length ? summary(attacks.map((a) => a.ms)) : { count: 0 }),
      answers: Object.fromEntries(
        [...new Set(attacks.map((a) => a.code))].map((code) => [
          code,
          attacks.filter((a) => a.code === code).length,
        ]),
      ),
    },
  };

  const lines = [
    `Related-products attack, ${database}, ${attackers} attacker(s) looping a ${ATTACK.length}-byte query, ${connections} shopper connections, ${seconds} s (${label}):`,
    '',
    '| who | requests | p50 ms | p99 ms | max ms | answers |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...Object.entries(result.byKind).map(
      ([kind, s]) =>
        `| ${kind} | ${s.count} | ${s.p50} | ${s.p99} | ${s.max} | ${JSON.stringify(s.answers)} |`,
    ),
    `| all shoppers | ${result.shoppers.count} | ${result.shoppers.p50} | ${result.shoppers.p99} | ${result.shoppers.max} | 5xx/failed: ${serverErrors} |`,
    `| /health | ${result.health.count} | ${result.health.p50} | ${result.health.p99} | ${result.health.max} | not 200: ${result.health.notOk} |`,
    `| attacker | ${result.attack.count} | ${result.attack.p50 ?? '–'} | ${result.attack.p99 ?? '–'} | ${result.attack.max ?? '–'} | ${JSON.stringify(result.attack.answers)} |`,
  ];
  console.log(lines.join('\n'));
  const out = new URL('./results/', import.meta.url).pathname;
  mkdirSync(out, { recursive: true });
  const name = `related-attack-${label}-${attackers}`;
  writeFileSync(join(out, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(out, `${name}.md`), `${lines.join('\n')}\n`);
} finally {
  await stopProcess(backend);
  await db.stop?.();
  rmSync(logDir, { recursive: true, force: true });
}
