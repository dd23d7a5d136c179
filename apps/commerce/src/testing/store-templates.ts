/**
 * The two databases every test store starts from, made once per run by the global setup: one
 * migrated and empty, one migrated and seeded with the demo store. Migrating and seeding took
 * most of a test file's start (about 10 s and 20 s on two cores); copying a finished one takes a
 * fraction of that, and every store still begins exactly as a fresh, seeded one would.
 * - PGlite: snapshot files (Database.snapshot) an in-memory database starts from;
 * - PostgreSQL: template databases on the run's server, which CREATE DATABASE … TEMPLATE copies.
 */
import { join } from 'node:path';
import pg from 'pg';
import { IN_MEMORY, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoStore } from '../seed/demo.ts';

/** Where each kind of store starts: a snapshot file (PGlite) or a template database's name (PostgreSQL). */
export interface StoreTemplates {
  empty: string;
  seeded: string;
}

const TEMPLATE_NAMES: StoreTemplates = { empty: 'store_template_empty', seeded: 'store_template_seeded' };

/** Runs one statement on the server's maintenance database. */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The two snapshots, written into `folder`. */
export async function makePgliteTemplates(folder: string): Promise<StoreTemplates> {
  const templates = { empty: join(folder, 'empty.tar'), seeded: join(folder, 'seeded.tar') };
  const database = await openDatabase({ dataDir: IN_MEMORY });
  try {
    await runMigrations(database.db);
    await database.snapshot?.(templates.empty);
    await seedDemoStore(database.db);
    await database.snapshot?.(templates.seeded);
  } finally {
    await database.close();
  }
  return templates;
}

/** The two template databases on the server at `serverUrl`. */
export async function makePostgresTemplates(serverUrl: string): Promise<StoreTemplates> {
  for (const [kind, name] of Object.entries(TEMPLATE_NAMES)) {
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await runMigrations(database.db);
      if (kind === 'seeded') await seedDemoStore(database.db);
    } finally {
      // Nobody may stay connected to a template while it is copied.
      await database.close();
    }
  }
  return TEMPLATE_NAMES;
}
