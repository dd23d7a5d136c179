import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { AccountPage } from '../../pages/account';
import { NavigationRuntime } from '../../pages/navigation';
import { ProductPage } from '../../pages/product-page';

// The production server keeps catalogue pages rendered and serves them again with a fresh CSP
// nonce (apps/storefront/src/server/page-cache.mjs, docs/reliability.md).

const nonceOfPolicy = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];
const nonceAttributes = (html: string) => [...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]);

/** A product URL no other journey asks for, so its first request is a render. */
const ownUrl = (slug: string, label: string) => `/product/${slug}?page-cache=${label}-${Date.now()}`;

async function violations(page: Page) {
  return page.evaluate(() => (window as Window & { __violations?: string[] }).__violations ?? []);
}

test('a cached product page comes with a fresh nonce on every script and works under its policy', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const url = ownUrl(product.slug, 'nonce');
  // The first visit gets the locale cookie (i18n_redirected), which the next ones send, as a browser would.
  const answers: { response: APIResponse; html: string }[] = [];
  for (let visit = 0; visit < 3; visit++) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    answers.push({ response, html: await response.text() });
  }
  const [, first, second] = answers as [unknown, (typeof answers)[0], (typeof answers)[0]];
  expect(first.response.headers()['x-page-cache']).toBe('miss');
  expect(second.response.headers()['x-page-cache']).toBe('hit');
  const firstNonce = nonceOfPolicy(first.response.headers()['content-security-policy']);
  const secondNonce = nonceOfPolicy(second.response.headers()['content-security-policy']);
  expect(secondNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(secondNonce).not.toBe(firstNonce);
  const attributes = nonceAttributes(second.html);
  expect(attributes.length).toBeGreaterThan(0);
  expect(new Set(attributes)).toEqual(new Set([secondNonce]));
  expect(second.html).not.toContain(firstNonce);

  // In the browser: a cached answer runs its scripts (nothing refused) and the page works.
  await page.addInitScript(() => {
    const win = window as Window & { __violations?: string[] };
    win.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      win.__violations?.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  await page.goto(url);
  const cached = await page.reload();
  expect(cached?.headers()['x-page-cache']).toBe('hit');
  const productPage = new ProductPage(page);
  await expect(productPage.heading).toHaveText(product.name);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  expect(await violations(page)).toEqual([]);
});

test('a cached page is painted before its scripts are asked for, and then comes alive', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const url = ownUrl(product.slug, 'paint-first');
  // The time of the first frame the browser renders (callbacks run just before it paints).
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as Window & { __firstFrame?: number }).__firstFrame = performance.now();
    });
  });
  const chunkStarts = () =>
    page.evaluate(() => ({
      firstFrame: (window as Window & { __firstFrame?: number }).__firstFrame ?? Number.NaN,
      chunks: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));

  // The first visit is a render: Next's scripts are asked for while the page is still parsed.
  const rendered = await page.goto(url);
  expect(rendered?.headers()['x-page-cache']).toBe('miss');
  await new NavigationRuntime(page).waitUntilHydrated();
  const first = await chunkStarts();
  expect(Math.min(...first.chunks)).toBeLessThan(first.firstFrame);

  // A hit asks for them only after the first frame, and the page works as before.
  const cached = await page.reload();
  expect(cached?.headers()['x-page-cache']).toBe('hit');
  await new NavigationRuntime(page).waitUntilHydrated();
  const later = await chunkStarts();
  expect(later.chunks.length).toBeGreaterThan(3);
  expect(Math.min(...later.chunks)).toBeGreaterThanOrEqual(later.firstFrame);
  const productPage = new ProductPage(page);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
});

test('a German browser is still sent to the German page after the English one was cached', async ({
  request,
}) => {
  const product = await simpleProduct(request);
  const url = ownUrl(product.slug, 'locale');
  const english = { 'accept-language': 'en-US,en;q=0.9' };
  await request.get(url, { headers: english });
  const cached = await request.get(url, { headers: english });
  expect(cached.headers()['x-page-cache']).toBe('hit');

  const german = await request.get(url, {
    headers: { 'accept-language': 'de-DE,de;q=0.9' },
    maxRedirects: 0,
  });
  expect(german.status()).toBe(307);
  expect(new URL(german.headers().location ?? '', 'http://shop').pathname).toBe(
    `/de-DE/product/${product.slug}`,
  );
});

test('a published review shows on the next request for a cached product page', async ({ page, request }) => {
  test.setTimeout(60_000);
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  const account = new AccountPage(page);
  await account.signUp('cached-review');

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  const cached = await page.reload();
  expect(cached?.headers()['x-page-cache']).toBe('hit');

  const text = `Still sharp after a month ${Date.now()}.`;
  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review has been published.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText(text)).toBeVisible();
});

test('a cached page carries its stylesheets: it asks for none, looks the same and answers once live', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const url = ownUrl(product.slug, 'styles-in-page');
  const stylesheetsAsked: string[] = [];
  page.on('request', (asked) => {
    if (new URL(asked.url()).pathname.endsWith('.css')) stylesheetsAsked.push(asked.url());
  });
  const productPage = new ProductPage(page);
  // What the stylesheets decide, read the same way on both answers.
  const looks = () =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const computed = getComputedStyle(element);
        return [computed.position, computed.display, computed.fontSize, computed.fontFamily, computed.color];
      };
      return { header: style('header'), heading: style('h1'), main: style('main') };
    });

  // A render links the stylesheets, and the browser asks for them.
  const rendered = await page.goto(url);
  expect(rendered?.headers()['x-page-cache']).toBe('miss');
  await new NavigationRuntime(page).waitUntilHydrated();
  expect(stylesheetsAsked.length).toBeGreaterThan(0);
  const renderedLooks = await looks();

  // A hit has them in the page: nothing asked for, neither before it is live nor after.
  stylesheetsAsked.length = 0;
  const cached = await page.reload();
  expect(cached?.headers()['x-page-cache']).toBe('hit');
  expect(cached?.headers().link ?? '').not.toMatch(/as="style"/);
  await new NavigationRuntime(page).waitUntilHydrated();
  expect(await looks()).toEqual(renderedLooks);
  expect(await page.locator('link[rel="stylesheet"]:not([disabled])').count()).toBe(0);
  expect(stylesheetsAsked).toEqual([]);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
});
