/**
 * A whole commerce backend for a test file: a fresh in-memory database, migrated and seeded
 * (the demo store unless told otherwise), served over real HTTP on a free port. The database is a
 * copy of the run's template (store-templates.ts), so it is not migrated and seeded again each time.
 */
import type { ExecutionResult } from 'graphql';
import { loadConfig } from '../config.ts';
import { type Database, IN_MEMORY, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { seedDemoStore } from '../seed/demo.ts';
import { type CommerceServer, startServer } from '../server.ts';
import { usePostgres } from './global-setup.ts';
import { onServer } from './store-templates.ts';

export interface TestStore {
  url: string;
  database: Database;
  /** POSTs an operation and returns the parsed GraphQL response. */
  graphql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<TData>>;
  /** POSTs an operation and fails the test on any GraphQL error. */
  data<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<TData>;
  close(): Promise<void>;
}

export interface TestStoreOptions {
  /** Seed the demo store (default) or leave the database empty. */
  seed?: boolean;
  /** Use this PostgreSQL server instead of a fresh in-memory PGlite. */
  databaseUrl?: string;
  /** Extra environment for the backend's configuration (outbox directory, SMTP). */
  env?: Record<string, string>;
  /** The rate limits' clock (epoch milliseconds), for tests that move time instead of waiting. */
  now?: () => number;
}

/**
 * With `COMMERCE_TEST_DATABASE=postgres` (the global setup's server): a fresh database of its own
 * on that server, dropped on close: empty, or a copy of the template database `template`.
 * Otherwise none, and the store uses in-memory PGlite.
 */
export async function createServerDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!usePostgres()) return null;
  const { inject } = await import('vitest');
  const serverUrl = inject('commercePostgresUrl');
  if (!serverUrl) throw new Error('COMMERCE_TEST_DATABASE=postgres but the global setup started no server');
  const name = `store_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e9)}`;
  const admin = (sql: string) => onServer(serverUrl, sql);
  await admin(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Not WITH (FORCE): pool.end() resolves before the server has seen its connections go, and a
  // forced drop would kill them mid-goodbye (an uncaught 57P01 in the test). A plain DROP waits up
  // to five seconds for them to leave; a connection still open after that is a leak worth failing on.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await admin(`DROP DATABASE IF EXISTS ${name}`);
      } catch (error) {
        if (attempt >= 2 || (error as { code?: string }).code !== '55006') throw error;
      }
    }
  };
  return { url: url.toString(), drop };
}

/** The run's template for a store: seeded unless told otherwise, as a PGlite snapshot or a PostgreSQL template. */
async function templateOf(options: TestStoreOptions): Promise<{ pglite?: string; postgres?: string }> {
  const { inject } = await import('vitest');
  const templates = inject('commerceStoreTemplates');
  const name = options.seed === false ? templates.empty : templates.seeded;
  return usePostgres() ? { postgres: name } : { pglite: name };
}

export async function startTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  const template = await templateOf(options);
  const serverDatabase = options.databaseUrl ? null : await createServerDatabase(template.postgres);
  const databaseUrl = options.databaseUrl ?? serverDatabase?.url;
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: IN_MEMORY, loadFrom: template.pglite },
  );
  // A copy of a template is migrated already; this only brings a database it did not copy up to date.
  await runMigrations(database.db);
  // A database the test brought itself is seeded here, as the templates were.
  if (options.databaseUrl && options.seed !== false) await seedDemoStore(database.db);
  const config = loadConfig({
    COMMERCE_PORT: '0',
    COMMERCE_DATA_DIR: IN_MEMORY,
    LOG_LEVEL: 'silent',
    // Checkout tests pay with the test card; a test about it being off says so in env.
    COMMERCE_TEST_CARD: 'on',
    // One test file sends hundreds of requests from 127.0.0.1; the rate-limit tests set their own.
    COMMERCE_RATE_LIMITS: '*=1000000/1m',
    ...options.env,
  });
  const server: CommerceServer = await startServer(config, database, createLogger('silent'), {
    now: options.now,
  });

  const graphql = async <TData>(query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as ExecutionResult<TData>;
  };

  return {
    url: server.url,
    database,
    graphql,
    data: async <TData>(query: string, variables?: Record<string, unknown>) => {
      const result = await graphql<TData>(query, variables);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as TData;
    },
    close: async () => {
      await server.close();
      await database.close();
      await serverDatabase?.drop();
    },
  };
}
