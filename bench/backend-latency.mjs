#!/usr/bin/env node
/**
 * Backend latency per operation (p50/p95, ms over HTTP) at three catalogue sizes on both
 * databases, with the backend's peak resident memory: how cost grows with the catalogue.
 *
 *   node bench/backend-latency.mjs                          # 150,10k,100k × pglite,postgres
 *   node bench/backend-latency.mjs --sizes 150,10k --databases pglite --samples 100
 *   node bench/backend-latency.mjs --commerce-dir <an older checkout's apps/commerce> --label before
 *   node bench/backend-latency.mjs --url http://127.0.0.1:4000 --label quick   # a running backend
 *
 * 150 is the demo store, seeded afresh; 10k and 100k are generated once with
 * `catalog:generate` into apps/commerce/data/bench-<size> (PGlite) or a database of the
 * benchmark's own PostgreSQL cluster (apps/commerce/data/bench-postgres), and reused by later
 * runs. Writes results/backend-latency.json and .md.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, runCommand, startProcess, stopProcess, waitForUrl } from '../scripts/lib/processes.mjs';
import { graphqlClient, prepareOperations, sample } from './backend-operations.mjs';
import { startBenchPostgres } from './bench-postgres.mjs';
import { machineInfo } from './lib/machine.mjs';
import { peakRssMb, peakRssOfServer } from './lib/process-stats.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = join(root, 'apps/commerce/data');
const SIZES = { 150: 0, '10k': 10_000, '100k': 100_000 };

const generate = (commerceDir, products, target) =>
  runCommand(
    process.execPath,
    ['--import', 'tsx', 'src/seed/large/cli.ts', '--products', String(products), ...target],
    {
      cwd: commerceDir,
    },
  );

/** The backend's database settings for a size, generating the catalogue when it is not there yet. */
async function databaseFor(database, size, postgres, commerceDir) {
  const products = SIZES[size];
  if (database === 'pglite') {
    if (products === 0) {
      const dir = mkdtempSync(join(tmpdir(), 'ppe-bench-demo-'));
      return {
        env: { COMMERCE_DATA_DIR: join(dir, 'commerce'), COMMERCE_SEED: 'demo' },
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
      };
    }
    const dir = join(dataDir, `bench-${size}`);
    if (!existsSync(dir)) await generate(commerceDir, products, ['--data-dir', dir]);
    return { env: { COMMERCE_DATA_DIR: dir, COMMERCE_SEED: 'none' }, cleanup: () => {} };
  }
  const name = `bench_${size}`;
  if (products === 0) {
    await postgres.recreate(name);
    return { env: { DATABASE_URL: postgres.url(name), COMMERCE_SEED: 'demo' }, cleanup: () => {} };
  }
  if (!(await postgres.hasCatalog(name))) {
    await postgres.recreate(name);
    await generate(commerceDir, products, ['--database-url', postgres.url(name)]);
  }
  return { env: { DATABASE_URL: postgres.url(name), COMMERCE_SEED: 'none' }, cleanup: () => {} };
}

/** Starts the backend on a database, measures every operation, and stops it. */
async function measure(database, size, settings, { samples, warmup, commerceDir, label }) {
  const port = await freePort();
  const logDir = mkdtempSync(join(tmpdir(), 'ppe-bench-log-'));
  const backend = startProcess({
    name: 'commerce',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: commerceDir,
    logFile: join(logDir, 'commerce.log'),
    env: {
      ...settings.env,
      COMMERCE_PORT: String(port),
      COMMERCE_TEST_CARD: 'on',
      // Thousands of carts and orders from one address in a minute: lift the shopper limits.
      COMMERCE_RATE_LIMITS: '*=1000000/1m',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/health`, { timeoutMs: 300_000, child: backend });
    return await measureOperations(base, { database, size, samples, warmup, label, pid: backend.pid });
  } finally {
    await stopProcess(backend);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** Every operation against a backend that answers at `base`; its memory when its pid is known. */
async function measureOperations(base, { database, size, samples, warmup, label, pid }) {
  const graphql = graphqlClient(base);
  const loadBefore = loadavg()[0];
  const { data } = await graphql('{ products(first: 1) { found } }');
  const { operations, notes } = await prepareOperations(graphql);
  const rows = [];
  const failures = [];
  for (const [operation, run] of Object.entries(operations)) {
    try {
      const figures = await sample(run, { samples, warmup });
      rows.push({ operation, size, database, ...figures });
      console.log(`${label ?? ''} ${database} ${size}: ${operation} p50 ${figures.p50} p95 ${figures.p95}`);
    } catch (error) {
      // One operation the shop refuses (no shipping zone, sold out) leaves the others' figures.
      failures.push(`${operation} failed: ${error.message.slice(0, 200)}`);
    }
  }
  const peakMb = pid ? peakRssMb(pid) : peakRssOfServer(base);
  if (peakMb != null) rows.push({ operation: 'peak RSS of the backend (MB)', size, database, peakMb });
  const about = `${database} ${size} (${data.products.found} products)`;
  // Other work on a shared machine moves timings: how busy it was while these were measured.
  const load = `1-minute load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
  return {
    rows,
    notes: [`${about}: ${notes.join('; ')}; ${load}`, ...failures.map((failure) => `${about}: ${failure}`)],
  };
}

const cell = (row) => (row ? (row.peakMb != null ? `${row.peakMb}` : `${row.p50} / ${row.p95}`) : '–');

/** The table: operations down, sizes × databases across, then growth 150 → 100k of p95. */
export function table(rows, sizes, databases) {
  const columns = databases.flatMap((database) => sizes.map((size) => ({ database, size })));
  const growable = sizes.includes('150') && sizes.includes('100k');
  const header = [
    'operation',
    ...columns.map((c) => `${c.size} ${c.database}`),
    ...(growable ? databases.map((d) => `growth ${d}`) : []),
  ];
  const find = (operation, database, size) =>
    rows.find((r) => r.operation === operation && r.database === database && r.size === size);
  const lines = [...new Set(rows.map((r) => r.operation))].map((operation) => {
    const growth = databases.map((database) => {
      const [small, large] = [find(operation, database, '150'), find(operation, database, '100k')];
      const key = small?.peakMb != null ? 'peakMb' : 'p95';
      return small?.[key] && large?.[key] ? `${(large[key] / small[key]).toFixed(2)}×` : '–';
    });
    return [
      operation,
      ...columns.map((c) => cell(find(operation, c.database, c.size))),
      ...(growable ? growth : []),
    ];
  });
  const align = header.map((_, i) => (i === 0 ? '---' : '---:'));
  return [header, align, ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The suite: `{ sizes, databases, samples, warmup }`, each with a default. */
export async function run({
  sizes = Object.keys(SIZES),
  databases = ['pglite', 'postgres'],
  samples = 200,
  warmup = 20,
  commerceDir = join(root, 'apps/commerce'),
  label,
  url,
} = {}) {
  if (url) {
    // A backend already running (any database): a quick look, kept apart from the report's file.
    const name = label ?? 'running';
    const result = await measureOperations(url, {
      database: name,
      size: 'running',
      samples,
      warmup,
      label: name,
    });
    const command = `--url ${url} --label ${name}`;
    return write({ ...result, sizes: ['running'], databases: [name], label: name, command });
  }
  const rows = [];
  const notes = [
    `${samples} samples per operation after ${warmup} warm-up runs, one request at a time; cells are p50 / p95 ms; growth is p95 at 100k ÷ p95 at 150.`,
  ];
  for (const database of databases) {
    let postgres;
    if (database === 'postgres') {
      postgres = await startBenchPostgres(join(dataDir, 'bench-postgres'));
      if (!postgres.available) {
        notes.push(`PostgreSQL: not measured (${postgres.reason}).`);
        continue;
      }
    }
    try {
      for (const size of sizes) {
        const settings = await databaseFor(database, size, postgres, commerceDir);
        try {
          const result = await measure(database, size, settings, { samples, warmup, commerceDir, label });
          rows.push(...result.rows);
          notes.push(...result.notes);
        } finally {
          settings.cleanup();
        }
      }
    } finally {
      await postgres?.stop();
    }
  }
  notes.push('The storefront does not run in this suite; its memory is measured by the throughput suite.');
  const command = `--sizes ${sizes.join(',')} --databases ${databases.join(',')} --samples ${samples}`;
  return write({ rows, notes, sizes, databases, label, command });
}

/** Writes results/backend-latency[-label].json and .md and returns the suite's result. */
function write({ rows, notes, sizes, databases, label, command }) {
  const machine = machineInfo();
  const markdown = [
    '# Backend latency per operation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), Node ${machine.node}: \`node bench/backend-latency.mjs ${command}\``,
    '',
    table(rows, sizes, databases),
    '',
    ...notes.map((note) => `- ${note}`),
  ].join('\n');
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  const report = { suite: 'backend-latency', measuredAt: new Date().toISOString(), rows, notes };
  // A label keeps another build's figures (--commerce-dir) apart from the suite's own file.
  const file = join(results, label ? `backend-latency-${label}` : 'backend-latency');
  writeFileSync(`${file}.json`, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(`${file}.md`, `${markdown}\n`);
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Stopped from outside (Ctrl-C, a timeout): exit so the servers it started are stopped too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: Object.keys(SIZES).join(',') },
      databases: { type: 'string', default: 'pglite,postgres' },
      samples: { type: 'string', default: '200' },
      warmup: { type: 'string', default: '20' },
      'commerce-dir': { type: 'string' },
      label: { type: 'string' },
      url: { type: 'string' },
    },
  });
  const list = (value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const unknown = list(values.sizes).filter((s) => !(s in SIZES));
  if (unknown.length > 0)
    throw new Error(`Unknown size ${unknown.join(', ')}: use ${Object.keys(SIZES).join(', ')}`);
  await run({
    sizes: list(values.sizes),
    databases: list(values.databases),
    samples: Number(values.samples),
    warmup: Number(values.warmup),
    ...(values['commerce-dir'] ? { commerceDir: resolve(values['commerce-dir']) } : {}),
    label: values.label,
    url: values.url,
  });
  const label = values.label ?? (values.url ? 'running' : undefined);
  const file = label ? `backend-latency-${label}` : 'backend-latency';
  console.log(readFileSync(join(root, `bench/results/${file}.md`), 'utf8'));
}
