import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForUrl } from '../../../scripts/lib/processes.mjs';
import { storefrontDir } from '../../../scripts/lib/shop.mjs';

/**
 * Servers the security journeys need beside the shop: another site (the attacker's, on 127.0.0.1
 * while the shop is on localhost: another site for the browser), a line to the backend that can be
 * cut, and a second storefront behind that line.
 */

/** A one-page site on another origin; `page` gets its own origin. Returns its URL and how to close it. */
export async function startOtherSite(
  page: (origin: string) => string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(origin));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `${origin}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A TCP line to the backend: while cut, every connection is refused at once (as a stopped
 * backend's port would), open ones are dropped.
 */
export async function startBackendLine(backendUrl: string) {
  const target = new URL(backendUrl);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createTcpServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    graphqlUrl: `http://127.0.0.1:${port}${target.pathname}`,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Another storefront process from the same build, with its own backend address. */
export async function startStorefront(env: Record<string, string>, logDir: string) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const next = join(
    createRequire(join(storefrontDir, 'package.json')).resolve('next/package.json'),
    '..',
    'dist',
    'bin',
    'next',
  );
  const child = startProcess({
    name: 'storefront-security',
    command: process.execPath,
    args: [next, 'start'],
    cwd: storefrontDir,
    env: { PORT: String(port), NEXT_TELEMETRY_DISABLED: '1', ...env },
    logFile: join(logDir, 'storefront-security.log'),
  });
  await waitForUrl(`${url}/robots.txt`, { timeoutMs: 60_000, child });
  return { url, stop: () => stopProcess(child) };
}
