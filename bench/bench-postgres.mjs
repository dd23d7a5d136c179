/**
 * The latency suite's own PostgreSQL cluster, from Debian's server binaries: created once in a
 * folder that later runs reuse (generated catalogues take minutes), started on a free port for
 * the run and stopped after it. PostgreSQL refuses to run as root, so as root the cluster
 * belongs to the `postgres` user. Without the binaries the suite says so instead of failing.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/processes.mjs';

const BASE = '/usr/lib/postgresql';

function binDir() {
  const version = existsSync(BASE)
    ? readdirSync(BASE)
        .filter((v) => existsSync(join(BASE, v, 'bin', 'initdb')))
        .sort()
        .at(-1)
    : undefined;
  return version ? join(BASE, version, 'bin') : undefined;
}

/** @param {string} dir where the cluster lives between runs */
export async function startBenchPostgres(dir) {
  const bin = binDir();
  if (!bin)
    return { available: false, reason: 'PostgreSQL is not installed: node scripts/ensure-postgres.mjs' };
  const asRoot = process.getuid?.() === 0;
  const exec = (tool, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });
  const data = join(dir, 'data');
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
      chownSync(dir, id('-u'), id('-g'));
    }
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
  const admin = (statement) =>
    execFileSync(
      join(bin, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-tAc', statement],
      {
        stdio: 'pipe',
      },
    ).toString();
  return {
    available: true,
    url,
    exists: async (name) => admin(`select 1 from pg_database where datname = '${name}'`).trim() === '1',
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
