/**
 * What scripts/check-budgets.mjs compares with budgets.json, measured on the storefront's production
 * build: the first-load JavaScript of its routes, and the backend requests of one render of each
 * catalogue page on a freshly seeded shop.
 */

/**
 * The benchmarks' catalogue pages, and a simple product beside their variable one: a product page
 * of either kind is held to one backend round trip.
 */
export const BUDGET_PAGES = [
  ...PAGES,
  { name: 'product (simple)', path: '/product/armorgrip-cr-4-cut-resistant-sleeves-18-in' },
];

import { countPageRequests, revalidateSecret, startCountingProxy } from './backend-requests.mjs';
import { PAGES } from './pages.mjs';
import { routeJs } from './route-js.mjs';
import { startScratchShop } from './scratch-shop.mjs';
import { ensureStorefrontBuild, storefrontDir } from './shop.mjs';

/**
 * Gzip bytes of first-load JavaScript of the routes asked for (the build's route patterns, such
 * as `/[locale]/product/[slug]`); a route the build does not have is left out, and the check says so.
 * @param {string[]} routes
 * @returns {Promise<Map<string, { value: number }>>}
 */
export async function measureBuild(routes) {
  await ensureStorefrontBuild();
  const wanted = new Set(routes);
  return new Map(
    routeJs(storefrontDir)
      .filter(({ route }) => wanted.has(route))
      .map(({ route, gzipBytes }) => [route, { value: gzipBytes }]),
  );
}

/**
 * Starts a shop whose storefront reaches the backend through a counting proxy, renders each page of
 * BUDGET_PAGES with its own data uncached (on a warm and on a cold shell), and stops it again.
 * @returns {Promise<{ page: string, path: string, requests: string[][], coldShell?: string[][] }[]>}
 */
export async function measureRenders() {
  const proxy = await startCountingProxy();
  const secret = revalidateSecret();
  try {
    const shop = await startScratchShop({
      storefrontEnv: (graphqlUrl) => {
        proxy.forwardTo(new URL(graphqlUrl).origin);
        return { GQL_HOST: `${proxy.url}${new URL(graphqlUrl).pathname}`, REVALIDATE_SECRET: secret };
      },
    });
    try {
      return await countPageRequests({
        storefrontUrl: shop.storefrontUrl,
        proxy,
        secret,
        pages: BUDGET_PAGES,
      });
    } finally {
      await shop.stop();
    }
  } finally {
    await proxy.close();
  }
}
