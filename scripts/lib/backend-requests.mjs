/**
 * How many requests the storefront's server sends to the commerce backend while it renders one
 * page: a proxy between the two records every request (with the GraphQL operation it names), and
 * each page is asked for with its own data uncached by a plain HTTP client, so no browser island
 * adds calls of its own. Deterministic: the count depends on the code, never on the machine's speed.
 */
import { randomBytes } from 'node:crypto';
import { createServer, request as forward } from 'node:http';

/**
 * The operations one backend request names: a POST's JSON body (one operation or a batch), or a
 * GET's `operationName` / persisted `queryId` parameters; the path when it names none.
 * @param {{ method?: string, url?: string, body?: string }} request
 * @returns {string[]}
 */
export function operationsOf({ method = 'GET', url = '/', body = '' }) {
  const address = new URL(url, 'http://backend');
  const label = (entry) => {
    if (typeof entry?.operationName === 'string' && entry.operationName) return entry.operationName;
    if (typeof entry?.queryId === 'string' && entry.queryId) return `queryId ${entry.queryId.slice(0, 12)}`;
    const named = typeof entry?.query === 'string' && /^\s*(?:query|mutation)\s+(\w+)/.exec(entry.query);
    return named ? named[1] : `${method} ${address.pathname}`;
  };
  if (method === 'POST') {
    try {
      const parsed = JSON.parse(body);
      return Array.isArray(parsed) ? parsed.map(label) : [label(parsed)];
    } catch {
      return [label(null)];
    }
  }
  return [label(Object.fromEntries(address.searchParams))];
}

/**
 * An HTTP proxy that records what passes through it. Start it before the storefront (whose
 * GQL_HOST then names `url`), and give it the backend with `forwardTo` before the first request.
 * `delayMs` holds each request that long before passing it on: a backend as far away as a real
 * site's (benchmarks).
 * @param {{ delayMs?: number }} [options]
 */
export async function startCountingProxy({ delayMs = 0 } = {}) {
  /** @type {string | null} */
  let target = null;
  /** @type {string[][]} */
  let seen = [];
  const server = createServer((incoming, outgoing) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', async () => {
      const body = Buffer.concat(chunks);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      seen.push(operationsOf({ method: incoming.method, url: incoming.url, body: body.toString('utf8') }));
      if (!target) {
        outgoing.writeHead(502).end('The counting proxy was given no backend.');
        return;
      }
      const upstream = forward(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', (error) => outgoing.writeHead(502).end(String(error)));
      upstream.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /** @param {string} origin the backend's origin, e.g. http://127.0.0.1:4000 */
    forwardTo(origin) {
      target = origin;
    },
    /** The requests recorded since the last call, each as the operations it named. */
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** A secret for the storefront's revalidation endpoint, which empties its data cache between pages. */
export const revalidateSecret = () => randomBytes(24).toString('hex');

/**
 * A page whose render reads only the shop's shell (menu categories, main categories, banner): the
 * same for every page and cached under their own tags, so rendering it warms exactly what any
 * other page shares with it and nothing of that page's own.
 */
export const SHELL_PAGE = { name: 'shell (site-wide reads)', path: '/privacy-policy' };

/**
 * Renders each page with its own data uncached and returns the backend requests it caused:
 * `requests` on a warm shell (what the shop pays for a page not rendered before, since the shell is
 * cached from earlier pages), `coldShell` with nothing cached at all (shown, never budgeted). Before
 * each render every cached commerce read is revalidated (the `commerce` tag all of them carry), so
 * one page's reads never serve the next; for the warm count the shell page is rendered in between.
 * Each page's warm render happens twice and the counts must agree, so a count that depends on timing
 * (a background refresh, a read raced by another) fails here rather than flickering in CI.
 * The shell page comes first, measured cold (no `coldShell`): its `requests` are what every page shares.
 * @param {{ storefrontUrl: string, proxy: Awaited<ReturnType<typeof startCountingProxy>>, secret: string,
 *   pages: { name: string, path: string }[], shell?: { name: string, path: string } }} options
 * @returns {Promise<{ page: string, path: string, requests: string[][], coldShell?: string[][] }[]>}
 */
export async function countPageRequests({ storefrontUrl, proxy, secret, pages, shell = SHELL_PAGE }) {
  const emptyCache = async () => {
    const emptied = await fetch(`${storefrontUrl}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['commerce'] }),
    });
    if (!emptied.ok) throw new Error(`Emptying the storefront's cache answered ${emptied.status}.`);
  };
  /** @param {string} path */
  const render = async (path) => {
    const response = await fetch(storefrontUrl + path);
    await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}, not 200.`);
  };
  /** The requests of one render of `path`, after the cache is emptied and `warm` rendered. */
  const measure = async (path, warm) => {
    await emptyCache();
    if (warm) await render(warm);
    proxy.take();
    await render(path);
    return proxy.take();
  };
  const shellRequests = await measure(shell.path, null);
  /** @type {{ page: string, path: string, requests: string[][], coldShell?: string[][] }[]} */
  const results = [{ page: shell.name, path: shell.path, requests: shellRequests }];
  for (const { name: page, path } of pages) {
    const coldShell = await measure(path, null);
    const requests = await measure(path, shell.path);
    const again = await measure(path, shell.path);
    if (again.length !== requests.length)
      throw new Error(
        `${path} sent ${requests.length} backend requests, then ${again.length} on the same render: the count is not deterministic.`,
      );
    results.push({ page, path, requests, coldShell });
  }
  return results;
}
