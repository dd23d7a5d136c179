import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { CatalogPage } from '../../pages/catalog-page';
import { NavigationRuntime } from '../../pages/navigation';
import { Shell } from '../../pages/shell';

/** The e2e shop runs the storefront with GTM_ID=GTM-TEST (e2e/global-setup.ts). */
const CONTAINER = 'GTM-TEST';

test('each route change pushes one page_view to the tag manager, the first page included', async ({
  page,
  request,
}) => {
  // No internet here: the tag manager's script is answered with an empty one, and its loading recorded.
  const gtmRequests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  const { productCategory } = await backendQuery<{ productCategory: { slug: string } }>(
    request,
    '{ productCategory(id: 513, idType: DATABASE_ID) { slug } }',
  );
  const navigation = new NavigationRuntime(page);
  const shell = new Shell(page);

  await page.goto('/');
  await expect.poll(() => navigation.pageViews()).toHaveLength(1);
  await expect.poll(() => gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
  const [home] = await navigation.pageViews();
  expect(home).toEqual({
    event: 'page_view',
    page_path: '/',
    page_location: new URL('/', page.url()).href,
    page_title: await page.title(),
    page_locale: 'en-US',
  });
  await navigation.markDocument();

  // Home → a product list, by the main menu.
  const listPath = `/product-category/${productCategory.slug}`;
  await shell.mainMenu.locator(`a[href="${listPath}"]`).first().click();
  await page.waitForURL(`**${listPath}`);
  await expect
    .poll(async () => (await navigation.pageViews()).map((view) => view.page_path))
    .toEqual(['/', listPath]);

  // The list → a product, by its tile.
  const catalog = new CatalogPage(page);
  const productLink = catalog.products.first().getByRole('link').first();
  const productPath = (await productLink.getAttribute('href')) ?? '';
  expect(productPath).toMatch(/^\/product\//);
  await productLink.click();
  await page.waitForURL(`**${productPath}`);
  await expect
    .poll(async () => (await navigation.pageViews()).map((view) => view.page_path))
    .toEqual(['/', listPath, productPath]);

  // Client-side navigations, each counted once, with the page's own title and locale.
  expect(await navigation.isSameDocument()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const views = await navigation.pageViews();
  expect(views).toHaveLength(3);
  const last = views[2];
  expect(last?.page_location).toBe(new URL(productPath, page.url()).href);
  expect(last?.page_locale).toBe('en-US');
  expect(last?.page_title).toBe(await page.title());
  // The tag manager's script was loaded once, by the first page.
  expect(gtmRequests).toHaveLength(1);
});

test('the tag manager never blocks rendering: no script tag for it in the server HTML', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  // next/script (afterInteractive) inserts it after hydration; the HTML may only hint a preload.
  expect(html).not.toMatch(/<script[^>]+googletagmanager/);
  expect(html).toContain('SafetyGear Pro');
});
