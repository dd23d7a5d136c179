import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { createCluster } from '../../../scripts/lib/cluster.mjs';
import { freePort } from '../../../scripts/lib/processes.mjs';

/**
 * The cluster journeys' shop: two storefronts and two backends behind nginx, on one PostgreSQL
 * server and one Redis (scripts/lib/cluster.mjs, as `npm run cluster` runs it), on free ports with
 * a freshly seeded database and the one storefront build of the other journeys. The project has one
 * worker, and the cluster is that worker's: started before its first journey, stopped after its
 * last (a failed journey's worker is replaced, and its successor starts a cluster of its own).
 *
 * The backends send no webhooks here: a storefront learns of a catalogue change only from the
 * deliveries a journey sends itself (signed-webhook.spec.ts).
 */
export type Cluster = ReturnType<typeof createCluster>;

const logDir = fileURLToPath(new URL('../../logs/cluster', import.meta.url));

export const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter.
    async ({}, use) => {
      const stateDir = await mkdtemp(join(tmpdir(), 'ppe-cluster-'));
      const cluster = createCluster({
        stateDir,
        logDir,
        publicPort: await freePort(),
        durable: false,
        backendWebhooks: false,
        // The journeys pay with the test card; every shopper of the load comes from an address of its own.
        commerceEnv: { COMMERCE_TEST_CARD: 'on' },
      });
      try {
        await cluster.start();
        // This worker runs the cluster's journeys only: the helpers that ask the backend what a page
        // should show (e2e/lib/backend.ts) ask the cluster's, through nginx.
        process.env.E2E_GRAPHQL_URL = cluster.graphqlUrl();
        await use(cluster);
      } finally {
        await cluster.stop();
        await rm(stateDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.publicUrl),
});

export { expect };

/** A storefront's own address, past nginx. */
export const storefrontUrl = (cluster: Cluster, instance: 'a' | 'b') =>
  `http://localhost:${instance === 'a' ? cluster.ports().storefrontA : cluster.ports().storefrontB}`;

/** What nginx's `X-Upstream` says when that storefront answered. */
export const storefrontUpstream = (cluster: Cluster, instance: 'a' | 'b') =>
  `127.0.0.1:${instance === 'a' ? cluster.ports().storefrontA : cluster.ports().storefrontB}`;
