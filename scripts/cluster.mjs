#!/usr/bin/env node
/**
 * `npm run cluster`: the shop as a cluster on this machine, all on loopback (scripts/lib/cluster.mjs):
 * nginx on one public port (CLUSTER_PORT, default 8080) in front of two storefronts sharing their
 * caches through Redis, which reach two commerce backends through nginx's internal port, both on
 * one PostgreSQL server. Builds the storefront first if it has no build (or with `--rebuild`).
 * Data and logs live in `.cluster/` and are kept across runs; `--fresh` starts over with a newly
 * seeded database. A process that crashes is started again; Ctrl-C / SIGTERM stops every process
 * the cluster started. The servers are Debian's (`node scripts/ensure-cluster-servers.mjs`).
 *
 *   npm run cluster
 *   npm run cluster -- --fresh
 *   CLUSTER_PORT=9090 npm run cluster
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCluster } from './lib/cluster.mjs';
import { NGINX_BIN, REDIS_BIN } from './lib/cluster-servers.mjs';
import { postgresBinDir } from './lib/postgres.mjs';
import { stopOnSignals } from './lib/processes.mjs';
import { ensureStorefrontBuild, repoRoot } from './lib/shop.mjs';
import { testCardDecision, testCardLine } from './lib/test-card.mjs';

const missing = [
  ...(postgresBinDir() ? [] : ['PostgreSQL']),
  ...(existsSync(REDIS_BIN) ? [] : ['Redis']),
  ...(existsSync(NGINX_BIN) ? [] : ['nginx']),
];
if (missing.length > 0) {
  console.error(
    `${missing.join(', ')} missing: run node scripts/ensure-postgres.mjs and node scripts/ensure-cluster-servers.mjs.`,
  );
  process.exit(1);
}

const publicPort = Number(process.env.CLUSTER_PORT ?? 8080);
const stateDir = join(repoRoot, '.cluster');
// Every server listens on loopback; only a proxy in front of nginx would make the shop public.
const testCard = testCardDecision({
  COMMERCE_TEST_CARD: process.env.COMMERCE_TEST_CARD,
  NODE_ENV: 'production',
  SITE_URL: `http://localhost:${publicPort}`,
});
console.log(testCardLine(testCard));

const cluster = createCluster({
  stateDir,
  publicPort,
  fresh: process.argv.includes('--fresh'),
  commerceEnv: { COMMERCE_TEST_CARD: testCard.setting },
  supervise: true,
});

const { shutdown, stopping } = stopOnSignals('cluster', () => cluster.stop());

try {
  const built = await ensureStorefrontBuild({ rebuild: process.argv.includes('--rebuild') });
  if (!built)
    console.log('Using the existing storefront build (pass --rebuild after changing the storefront).');
  console.log('Starting PostgreSQL, Redis, nginx, two backends and two storefronts…');
  await cluster.start();
  if (!stopping()) {
    const ports = cluster.ports();
    const rows = [
      [
        'nginx',
        `${ports.publicPort} (public: the storefronts), ${ports.backendsPort} (the backends, for the storefronts)`,
      ],
      ['storefront-a', ports.storefrontA],
      ['storefront-b', ports.storefrontB],
      ['commerce-a', ports.commerceA],
      ['commerce-b', ports.commerceB],
      ['postgresql', `${ports.postgres} (${cluster.databaseUrl()})`],
      ['redis', ports.redis],
    ];
    const state = relative(process.cwd(), stateDir) || '.';
    console.log(
      [
        `\nCluster ready: ${cluster.publicUrl}\n`,
        ...rows.map(([name, port]) => `  ${String(name).padEnd(13)} ${port}`),
        '',
        'X-Cluster-Instance: a or b pins a request to one storefront; X-Upstream names who answered.',
        `Data and logs in ${state}/ (${relative(process.cwd(), cluster.logDir)}/); --fresh starts over. Ctrl-C stops it all.\n`,
      ].join('\n'),
    );
    const failure = await cluster.failed();
    if (!stopping()) {
      console.error(`${failure.name} keeps crashing; stopping the cluster.`);
      await shutdown(1);
    }
  }
} catch (error) {
  if (!stopping()) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}
