#!/usr/bin/env node
import { pathToFileURL } from 'node:url';
/**
 * How soon a shopper sees an addition to the cart: a new guest (a fresh browser context) opens a
 * product page, presses Add to cart once it is interactive, and the page records in the browser
 * the time from the press to the header's count naming the item (click to count) and to the form's
 * "Added" message, which waits for the backend's answer (click to confirmed). Measured against the
 * embedded backend and against the same backend made as far away as a real site (each request
 * held 200 ms on its way, by a proxy between storefront and backend). Real Chromium, production
 * build, a freshly seeded shop per backend.
 *
 *   node bench/add-to-cart.mjs [--runs 10]
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startCountingProxy } from '../scripts/lib/backend-requests.mjs';
import { startScratchShop } from '../scripts/lib/scratch-shop.mjs';
import { fixed, writeSuiteResults } from './lib/results.mjs';
import { warmPages } from './lib/shop.mjs';
import { percentile } from './lib/stats.mjs';

/** A simple product of the demo catalogue, in stock and far from selling out. */
const PRODUCT = '/product/safeair-ffp3-cup-mask-valve-5';
const DELAYS = [0, 200];

export const COLUMNS = [
  { title: 'backend', value: (row) => row.backend, text: true },
  { title: 'runs', value: (row) => row.runs },
  { title: 'click to count p50 (ms)', value: (row) => fixed(row.countP50) },
  { title: 'click to count p95 (ms)', value: (row) => fixed(row.countP95) },
  { title: 'click to confirmed p50 (ms)', value: (row) => fixed(row.confirmedP50) },
  { title: 'click to confirmed p95 (ms)', value: (row) => fixed(row.confirmedP95) },
];

/**
 * In the page: times from the press of Add to cart to the header's count and to the form's status,
 * read on each animation frame after the press.
 */
function timeTheAddition() {
  const button = [...document.querySelectorAll('form button[type="submit"]')].find((element) =>
    /add to cart/i.test(element.textContent ?? ''),
  );
  const form = button?.closest('form');
  const cartLink = document.querySelector('header a[aria-controls="cart-panel"]');
  if (!button || !form || !cartLink) throw new Error('No Add to cart button or cart link on the page');
  return new Promise((resolve) => {
    button.addEventListener(
      'click',
      () => {
        const pressed = performance.now();
        let count;
        const look = () => {
          const now = performance.now();
          if (count === undefined && /1 item/.test(cartLink.getAttribute('aria-label') ?? ''))
            count = now - pressed;
          const status = form.querySelector('[role="status"]')?.textContent ?? '';
          if (count !== undefined && /added/i.test(status)) resolve({ count, confirmed: now - pressed });
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      },
      { once: true },
    );
  });
}

async function measure(browser, storefrontUrl, runs) {
  const counts = [];
  const confirmations = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(storefrontUrl + PRODUCT, { waitUntil: 'networkidle' });
    // Interactive: the keeper of early taps hands over once React has the page.
    await page.waitForFunction(() => window.__earlyTaps?.live === true);
    const timing = page.evaluate(timeTheAddition);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const { count, confirmed } = await timing;
    counts.push(count);
    confirmations.push(confirmed);
    await context.close();
  }
  return {
    runs,
    countP50: percentile(counts, 50),
    countP95: percentile(counts, 95),
    confirmedP50: percentile(confirmations, 50),
    confirmedP95: percentile(confirmations, 95),
  };
}

export async function run({ additions = 10, log = () => {} } = {}) {
  const executablePath = ensureChromium();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--headless',
      '--disable-background-networking',
      '--disable-quic',
    ],
  });
  const rows = [];
  try {
    for (const delayMs of DELAYS) {
      log(`  add to cart, backend ${delayMs ? `${delayMs} ms away` : 'embedded'}…`);
      const proxy = await startCountingProxy({ delayMs });
      try {
        const shop = await startScratchShop({
          storefrontEnv: (graphqlUrl) => {
            proxy.forwardTo(new URL(graphqlUrl).origin);
            return { GQL_HOST: `${proxy.url}${new URL(graphqlUrl).pathname}` };
          },
        });
        try {
          await warmPages(shop.storefrontUrl, [PRODUCT]);
          const backend = delayMs ? `embedded, each request held ${delayMs} ms` : 'embedded';
          rows.push({ backend, ...(await measure(browser, shop.storefrontUrl, additions)) });
        } finally {
          await shop.stop();
        }
      } finally {
        await proxy.close();
      }
    }
  } finally {
    await browser.close();
  }
  return writeSuiteResults(
    {
      suite: 'add-to-cart',
      rows,
      notes: [
        `A new guest per run (fresh browser context) on ${PRODUCT}, pressing Add to cart once the page is interactive. Click to count: until the header's cart link names the item (counted at once, before the answer). Click to confirmed: until the form says it was added, after the backend's answer.`,
      ],
    },
    COLUMNS,
    'Add to cart: click to count and to confirmed',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
  const result = await run({ additions: Number(values.runs), log: console.log });
  for (const row of result.rows) console.log(row);
}
