/**
 * Opens the commerce database: PostgreSQL when a URL is given, otherwise embedded PGlite
 * hosted in a worker thread. Both are reached through the `pg` driver, so every query and
 * migration is written once.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.ts';
import { GatedPool } from './gated-pool.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  /** A GatedPool: statements of a request that is over leave its line unsent (gated-pool.ts). */
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** `select 1` ahead of every statement waiting for a connection (the health probe). */
  probe(): Promise<void>;
  /**
   * PGlite only: writes the whole database to the file `path`, which an in-memory database can
   * start from (`loadFrom`). The tests make one migrated, seeded store this way and start each
   * test file's store from it instead of migrating and seeding again.
   */
  snapshot?(path: string): Promise<void>;
  close(): Promise<void>;
}

/** What pglite-host.mjs receives and sends. */
interface PgliteHostOptions {
  /** A directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  /** A snapshot file (Database.snapshot) the database starts from. */
  loadFrom?: string;
  socketPath: string;
}
type PgliteHostStart = { type: 'ready' } | { type: 'error'; message: string };
type PgliteHostSnapshot = { type: 'snapshot'; error?: string };

export type DatabaseTarget =
  | { databaseUrl: string }
  /** `loadFrom`: a snapshot file (Database.snapshot) an in-memory database starts from. */
  | { dataDir: string; loadFrom?: string };

/** PGlite's in-memory mode: a fresh database that disappears on close (tests). */
export const IN_MEMORY = 'memory://';

/** The pool as `pg` types it: it takes the promise forms drizzle uses. */
const gated = (pool: GatedPool) => pool as unknown as pg.Pool;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const gate = new GatedPool({ connectionString: target.databaseUrl, max: 10 }, true);
    const pool = gated(gate);
    return {
      db: drizzle(pool, { schema }),
      pool,
      kind: 'postgres',
      probe: () => gate.probe(),
      close: () => pool.end(),
    };
  }
  return openPglite(target.dataDir, target.loadFrom);
}

async function openPglite(dataDir: string, loadFrom?: string): Promise<Database> {
  if (loadFrom && dataDir !== IN_MEMORY)
    throw new Error('Only an in-memory database starts from a snapshot.');
  if (dataDir !== IN_MEMORY) mkdirSync(resolve(dataDir), { recursive: true });
  // Before PGlite touches the files: a second writer would corrupt them (data-dir-lock.ts).
  const unlock = dataDir === IN_MEMORY ? () => {} : lockDataDirectory(resolve(dataDir));
  try {
    return await startPgliteHost(dataDir, loadFrom, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function startPgliteHost(
  dataDir: string,
  loadFrom: string | undefined,
  unlock: () => void,
): Promise<Database> {
  const socketDir = mkdtempSync(join(tmpdir(), 'pglite-'));
  const options: PgliteHostOptions = {
    dataDir: dataDir === IN_MEMORY ? dataDir : resolve(dataDir),
    ...(loadFrom ? { loadFrom: resolve(loadFrom) } : {}),
    socketPath: join(socketDir, '.s.PGSQL.5432'),
  };
  const worker = new Worker(new URL('./pglite-host.mjs', import.meta.url), { workerData: options });
  await new Promise<void>((ready, fail) => {
    worker.once('message', (message: PgliteHostStart) =>
      message.type === 'ready' ? ready() : fail(new Error(`PGlite failed to start: ${message.message}`)),
    );
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`PGlite worker exited with code ${code}`)));
  });

  // PGlite has one connection: a single pooled client keeps transactions from interleaving.
  const gate = new GatedPool(
    { host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 },
    false,
  );
  const pool = gated(gate);
  const close = async () => {
    await pool.end();
    const exited = new Promise((done) => worker.once('exit', done));
    worker.postMessage('stop');
    await exited;
    rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  const snapshot = (path: string) =>
    new Promise<void>((done, fail) => {
      const answer = (message: PgliteHostSnapshot | PgliteHostStart) => {
        if (message.type !== 'snapshot') return;
        worker.off('message', answer);
        if (message.error) fail(new Error(`PGlite snapshot failed: ${message.error}`));
        else done();
      };
      worker.on('message', answer);
      worker.postMessage({ snapshot: resolve(path) });
    });
  return { db: drizzle(pool, { schema }), pool, kind: 'pglite', probe: () => gate.probe(), snapshot, close };
}
