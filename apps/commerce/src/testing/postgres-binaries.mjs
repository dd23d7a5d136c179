/**
 * Debian's PostgreSQL server binaries, for the tests' throw-away server (postgres-server.ts) and
 * the latency benchmark's cluster (bench/bench-postgres.mjs): plain JavaScript so that both a
 * TypeScript test helper and a plain Node script can import it. PostgreSQL refuses to run as
 * root, so as root every tool runs as the `postgres` user and owns the folders it writes.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const BASE = '/usr/lib/postgresql';

export const POSTGRES_MISSING =
  'PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (or apt-get install postgresql).';

/** The newest installed version's bin folder, or undefined without the server binaries. */
export function postgresBinDir() {
  const version = existsSync(BASE)
    ? readdirSync(BASE)
        .filter((v) => existsSync(join(BASE, v, 'bin', 'initdb')))
        .sort()
        .at(-1)
    : undefined;
  return version ? join(BASE, version, 'bin') : undefined;
}

/** Runs the server's tools from `bin`, as the `postgres` user when this process is root. */
export function postgresTools(bin) {
  const asRoot = process.getuid?.() === 0;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return {
    /** Runs `tool` with `args` and returns its output. */
    exec: (tool, args) =>
      asRoot
        ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
        : execFileSync(join(bin, tool), args, { stdio: 'pipe' }),
    /** Hands `dir` to the user the server runs as (a no-op unless root). */
    ownDirectory: (dir) => {
      if (asRoot) chownSync(dir, id('-u'), id('-g'));
    },
  };
}
