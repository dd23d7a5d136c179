#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
/**
 * The JavaScript each route of the production build loads on first view (scripts/lib/route-js.mjs: Next's
 * route bundle stats, each chunk gzip- and brotli-compressed), and the HTML of each measured page
 * as the shop serves it. Sizes, not timings: the same build gives the same figures anywhere, which
 * is why the budget check in `npm test` reads the same function.
 *
 *   node bench/js-per-route.mjs
 */
import { gzipSync } from 'node:zlib';
import { PAGES, pagesInLocales } from '../scripts/lib/pages.mjs';
import { routeJs } from '../scripts/lib/route-js.mjs';
import { storefrontDir } from '../scripts/lib/shop.mjs';
import { kib, markdownTable, writeSuiteResults } from './lib/results.mjs';
import { startBenchShop, warmPages } from './lib/shop.mjs';

/** The app route that renders each measured page (English and German share it through [locale]). */
export const PAGE_ROUTES = {
  home: '/[locale]',
  products: '/[locale]/products',
  'filtered listing': '/[locale]/products',
  category: '/[locale]/product-category/[slug]',
  'product (variable)': '/[locale]/product/[slug]',
  'blog post': '/[locale]/blog/[slug]',
};

/**
 * One row per measured page: its route's first-load JavaScript beside its HTML.
 * @param {import('../scripts/lib/route-js.mjs').RouteJs[]} routes
 * @param {{ name: string, locale: string, path: string, htmlBytes: number, htmlGzipBytes: number }[]} pages
 */
export function pageRows(routes, pages) {
  return pages.map((page) => {
    const route = routes.find((candidate) => candidate.route === PAGE_ROUTES[page.name]);
    return {
      page: page.name,
      locale: page.locale,
      route: PAGE_ROUTES[page.name],
      chunks: route?.chunks.length,
      gzipBytes: route?.gzipBytes,
      brotliBytes: route?.brotliBytes,
      rawBytes: route?.rawBytes,
      htmlBytes: page.htmlBytes,
      htmlGzipBytes: page.htmlGzipBytes,
    };
  });
}

export const COLUMNS = [
  { title: 'page', value: (row) => row.page, text: true },
  { title: 'locale', value: (row) => row.locale, text: true },
  { title: 'route', value: (row) => row.route, text: true },
  { title: 'JS chunks', value: (row) => row.chunks },
  { title: 'JS gzip KiB', value: (row) => kib(row.gzipBytes) },
  { title: 'JS brotli KiB', value: (row) => kib(row.brotliBytes) },
  { title: 'HTML KiB', value: (row) => kib(row.htmlBytes) },
  { title: 'HTML gzip KiB', value: (row) => kib(row.htmlGzipBytes) },
];

const ROUTE_COLUMNS = [
  { title: 'route', value: (row) => row.route, text: true },
  { title: 'chunks', value: (row) => row.chunks.length },
  { title: 'raw KiB', value: (row) => kib(row.rawBytes) },
  { title: 'gzip KiB', value: (row) => kib(row.gzipBytes) },
  { title: 'brotli KiB', value: (row) => kib(row.brotliBytes) },
];

/** The HTML of each page as served (uncompressed), and gzip-compressed as a reader would receive it. */
async function htmlSizes(baseUrl, pages) {
  const sized = [];
  for (const page of pages) {
    const response = await fetch(baseUrl + page.path);
    const html = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${page.path} answered ${response.status}`);
    sized.push({ ...page, htmlBytes: html.byteLength, htmlGzipBytes: gzipSync(html).byteLength });
  }
  return sized;
}

/**
 * @param {{ shop?: { storefrontUrl: string }, log?: (line: string) => void }} [options]
 */
export async function run({ shop, log = console.log } = {}) {
  const target = shop ?? (await startBenchShop());
  let pages;
  try {
    const chosen = pagesInLocales(PAGES);
    await warmPages(
      target.storefrontUrl,
      chosen.map((page) => page.path),
    );
    pages = await htmlSizes(target.storefrontUrl, chosen);
  } finally {
    if (!shop) await target.stop();
  }
  // Read after the shop started: starting it builds the storefront when there is no build yet.
  const routes = routeJs(storefrontDir);
  const rows = pageRows(routes, pages);
  for (const row of rows.filter((r) => r.locale === 'en')) {
    log(`  js ${row.page}: ${kib(row.gzipBytes)} KiB gzip, HTML ${kib(row.htmlBytes)} KiB`);
  }
  return writeSuiteResults(
    {
      suite: 'js-per-route',
      rows,
      routes: routes.map(({ route, chunks, rawBytes, gzipBytes, brotliBytes }) => ({
        route,
        chunks,
        rawBytes,
        gzipBytes,
        brotliBytes,
      })),
      notes: [
        'First-load JavaScript per route from the build (`.next/diagnostics/route-bundle-stats.json`), each chunk compressed at the highest gzip and brotli levels, as a CDN precompresses static files; HTML as served by `next start` for the page, gzip at the default level.',
        `Every route of the build:\n\n${markdownTable(ROUTE_COLUMNS, routes)}`,
      ],
    },
    COLUMNS,
    'JavaScript per route and HTML size',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
