/**
 * The JavaScript each storefront route loads on first view, read from the production build: Next
 * writes every app route's first-load chunks to `.next/diagnostics/route-bundle-stats.json`, and each
 * chunk is compressed here as a server would send it (gzip and brotli at their highest levels, as
 * a CDN precompresses static files). Sizes of the build, not of a browser session: the same build
 * gives the same figures on any machine. Used by the benchmarks' JS suite and `npm test`'s budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const STATS = join('.next', 'diagnostics', 'route-bundle-stats.json');

/**
 * @typedef {{ route: string, chunks: string[], rawBytes: number, gzipBytes: number, brotliBytes: number }} RouteJs
 */

/**
 * Every route of the build with its first-load chunks and their sizes, largest gzip first.
 * @param {string} storefrontDir the storefront app's folder (holding `.next`)
 * @returns {RouteJs[]}
 */
export function routeJs(storefrontDir) {
  const statsFile = join(storefrontDir, STATS);
  if (!existsSync(statsFile))
    throw new Error(
      `${statsFile} is missing: build the storefront first (npx next build in apps/storefront).`,
    );
  /** @type {{ route: string, firstLoadChunkPaths: string[] }[]} */
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  /** @type {Map<string, { raw: number, gzip: number, brotli: number }>} */
  const sizes = new Map();
  const sizeOf = (chunk) => {
    let size = sizes.get(chunk);
    if (!size) {
      // Paths are relative to the app's folder (".next/static/chunks/…").
      const bytes = readFileSync(join(storefrontDir, chunk));
      size = {
        raw: bytes.byteLength,
        gzip: gzipSync(bytes, { level: 9 }).byteLength,
        brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
      };
      sizes.set(chunk, size);
    }
    return size;
  };
  return stats
    .map(({ route, firstLoadChunkPaths }) => {
      const chunks = [...new Set(firstLoadChunkPaths)];
      const total = { route, chunks, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
      for (const chunk of chunks) {
        const size = sizeOf(chunk);
        total.rawBytes += size.raw;
        total.gzipBytes += size.gzip;
        total.brotliBytes += size.brotli;
      }
      return total;
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}
