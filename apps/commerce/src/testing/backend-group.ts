/**
 * Several commerce backends as their own processes on one PostgreSQL database, as behind a load
 * balancer: a new, empty database on the run's PostgreSQL server (COMMERCE_TEST_DATABASE=postgres),
 * every backend started at the same moment on it with the same settings, and a connection of the
 * test's own to set a scene and read what the backends wrote.
 */
import { type Database, openDatabase } from '../db/client.ts';
import { type BackendProcess, startBackendProcess } from './backend-process.ts';
import { createServerDatabase } from './test-store.ts';

export interface BackendGroup {
  backends: BackendProcess[];
  /** The database's URL, for a test that opens connections of its own as another backend would. */
  databaseUrl: string;
  /** The database the backends share. */
  database: Database;
  /** Stops every backend gracefully, then drops the database. */
  close(): Promise<void>;
}

export async function startBackendGroup(count: number, env: Record<string, string>): Promise<BackendGroup> {
  const server = await createServerDatabase();
  if (!server)
    throw new Error('Several backends need a PostgreSQL server: set COMMERCE_TEST_DATABASE=postgres');
  const starting = await Promise.allSettled(
    Array.from({ length: count }, () => startBackendProcess({ ...env, DATABASE_URL: server.url })),
  );
  const backends = starting.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failed = starting.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(backends.map((backend) => backend.stop()));
    await server.drop();
    throw failed.reason;
  }
  const database = await openDatabase({ databaseUrl: server.url });
  return {
    backends,
    databaseUrl: server.url,
    database,
    close: async () => {
      await Promise.all(backends.map((backend) => backend.stop()));
      await database.close();
      await server.drop();
    },
  };
}
