#!/usr/bin/env node
/**
 * `npm run screenshots`: photographs the shop's main views (scripts/lib/screenshot-views.mjs) at
 * 375, 768 and 1280 px, full page, for reviewing a design change. Starts the shop the way the e2e
 * setup does (a freshly seeded backend on a temporary PGlite database, the production server of the
 * existing storefront build, building it first only when there is none, both on free ports), registers a
 * customer, drives Debian's Chromium through the views, then stops everything it started.
 *
 *   npm run screenshots                      writes screenshots/<view>-<width>.png
 *   npm run screenshots -- --out <folder>    writes there instead (or SCREENSHOTS_DIR=<folder>)
 *   npm run screenshots -- --only home       only the named views (comma-separated)
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.mjs';
import { startScratchShop } from './lib/scratch-shop.mjs';
import { shotName, VIEWPORT_HEIGHT, VIEWS, WIDTHS } from './lib/screenshot-views.mjs';
import { repoRoot } from './lib/shop.mjs';

const CUSTOMER_PASSWORD = 'Screenshots-2024!';

const { values } = parseArgs({
  options: { out: { type: 'string' }, only: { type: 'string' } },
});
const outDir = resolve(values.out ?? process.env.SCREENSHOTS_DIR ?? join(repoRoot, 'screenshots'));
const only = values.only?.split(',').map((name) => name.trim());
const views = only ? VIEWS.filter((view) => only.includes(view.name)) : VIEWS;
if (views.length === 0) {
  console.error(`No such view. Choose from: ${VIEWS.map((view) => view.name).join(', ')}`);
  process.exit(2);
}

/** Asks the backend directly, as the e2e tests do (e2e/lib/backend.ts). */
async function backendQuery(graphqlUrl, query, variables = {}) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`The backend refused ${query}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A simple product in stock with a price, and a newly registered customer. */
async function prepareShop(graphqlUrl) {
  const data = await backendQuery(
    graphqlUrl,
    `{ products(first: 50, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { slug
        ... on SimpleProduct { price(format: RAW) } } } }`,
  );
  const product = data.products.nodes.find((node) => Number(node.price) > 0);
  if (!product) throw new Error('The demo catalogue has no simple product in stock');
  const email = `screenshots-${Date.now()}@example.com`;
  await backendQuery(
    graphqlUrl,
    `mutation register($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }`,
    { input: { email, password: CUSTOMER_PASSWORD, firstName: 'Sam', lastName: 'Safety' } },
  );
  return { productSlug: product.slug, email, password: CUSTOMER_PASSWORD };
}

const executablePath = ensureChromium();
console.log('Starting the shop (first start seeds a new database)…');
// The checkout offers the test card, as in the e2e shop; the rate limits never get in the way.
const shop = await startScratchShop({
  commerceEnv: { COMMERCE_TEST_CARD: 'on', COMMERCE_RATE_LIMITS: '*=100000/1m' },
});

let browser;
let failed = false;
try {
  const fixture = await prepareShop(shop.graphqlUrl);
  await mkdir(outDir, { recursive: true });
  // The e2e tests' browser, headless.
  browser = await chromium.launch({ executablePath, args: ['--headless', ...CHROMIUM_ARGS] });
  for (const width of WIDTHS) {
    // One context a width: its own cart and session, as one shopper on one device.
    const context = await browser.newContext({
      baseURL: shop.storefrontUrl,
      viewport: { width, height: VIEWPORT_HEIGHT },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    for (const view of views) {
      const file = join(outDir, shotName(view.name, width));
      try {
        await view.capture(page, fixture);
        await page.screenshot({ path: file, fullPage: view.fullPage ?? true, animations: 'disabled' });
        console.log(`  ${file}`);
      } catch (error) {
        failed = true;
        // What the page showed when the view gave up, to see why.
        await page.screenshot({ path: file.replace(/\.png$/, '.failed.png') }).catch(() => {});
        console.error(
          `  ${view.name} at ${width} px failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
    await context.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await shop.stop();
}
console.log(failed ? 'Some views could not be photographed.' : `Screenshots written to ${outDir}`);
process.exitCode = failed ? 1 : 0;
