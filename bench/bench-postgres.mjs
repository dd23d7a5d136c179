/**
 * The latency suite's own PostgreSQL cluster, from Debian's server binaries (scripts/lib/postgres.mjs):
 * created once in a folder that later runs reuse (generated catalogues take minutes), started on a
 * free port for the run and stopped after it. Without the binaries the suite says so instead of
 * failing.
 */
import { POSTGRES_MISSING, postgresBinDir, postgresCluster } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/processes.mjs';

/** @param {string} dir where the cluster lives between runs */
export async function startBenchPostgres(dir) {
  if (!postgresBinDir()) return { available: false, reason: POSTGRES_MISSING };
  const cluster = postgresCluster(dir);
  if (!cluster.exists()) cluster.init();
  // Durability settings are the production defaults (fsync on): the figures are a real server's.
  cluster.start(await freePort(), { shared_buffers: '256MB' });
  // A run that ends early (an error, a signal) still stops its server.
  const stopNow = () => cluster.stop('fast');
  process.once('exit', stopNow);
  const admin = (statement, database = 'postgres') => cluster.sql(statement, database);
  return {
    available: true,
    url: cluster.url,
    /** Whether `name` holds a catalogue: a generation cut short leaves the database, not its products. */
    hasCatalog: async (name) => {
      if (admin(`select 1 from pg_database where datname = '${name}'`).trim() !== '1') return false;
      try {
        return Number(admin('select count(*) from products', name).trim()) > 0;
      } catch {
        return false;
      }
    },
    recreate: async (name) => {
      admin(`drop database if exists "${name}"`);
      admin(`create database "${name}"`);
    },
    stop: async () => {
      process.off('exit', stopNow);
      stopNow();
    },
  };
}
