// The storefront's production server: Next's request handler (the documented custom-server API)
// behind the page cache of src/server/page-cache.mjs. `next dev` is unchanged.
//
//   PORT=3000 node server.mjs   (STOREFRONT_PAGE_CACHE_SECONDS=0 turns the page cache off;
//   STOREFRONT_HOST=localhost listens on loopback only, unset on every interface; REDIS_URL shares
//   the caches with every other instance)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV = 'production';
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const dir = fileURLToPath(new URL('.', import.meta.url));
// next.config.ts resolves its cache handler from the working directory, as under `next start`.
process.chdir(dir);

const { default: next } = await import('next');
const { createPageCache, pageCacheSettings } = await import('./src/server/page-cache.mjs');
const { buildStylesheets } = await import('./src/server/inlined-styles.mjs');
const { trustedProxiesNotice, withSocketPeer } = await import('./src/server/socket-peer.mjs');
const { closeGracefully, listen } = await import('./src/server/listen.mjs');
const { processSharedCache } = await import('./src/server/shared-cache.mjs');
const { backendCacheScope } = await import('./src/lib/cache/backend-cache-handler.mjs');
const { loopbackRefresh } = await import('./src/server/page-refresh.mjs');

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

// Listening is separate from Next: with next-intl, next({ hostname: '127.0.0.1' }) loops redirects.
const host = process.env.STOREFRONT_HOST || undefined;
const pages = createPageCache({
  ...pageCacheSettings(process.env),
  // A stale page is served while the server asks itself for it again, on the address it listens on.
  refresh: loopbackRefresh({ port, host: host === '0.0.0.0' || host === '::' ? undefined : host }),
  readStylesheet: buildStylesheets(join(dir, '.next', 'static')),
  // With REDIS_URL, the pages and Next's cache every instance shares; the same connection as Next's.
  shared: processSharedCache(backendCacheScope(process.env)),
});
const notice = trustedProxiesNotice(process.env);
if (notice) console.warn(notice);
/** @type {import('node:http').RequestListener} */
const serve = (request, response) => {
  // The app learns the socket's address from here, never from headers a client can write.
  pages
    .handle(request, response, () => withSocketPeer(request, () => handle(request, response)))
    .catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
};
const servers = await listen(serve, port, host);
console.log(
  `Storefront ready on http://localhost:${port}${host ? ` (listening on ${host})` : ' (listening on every interface)'}`,
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    // Requests in flight are answered before the process ends (a rolling restart loses none).
    closeGracefully(servers)
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
