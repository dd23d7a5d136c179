/**
 * A throw-away PostgreSQL server for tests, started from Debian's binaries in a temporary
 * directory on a free port (no system service, no password, fsync off for speed).
 * When the tests run as root, the server runs as the `postgres` user: PostgreSQL refuses root.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POSTGRES_MISSING, postgresBinDir, postgresTools } from './postgres-binaries.mjs';

function binDir(): string {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  return bin;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface TemporaryPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface TemporaryPostgresOptions {
  /** PostgreSQL's `max_connections` (its default, 100, when not given). */
  maxConnections?: number;
}

export async function startTemporaryPostgres(
  options: TemporaryPostgresOptions = {},
): Promise<TemporaryPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  const { exec, ownDirectory } = postgresTools(bin);
  ownDirectory(dir);

  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const log = join(dir, 'server.log');
  let port = 0;
  // A free port can be taken by another test's server between finding and binding it (test files
  // run in parallel): start again on another port, and say why when it keeps failing.
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      exec('pg_ctl', [
        '-D',
        data,
        '-w',
        '-l',
        log,
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off${
          options.maxConnections ? ` -c max_connections=${options.maxConnections}` : ''
        }`,
        'start',
      ]);
      break;
    } catch (error) {
      if (attempt >= 3) {
        const tail = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
        throw new Error(`PostgreSQL did not start (3 attempts). Its log ends:\n${tail}`, { cause: error });
      }
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
