// Plain JavaScript: the production server (server.mjs) runs it without a build step.
// Types: page-refresh.d.mts.
import { request } from 'node:http';

/** A refresh that takes longer is given up; the stale page stays until its time is out. */
const REFRESH_TIMEOUT_MS = 30_000;

/**
 * How the page cache has a stale page rendered again behind the shoppers (page-cache.mjs
 * `refresh`): the server asks itself for the page, over loopback, with the headers the page
 * depends on and the cache's refresh token, and the answer is kept as any render is. Through the
 * server's own front door, the render is exactly the one a shopper's request would get.
 * @param {{ port: number, host?: string }} server where this server listens
 * @returns {(path: string, headers: Record<string, string>) => Promise<void>}
 */
export function loopbackRefresh({ port, host = 'localhost' }) {
  return (path, headers) =>
    new Promise((resolve, reject) => {
      const sent = request({ host, port, path, headers, timeout: REFRESH_TIMEOUT_MS }, (response) => {
        response.resume();
        response.once('end', resolve);
        response.once('error', reject);
      });
      sent.once('timeout', () => sent.destroy(new Error('page refresh timed out')));
      sent.once('error', reject);
      sent.end();
    });
}
