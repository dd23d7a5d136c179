// The storefront's production server: Next's request handler (the documented custom-server API)
// behind the page cache of src/server/page-cache.mjs. `next dev` is unchanged.
//
//   PORT=3000 node server.mjs   (STOREFRONT_PAGE_CACHE_SECONDS=0 turns the page cache off)
import { createServer } from 'node:http';
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

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir, port });
const handle = app.getRequestHandler();
await app.prepare();

const pages = createPageCache({
  ...pageCacheSettings(process.env),
  readStylesheet: buildStylesheets(join(dir, '.next', 'static')),
});
const server = createServer((request, response) => {
  pages
    .handle(request, response, () => handle(request, response))
    .catch((/** @type {unknown} */ error) => {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
});
// All interfaces, like `next start` without -H (with next-intl, -H 127.0.0.1 loops redirects).
server.listen(port, () => {
  console.log(`Storefront ready on http://localhost:${port}`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
