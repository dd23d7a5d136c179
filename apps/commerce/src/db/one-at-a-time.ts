/**
 * Start-up work that must not run twice at the same moment: the migrations and the first seed.
 * Backends started together on one PostgreSQL database take turns under an advisory lock, so one
 * migrates and seeds while the others wait, then find the work done; otherwise they fail on each
 * other's half-made tables or seed the catalogue twice. Embedded PGlite is opened by one process
 * only (data-dir-lock.ts), so it needs no turn.
 */
import type { Database } from './client.ts';

/** The advisory lock's key: a number the shop uses for nothing else. */
const START_UP_LOCK = 72_301_917;

export async function oneBackendAtATime<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  // A connection of its own holds the lock (the work runs on others); if the process dies, the
  // server ends its session and the lock with it.
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    holder.release();
  }
}
