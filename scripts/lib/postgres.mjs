/**
 * PostgreSQL servers from Debian's binaries (/usr/lib/postgresql/<version>/bin), without any system
 * service: the backend tests' throw-away server (apps/commerce/src/testing/postgres-server.ts), the
 * latency benchmark's kept cluster (bench/bench-postgres.mjs) and the database of `npm run cluster`
 * (scripts/lib/cluster.mjs). Plain JavaScript, so that a TypeScript test helper and the Node scripts
 * run the same code. PostgreSQL refuses to run as root, so as root every tool runs as the
 * `postgres` user and owns the folders it writes.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE = '/usr/lib/postgresql';

export const POSTGRES_MISSING =
  'PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (or apt-get install postgresql).';

/** Settings for a server whose data may be lost in a crash (tests): no waiting for the disk. */
export const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

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

/**
 * Runs the server's tools from `bin`, as the `postgres` user when this process is root.
 * @param {string} bin
 */
export function postgresTools(bin) {
  const asRoot = process.getuid?.() === 0;
  /** @param {string} flag */
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return {
    /**
     * Runs `tool` with `args` and returns its output.
     * @param {string} tool
     * @param {string[]} args
     */
    exec: (tool, args) =>
      asRoot
        ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
        : execFileSync(join(bin, tool), args, { stdio: 'pipe' }),
    /**
     * Hands `dir` to the user the server runs as (a no-op unless root).
     * @param {string} dir
     */
    ownDirectory: (dir) => {
      if (asRoot) chownSync(dir, id('-u'), id('-g'));
    },
  };
}

/**
 * A PostgreSQL cluster living in `dir`: its data in `dir/data`, its log in `dir/server.log`, its
 * socket in `dir`. The server listens on 127.0.0.1 only and trusts every local connection as
 * the `postgres` user: for databases on this machine, never reachable from others.
 * @param {string} dir
 */
export function postgresCluster(dir) {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const { exec, ownDirectory } = postgresTools(bin);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  let port = 0;

  return {
    dir,
    data,
    log,
    /** Whether the cluster was created (initdb ran to its end). */
    exists: () => existsSync(join(data, 'PG_VERSION')),
    /** Creates the cluster: user `postgres`, trust authentication, UTF-8 and the C locale. */
    init() {
      mkdirSync(dir, { recursive: true });
      ownDirectory(dir);
      exec('initdb', [
        '-D',
        data,
        '-A',
        'trust',
        '-U',
        'postgres',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale',
        'C',
      ]);
    },
    /**
     * Starts the server on `port` and returns once it accepts connections. Throws with the end of
     * its log when it does not start (a port taken meanwhile, say).
     * @param {number} serverPort
     * @param {Record<string, string | number>} [settings] more `-c name=value` settings
     */
    start(serverPort, settings = {}) {
      const options = [
        `-p ${serverPort}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
      ].join(' ');
      try {
        exec('pg_ctl', ['-D', data, '-w', '-l', log, '-o', options, 'start']);
      } catch (error) {
        throw new Error(`PostgreSQL did not start on port ${serverPort}. Its log ends:\n${logTail(log)}`, {
          cause: error,
        });
      }
      port = serverPort;
    },
    /** Whether a server runs on this cluster now (one an earlier run left behind, say). */
    running() {
      try {
        exec('pg_ctl', ['-D', data, 'status']);
        return true;
      } catch {
        return false;
      }
    },
    /**
     * Stops the server: `fast` ends the sessions and shuts down cleanly, `immediate` does not wait
     * (a crash, recovered from at the next start). Nothing to do when it is not running.
     * @param {'fast' | 'immediate'} [mode]
     */
    stop(mode = 'fast') {
      try {
        exec('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      } catch {
        // Not running.
      }
    },
    /** The port the server was started on (0 before). */
    port: () => port,
    /** @param {string} database */
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /**
     * Runs one SQL statement with psql beside the server and returns its rows, unaligned (`|`
     * between columns, a line each): the scripts need no database driver of their own.
     * @param {string} statement
     * @param {string} [database]
     */
    sql: (statement, database = 'postgres') =>
      execFileSync(
        join(bin, 'psql'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', database, '-tAc', statement],
        { stdio: 'pipe' },
      ).toString(),
  };
}

/** @param {string} log */
function logTail(log) {
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '(no log)';
}
