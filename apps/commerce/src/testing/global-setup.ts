/**
 * Vitest global setup, once per run:
 * - the databases every test store starts from (store-templates.ts), migrated once and seeded once;
 * - with `COMMERCE_TEST_DATABASE=postgres`, one throw-away PostgreSQL server for the whole run, its
 *   URL handed to the test files (`startTestStore()` then copies a template database of its own on
 *   it for each store). Without the switch the stores are in-memory PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from './postgres-server.ts';
import { makePgliteTemplates, makePostgresTemplates, type StoreTemplates } from './store-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (`postgres://…/postgres`), or '' when the tests use PGlite. */
    commercePostgresUrl: string;
    /** Where a store starts: PGlite snapshot files, or template databases on the run's server. */
    commerceStoreTemplates: StoreTemplates;
  }
}

export const usePostgres = () => process.env.COMMERCE_TEST_DATABASE === 'postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!usePostgres()) {
    const folder = mkdtempSync(join(tmpdir(), 'commerce-store-templates-'));
    project.provide('commercePostgresUrl', '');
    project.provide('commerceStoreTemplates', await makePgliteTemplates(folder));
    return async () => rmSync(folder, { recursive: true, force: true });
  }
  // Fails with "PostgreSQL is not installed: …" when the binaries are missing.
  const server = await startTemporaryPostgres({ maxConnections: 300 });
  try {
    project.provide('commercePostgresUrl', server.url);
    project.provide('commerceStoreTemplates', await makePostgresTemplates(server.url));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
