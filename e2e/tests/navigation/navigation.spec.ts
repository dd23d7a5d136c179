import { expect, type Page, type Route, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { NavigationRuntime } from '../../pages/navigation';
import { Shell } from '../../pages/shell';

/** The path of a main-menu category, from the backend (Masks & respirators, id 513). */
async function categoryPath(request: Parameters<typeof backendQuery>[0]): Promise<string> {
  const { productCategory } = await backendQuery<{ productCategory: { slug: string } }>(
    request,
    '{ productCategory(id: 513, idType: DATABASE_ID) { slug } }',
  );
  return `/product-category/${productCategory.slug}`;
}

/** Clicks the main menu's link to `path`. */
async function followMenuLink(page: Page, path: string): Promise<void> {
  await new Shell(page).mainMenu.locator(`a[href="${path}"]`).first().click();
}

/**
 * Holds the router's requests for `path` until released: prefetches fail (so the click must fetch)
 * and the navigation's own request waits, which makes the navigation as slow as the test wants.
 */
async function holdNavigationTo(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      const headers = route.request().headers();
      if (!headers.rsc) return route.continue();
      if (headers['next-router-prefetch'] || headers['next-router-segment-prefetch']) return route.abort();
      await released;
      return route.continue();
    },
  );
  return release;
}

test('a slow navigation shows the loading bar on top, which goes away once the page renders', async ({
  page,
  request,
}, testInfo) => {
  const path = await categoryPath(request);
  const release = await holdNavigationTo(page, path);
  const navigation = new NavigationRuntime(page);
  await page.goto('/');
  await navigation.waitUntilHydrated();
  // Idle: hidden from assistive technology.
  await expect(navigation.progressBar).toHaveCount(0);

  await followMenuLink(page, path);
  await expect(navigation.progressBar).toBeVisible();
  await expect
    .poll(async () => Number(await navigation.progressBar.getAttribute('aria-valuenow')))
    .toBeGreaterThan(10);
  await expect(navigation.progressBar).toHaveAttribute('aria-valuemax', '100');
  await page.screenshot({ path: testInfo.outputPath('navigation-in-progress.png') });
  expect(page.url()).not.toContain(path);

  release();
  await page.waitForURL(`**${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(navigation.progressBar).toHaveCount(0);
});

test('a failed chunk load reloads the page, once per path within 10 seconds', async ({ page }) => {
  const navigation = new NavigationRuntime(page);
  await page.goto('/products');
  // The guard is part of the page's scripts, which a stored page starts after its first paint.
  await navigation.waitUntilHydrated();
  await navigation.markDocument();
  // The guard listens on window in the capture phase, so by the time the script's own error
  // handler runs it has decided; a reload it chose has begun by then (the Navigation API's
  // `navigate` event fires as `location.reload()` is called). Answers whether one began.
  const injectMissingChunk = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let navigating = false;
          // Only a reload counts: the router's own history updates fire `navigate` too.
          window.navigation.addEventListener('navigate', (event) => {
            if (event.navigationType === 'reload') navigating = true;
          });
          const script = document.createElement('script');
          script.src = `/_next/static/chunks/e2e-missing-${Date.now()}.js`;
          script.onerror = () => resolve(navigating);
          document.head.append(script);
        }),
    );

  // The first failure reloads the page (a new document), and the guard remembers the path.
  const reloaded = page.waitForEvent('load');
  // The answer may be lost with the document it came from.
  await injectMissingChunk().catch(() => undefined);
  await reloaded;
  expect(await navigation.isSameDocument()).toBe(false);
  await navigation.waitUntilHydrated();
  expect(
    await page.evaluate(() => Number(sessionStorage.getItem('ppe:chunk-reload:/products'))),
  ).toBeGreaterThan(0);

  // A second failure within 10 s does not: the guard decided against a reload, no loop.
  await navigation.markDocument();
  expect(await injectMissingChunk(), 'a reload began after the second failure').toBe(false);
  expect(await navigation.isSameDocument()).toBe(true);
});

test('a chunk load error from a dynamic import reloads the page too', async ({ page }) => {
  const navigation = new NavigationRuntime(page);
  await page.goto('/blog');
  await navigation.waitUntilHydrated();
  await navigation.markDocument();
  const reloaded = page.waitForEvent('load');
  await page.evaluate(() => {
    const error = new Error('Failed to load chunk /_next/static/chunks/gone.js from module 42');
    error.name = 'ChunkLoadError';
    void Promise.reject(error);
  });
  await reloaded;
  expect(await navigation.isSameDocument()).toBe(false);
  await navigation.waitUntilHydrated();
});

test('the build endpoint reports the running build and is never cached', async ({ request }) => {
  const response = await request.get('/api/build');
  expect(response.ok()).toBe(true);
  expect(response.headers()['cache-control']).toContain('no-store');
  const { buildId } = (await response.json()) as { buildId: string | null };
  expect(buildId).toMatch(/^\S+$/);
});

test.describe('after a new deploy', () => {
  test('the next navigation inside the shop is a full page load', async ({ page, request }) => {
    const path = await categoryPath(request);
    const { buildId } = (await (await request.get('/api/build')).json()) as { buildId: string };
    await page.clock.install();
    // The server now reports another build, as it would after a deploy.
    await page.route('**/api/build', (route) =>
      route.fulfill({ json: { buildId: `${buildId}-newer` }, headers: { 'cache-control': 'no-store' } }),
    );
    const navigation = new NavigationRuntime(page);
    await page.goto('/');
    await navigation.waitUntilHydrated();
    await navigation.markDocument();

    // An hour later the page asks which build runs.
    const asked = page.waitForResponse('**/api/build');
    await page.clock.fastForward('01:00:00');
    await asked;

    const documentRequest = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith(path),
    );
    await followMenuLink(page, path);
    await documentRequest;
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await navigation.isSameDocument()).toBe(false);
  });

  test('while the same build runs, navigation stays client-side after the hourly check', async ({
    page,
    request,
  }) => {
    const path = await categoryPath(request);
    await page.clock.install();
    const navigation = new NavigationRuntime(page);
    await page.goto('/');
    await navigation.waitUntilHydrated();
    await navigation.markDocument();

    const asked = page.waitForResponse('**/api/build');
    await page.clock.fastForward('01:00:00');
    expect((await asked).ok()).toBe(true);

    await followMenuLink(page, path);
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await navigation.isSameDocument()).toBe(true);
  });
});
