#!/usr/bin/env node
/**
 * What each kind of storefront page costs a shopper's browser: bytes of HTML, JavaScript, CSS,
 * images and fonts as transferred (compressed), and the number of requests, measured in real
 * Chromium on a freshly seeded shop (production build). Deterministic enough to compare builds;
 * the machine's speed does not enter into it.
 *
 *   node bench/page-weight.mjs            (builds the storefront if it has no build)
 *   node bench/page-weight.mjs --rebuild
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startScratchShop } from '../scripts/lib/scratch-shop.mjs';
import { repoRoot } from '../scripts/lib/shop.mjs';

const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
const PAGES = [
  ['home', '/'],
  ['category', '/product-category/masks-respirators'],
  ['filtered list', '/products?filter=inStock[true],filterclass[ffp3]&orderby=price&order=asc'],
  ['product (variable)', '/product/speedglas-9100-fx-welding-helmet'],
  ['blog post', '/blog/ffp2-vs-ffp3-vs-n95-what-the-numbers-mean'],
  ['home (German)', '/de-DE'],
];

const executablePath = ensureChromium();
const shop = await startScratchShop({ rebuild: values.rebuild });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--headless', '--disable-background-networking', '--disable-quic'],
});

const kib = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
try {
  for (const [name, path] of PAGES) {
    // Warm the page once (first render fills the cache), then measure a fresh browser context.
    const warm = await browser.newPage();
    await warm.goto(shop.storefrontUrl + path, { waitUntil: 'networkidle' });
    await warm.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const types = new Map();
    const sizes = { Document: 0, Script: 0, Stylesheet: 0, Image: 0, Font: 0, Other: 0 };
    let requests = 0;
    client.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    client.on('Network.loadingFinished', (event) => {
      requests++;
      const type = types.get(event.requestId) ?? 'Other';
      const bucket = type in sizes ? type : 'Other';
      sizes[bucket] += event.encodedDataLength;
    });
    const response = await page.goto(shop.storefrontUrl + path, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path} answered ${response?.status()}`);
    await context.close();
    rows.push(
      `| ${name} | ${kib(sizes.Document)} | ${kib(sizes.Script)} | ${kib(sizes.Stylesheet)} | ${kib(sizes.Image)} | ${kib(sizes.Font)} | ${requests} |`,
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}

const report = [
  'Transferred KiB per page (compressed as served by `next start`), first view in a fresh browser, 1280 px:',
  '',
  '| page | HTML | JS | CSS | images | fonts | requests |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows,
].join('\n');
console.log(report);
mkdirSync(join(repoRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(repoRoot, 'bench', 'results', 'page-weight.md'), `${report}\n`);
