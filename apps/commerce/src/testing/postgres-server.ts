/**
 * A throw-away PostgreSQL server for tests, started from Debian's binaries in a temporary
 * directory on a free port (no system service, no password, fsync off for speed), with the
 * cluster code `npm run cluster` and the benchmarks use (scripts/lib/postgres.mjs).
 * When the tests run as root, the server runs as the `postgres` user: PostgreSQL refuses root.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresCluster, THROWAWAY_SETTINGS } from '../../../../scripts/lib/postgres.mjs';

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
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const cluster = postgresCluster(dir);
  cluster.init();
  const settings = {
    ...THROWAWAY_SETTINGS,
    ...(options.maxConnections ? { max_connections: options.maxConnections } : {}),
  };
  // A free port can be taken by another test's server between finding and binding it (test files
  // run in parallel): start again on another port, and say why when it keeps failing.
  for (let attempt = 1; ; attempt++) {
    try {
      cluster.start(await freePort(), settings);
      break;
    } catch (error) {
      if (attempt >= 3) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${reason} (3 attempts)`, { cause: error });
      }
    }
  }
  return {
    url: cluster.url('postgres'),
    stop: async () => {
      cluster.stop('immediate');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
