/**
 * Vitest global setup: with `COMMERCE_TEST_DATABASE=postgres`, one throw-away PostgreSQL server
 * for the whole run, its URL handed to the test files (`startTestStore()` then creates a database
 * of its own on it for each store). Without the switch it does nothing: the tests use PGlite.
 */
import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (`postgres://…/postgres`), or '' when the tests use PGlite. */
    commercePostgresUrl: string;
  }
}

export const usePostgres = () => process.env.COMMERCE_TEST_DATABASE === 'postgres';

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (!usePostgres()) {
    project.provide('commercePostgresUrl', '');
    return undefined;
  }
  // Fails with "PostgreSQL is not installed: …" when the binaries are missing.
  const server = await startTemporaryPostgres({ maxConnections: 300 });
  project.provide('commercePostgresUrl', server.url);
  return () => server.stop();
}
