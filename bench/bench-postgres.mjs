/**
 * The latency suite's own PostgreSQL cluster, from Debian's server binaries: created once in a
 * folder that later runs reuse (generated catalogues take minutes), started on a free port for
 * the run and stopped after it. PostgreSQL refuses to run as root, so as root the cluster
 * belongs to the `postgres` user. Without the binaries the suite says so instead of failing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  POSTGRES_MISSING,
  postgresBinDir,
  postgresTools,
} from '../apps/commerce/src/testing/postgres-binaries.mjs';
import { freePort } from '../scripts/lib/processes.mjs';

/** @param {string} dir where the cluster lives between runs */
export async function startBenchPostgres(dir) {
  const bin = postgresBinDir();
  if (!bin) return { available: false, reason: POSTGRES_MISSING };
  const { exec, ownDirectory } = postgresTools(bin);
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    ownDirectory(dir);
    exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  }
  const port = await freePort();
  // Durability settings are the production defaults (fsync on): the figures are a real server's.
  exec('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=256MB`,
    'start',
  ]);
  // A run that ends early (an error, a signal) still stops its server.
  const stopNow = () => {
    try {
      exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  process.once('exit', stopNow);
  const url = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  // psql beside the server: the suite needs no database driver of its own.
  const admin = (statement, database = 'postgres') =>
    execFileSync(
      join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-tAc', statement],
      { stdio: 'pipe' },
    ).toString();
  return {
    available: true,
    url,
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
