// @ts-check
/**
 * Worker thread that owns the embedded PGlite database and serves it over the PostgreSQL
 * wire protocol on a Unix socket. PGlite runs queries on the calling thread, so keeping it
 * here leaves the HTTP thread free, and the backend talks to it with the same `pg` driver
 * it uses for a PostgreSQL server.
 *
 * Plain JavaScript on purpose: a worker does not inherit the TypeScript loader of its
 * parent (tsx, vitest), and this file must start the same way under all of them.
 * Messages: workerData is PgliteHostOptions (client.ts); posts {type:'ready'} or
 * {type:'error', message}; stops on the message 'stop'; on {snapshot: path} writes the database
 * to that file (PGlite's data directory as a tar) and posts {type:'snapshot'} or
 * {type:'snapshot', error}. A database started with `loadFrom` begins as such a file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** @param {{dataDir: string, loadFrom?: string, socketPath: string}} options */
async function main(options) {
  const db = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    ...(options.loadFrom ? { loadDataDir: new Blob([readFileSync(options.loadFrom)]) } : {}),
  });
  const server = new PGLiteSocketServer({ db, path: options.socketPath, maxConnections: 1 });
  await server.start();
  parentPort?.postMessage({ type: 'ready' });

  parentPort?.on('message', async (message) => {
    if (typeof message === 'object' && message?.snapshot) {
      try {
        const tar = await db.dumpDataDir('none');
        writeFileSync(message.snapshot, Buffer.from(await tar.arrayBuffer()));
        parentPort?.postMessage({ type: 'snapshot' });
      } catch (error) {
        parentPort?.postMessage({
          type: 'snapshot',
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    if (message !== 'stop') return;
    await server.stop();
    // Closing flushes PGlite's files so the data directory opens cleanly next time.
    await db.close();
    process.exit(0);
  });
}

main(workerData).catch((error) => {
  parentPort?.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
