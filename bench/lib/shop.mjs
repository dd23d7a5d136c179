/**
 * The shop the browser-side suites measure: a freshly seeded demo store on the production build
 * (scripts/lib/scratch-shop.mjs builds the storefront first when it has no build), with its pages
 * requested once before measuring so the first render's cache filling is not what is timed.
 */
import { startScratchShop } from '../../scripts/lib/scratch-shop.mjs';

/**
 * @param {{ rebuild?: boolean }} [options]
 * @returns {Promise<{ storefrontUrl: string, graphqlUrl: string, stop: () => Promise<void> }>}
 */
export async function startBenchShop({ rebuild = false } = {}) {
  return startScratchShop({ rebuild });
}

/**
 * Requests each path twice (the first render fills the data cache) and fails on an error answer,
 * so a suite never measures an error page.
 * @param {string} baseUrl
 * @param {string[]} paths
 * @param {{ headers?: Record<string, string> }} [options] headers to send, e.g. the Accept-Language
 *   of the browser that will ask next, so it meets the page the server kept under its key
 */
export async function warmPages(baseUrl, paths, { headers } = {}) {
  for (const path of paths) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(baseUrl + path, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    }
  }
}
