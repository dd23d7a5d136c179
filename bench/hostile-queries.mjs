#!/usr/bin/env node
/**
 * Hostile GraphQL queries against a commerce backend of its own (in-memory demo store): alias
 * floods of `products(first: 100)`, three at once, related products nested three deep, and
 * what /health answers meanwhile. Prints time and the backend's resident memory before and after.
 *
 *   node bench/hostile-queries.mjs              with the backend's limits (the defaults)
 *   node bench/hostile-queries.mjs --no-limits  with every limit lifted, as the backend was before
 *
 * --no-limits skips the 3 × 3,000 alias flood, which exhausts the backend's heap (and a shared
 * machine's memory) without limits; pass --all to send it anyway.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForUrl } from '../scripts/lib/processes.mjs';
import { commerceDir } from '../scripts/lib/shop.mjs';

const noLimits = process.argv.includes('--no-limits');
const all = process.argv.includes('--all');

const LIFTED = {
  COMMERCE_MAX_QUERY_TOKENS: '1000000',
  COMMERCE_MAX_QUERY_ALIASES: '10000',
  COMMERCE_MAX_QUERY_DIRECTIVES: '10000',
  COMMERCE_MAX_QUERY_COST: '1000000000',
  COMMERCE_MAX_RESPONSE_BYTES: '1000000000',
  COMMERCE_QUERY_TIMEOUT_MS: '600000',
};

const aliasFlood = (count) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: products(first: 100) { nodes { name } }`).join(' ')} }`;
const NESTED_RELATED = `{ products(first: 100) { nodes { name slug ${'related(first: 100) { nodes { ... on Product { name slug '.repeat(3)}${'} } } '.repeat(3)}} } }`;

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : Number.NaN;
}

async function send(url, query) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const text = await response.text();
    const body = JSON.parse(text);
    return {
      ms: Math.round(performance.now() - started),
      bytes: text.length,
      outcome: body.errors?.[0]?.extensions?.code ?? (body.errors ? 'error' : 'answered'),
    };
  } catch (error) {
    return {
      ms: Math.round(performance.now() - started),
      bytes: 0,
      outcome: `failed: ${error.cause?.code ?? error}`,
    };
  }
}

/** Longest /health answer while `work` runs, polled every 100 ms. */
async function healthDuring(url, work) {
  let worst = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await fetch(`${url}/health`, { signal: AbortSignal.timeout(60_000) }).then((r) => r.text());
      } catch {
        // A backend that died answers nothing; the figure is the wait.
      }
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const result = await work();
  running = false;
  await poll;
  return { result, healthMs: Math.round(worst) };
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const backend = startProcess({
  name: 'commerce',
  command: process.execPath,
  args: ['--import', 'tsx', 'src/main.ts'],
  cwd: commerceDir,
  env: {
    COMMERCE_PORT: String(port),
    COMMERCE_DATA_DIR: 'memory://',
    DATABASE_URL: undefined,
    LOG_LEVEL: 'error',
    COMMERCE_RATE_LIMITS: '*=1000000/1m',
    ...(noLimits ? LIFTED : {}),
  },
  logFile: join(commerceDir, 'data', 'bench-hostile-queries.log'),
});

const rows = [];
try {
  await waitForUrl(`${url}/health`, { timeoutMs: 180_000, child: backend });
  const record = async (name, work) => {
    const before = rssMb(backend.pid);
    const { result, healthMs } = await healthDuring(url, work);
    const alive = backend.exitCode === null && backend.signalCode === null;
    const after = alive ? rssMb(backend.pid) : Number.NaN;
    const results = Array.isArray(result) ? result : [result];
    rows.push({
      name,
      ms: Math.max(...results.map((r) => r.ms)),
      outcome: [...new Set(results.map((r) => r.outcome))].join(', '),
      rss: `${before} → ${alive ? after : 'crashed'}`,
      healthMs,
    });
  };
  await record('product page size query (baseline)', () =>
    send(url, '{ products(first: 24) { nodes { name slug } } }'),
  );
  await record('1,000 aliases of products(first: 100)', () => send(url, aliasFlood(1_000)));
  await record('related nested three deep (first: 100)', () => send(url, NESTED_RELATED));
  if (!noLimits || all) {
    await record('3 × 3,000 aliases in parallel', () =>
      Promise.all([1, 2, 3].map(() => send(url, aliasFlood(3_000)))),
    );
  }
  await record('product page size query (after)', () =>
    send(url, '{ products(first: 24) { nodes { name slug } } }'),
  );
} finally {
  await stopProcess(backend);
}

console.log(`\nHostile queries, ${noLimits ? 'every limit lifted' : 'default limits'} (ms; RSS in MB):\n`);
console.log('| attack | time (ms) | answer | backend RSS (MB) | slowest /health (ms) |');
console.log('| --- | ---: | --- | --- | ---: |');
for (const row of rows)
  console.log(`| ${row.name} | ${row.ms} | ${row.outcome} | ${row.rss} | ${row.healthMs} |`);
