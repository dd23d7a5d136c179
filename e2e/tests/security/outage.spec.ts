import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { graphqlUrl } from '../../lib/backend';
import { simpleProduct } from '../../lib/products';
import { storeTranslation } from '../../lib/store-text';
import { startBackendLine, startStorefront } from './servers';

/**
 * The backend goes away under a running storefront: a storefront of its own (same build) reaches
 * the journeys' backend through a line the test cuts, so the outage is exact and harms no other
 * journey. Pages that need the backend show the shop's own error page, in the shopper's language,
 * with a retry that works once the backend is back; pictures already served stay served.
 */
test.describe.configure({ mode: 'serial' });

let line: Awaited<ReturnType<typeof startBackendLine>>;
let shop: Awaited<ReturnType<typeof startStorefront>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  line = await startBackendLine(graphqlUrl());
  shop = await startStorefront(
    { GQL_HOST: line.graphqlUrl, SITE_URL: 'http://localhost' },
    fileURLToPath(new URL('../../logs', import.meta.url)),
  );
});

test.afterAll(async () => {
  await shop?.stop();
  await line?.close();
});

test('while the backend is down, a page shows the shop’s error page with a retry, and its pictures stay', async ({
  browser,
  page,
  request,
}, testInfo) => {
  const [seen, unseen] = await Promise.all([
    simpleProduct(request, { maxPrice: 40 }),
    simpleProduct(request, { minPrice: 60, maxPrice: 1000 }),
  ]);
  await page.goto(`${shop.url}/product/${seen.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  // This storefront reaches the backend through the line, so the backend's own image URLs are not
  // rewritten to /media here (the journeys' shop serves them so); its /media route is asked directly.
  const picture = page.getByRole('main').locator('img[src*="/media/"]').first();
  const src = new URL((await picture.getAttribute('src')) ?? '', shop.url).pathname;
  expect(src).toMatch(/^\/media\/\d+\/[a-z_]+\.webp$/);
  const before = await page.request.get(`${shop.url}${src}`);
  expect(before.status()).toBe(200);
  const bytes = await before.body();

  line.cut();
  // A page whose data the storefront never fetched: it cannot render.
  await page.goto(`${shop.url}/de-DE/product/${unseen.slug}`);
  const main = page.getByRole('main');
  const errorTitle = main.getByRole('heading', { level: 1, name: 'Bei uns ist etwas schiefgelaufen' });
  await expect(errorTitle).toBeVisible();
  await expect(main.getByText('Der Shop konnte diese Seite gerade nicht anzeigen.')).toBeVisible();
  // The shop's own layout around it, nothing of the cause inside it.
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await main.innerHTML()).not.toMatch(/127\.0\.0\.1|unreachable|ECONNREFUSED|GQL_HOST|graphql/i);

  // The shopper's first activity starts the store (a resize counts, and so does a full-page
  // screenshot's). It cannot start while the backend is away, so the page starts afresh once
  // (spec section 4) and shows the same error page; the reload-count cookie stops a loop.
  const reloaded = page.waitForEvent('load');
  await page.mouse.move(40, 40);
  await reloaded;
  await expect(errorTitle).toBeVisible();
  const reloadCount = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'ppe_reload_count')?.value;
  expect(await reloadCount()).toBe('1');
  const storeFailedAgain = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/graphql' && response.status() === 502,
  );
  await page.mouse.move(80, 80);
  await storeFailedAgain;
  await expect(errorTitle).toBeVisible();
  expect(await reloadCount()).toBe('1');

  await page.screenshot({ path: testInfo.outputPath('error-page-de-DE.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('error-page-de-DE-375.png'), fullPage: true });

  // A picture served before comes from the storefront while the backend is away.
  const image = await page.request.get(`${shop.url}${src}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  expect((await image.body()).equals(bytes)).toBe(true);
  // And a page already seen still renders from the data cache. Pages are cached per language: a
  // fresh browser (no locale cookie from the German page above) asks for the English page seen.
  const again = await browser.newPage();
  await again.goto(`${shop.url}/product/${seen.slug}`);
  await expect(again.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await again.close();

  // The backend is back: the retry shows the page, no reload needed.
  line.restore();
  await main.getByRole('button', { name: 'Erneut versuchen' }).click();
  const germanName = storeTranslation('de')?.products[unseen.slug]?.name ?? unseen.name;
  await expect(page.getByRole('heading', { level: 1, name: germanName })).toBeVisible();
});
