// Plain JavaScript: the production server (server.mjs) runs it without a build step.
import { createServer } from 'node:http';

/**
 * The addresses a host name stands for when listening. "localhost" is both loopback addresses, so
 * browsers and Node's fetch reach it whichever they try first, and nothing outside this machine
 * does. No host: every interface, as `next start` without -H.
 * @param {string | undefined} host
 * @returns {(string | undefined)[]}
 */
export function listenAddresses(host) {
  if (!host) return [undefined];
  if (host.toLowerCase() === 'localhost') return ['127.0.0.1', '::1'];
  return [host];
}

/**
 * Serves `handler` on `port` at each of the host's addresses. An IPv6 loopback that this machine
 * lacks is skipped; any other failure to listen is thrown.
 * @param {import('node:http').RequestListener} handler
 * @param {number} port
 * @param {string | undefined} host
 * @returns {Promise<import('node:http').Server[]>}
 */
export async function listen(handler, port, host) {
  const servers = [];
  let chosenPort = port;
  for (const address of listenAddresses(host)) {
    const server = createServer(handler);
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(chosenPort, address, () => resolve(undefined));
      });
      // Port 0 (any free port) is chosen once: every address then serves the same one.
      chosenPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
      servers.push(server);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (address === '::1' && servers.length > 0 && (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT'))
        continue;
      throw error;
    }
  }
  return servers;
}

/**
 * Stops taking connections and resolves once the requests in flight are answered (a rolling
 * restart loses none: the load balancer sends new ones to the other instances meanwhile). Idle
 * keep-alive connections are closed at once; whatever still runs after `graceMs` is cut.
 * @param {import('node:http').Server[]} servers
 * @param {{ graceMs?: number }} [options]
 */
export async function closeGracefully(servers, { graceMs = 10_000 } = {}) {
  const cut = setTimeout(() => {
    for (const server of servers) server.closeAllConnections();
  }, graceMs);
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          server.close(() => resolve(undefined));
          server.closeIdleConnections();
        }),
    ),
  );
  clearTimeout(cut);
}
