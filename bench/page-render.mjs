#!/usr/bin/env node
/**
 * What rendering pages per request costs the storefront (the CSP nonce needs it: a cached page
 * could not carry a fresh nonce). Starts a freshly seeded shop from the current production build,
 * warms each page (so the backend's answers are in Next's data cache and only rendering is
 * measured), then sends `--requests` GETs per page, `--concurrency` at a time, and prints the
 * throughput and latency of each. Compare two builds side by side on the same machine.
 *
 *   node bench/page-render.mjs --label nonce
 *   node bench/page-render.mjs --label nonce --requests 300 --concurrency 4
 */
import { parseArgs } from 'node:util';
import { startScratchShop } from '../scripts/lib/scratch-shop.mjs';

const { values } = parseArgs({
  options: {
    label: { type: 'string', default: 'current' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PAGES = [
  ['home', '/'],
  ['category', '/product-category/masks-respirators'],
  ['product (variable)', '/product/speedglas-9100-fx-welding-helmet'],
  ['blog post', '/blog/ffp2-vs-ffp3-vs-n95-what-the-numbers-mean'],
  ['about (static text)', '/about-us'],
];

const shop = await startScratchShop();
try {
  console.log(`| page (${values.label}) | req/s | p50 ms | p95 ms | nonce per response |`);
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [name, path] of PAGES) {
    const url = `${shop.storefrontUrl}${path}`;
    for (let i = 0; i < 5; i++) await (await fetch(url)).text();
    const nonces = new Set();
    const times = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const t0 = performance.now();
          const response = await fetch(url);
          await response.text();
          if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
          times.push(performance.now() - t0);
          const nonce = response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
          if (nonce) nonces.add(nonce);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    const fresh =
      nonces.size === times.length ? 'yes' : nonces.size === 0 ? 'no CSP' : `${nonces.size} distinct`;
    console.log(`| ${name} | ${(times.length / seconds).toFixed(0)} | ${at(0.5)} | ${at(0.95)} | ${fresh} |`);
  }
} finally {
  await shop.stop();
}
