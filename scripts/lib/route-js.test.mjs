import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routeJs } from './route-js.mjs';

let app;
const chunk = (name, text) => {
  writeFileSync(join(app, '.next', 'static', 'chunks', name), text);
  return `.next/static/chunks/${name}`;
};
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).byteLength;
const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength;

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'route-js-'));
  mkdirSync(join(app, '.next', 'static', 'chunks'), { recursive: true });
  mkdirSync(join(app, '.next', 'diagnostics'), { recursive: true });
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('routeJs', () => {
  it('sums each route’s first-load chunks, shared ones included, raw, gzip and brotli', () => {
    const framework = 'function react(){return "framework"}'.repeat(50);
    const product = 'const picker = () => "variation picker";'.repeat(20);
    const shared = chunk('framework.js', framework);
    const own = chunk('product.js', product);
    writeFileSync(
      join(app, '.next', 'diagnostics', 'route-bundle-stats.json'),
      JSON.stringify([
        { route: '/[locale]', firstLoadChunkPaths: [shared] },
        // A chunk listed twice is loaded once.
        { route: '/[locale]/product/[slug]', firstLoadChunkPaths: [shared, own, own] },
      ]),
    );

    const [productRoute, home] = routeJs(app);

    expect(productRoute).toEqual({
      route: '/[locale]/product/[slug]',
      chunks: [shared, own],
      rawBytes: framework.length + product.length,
      gzipBytes: gzip(framework) + gzip(product),
      brotliBytes: brotli(framework) + brotli(product),
    });
    expect(home.route).toBe('/[locale]');
    expect(home.gzipBytes).toBe(gzip(framework));
  });

  it('says to build first when the build has no route stats', () => {
    expect(() => routeJs(app)).toThrow(/build the storefront first/);
  });
});
