import { expect, test } from '@playwright/test';
import { pressUntilFocused } from '../../lib/keyboard';
import { CatalogPage } from '../../pages/catalog-page';
import { Shell } from '../../pages/shell';
import { backendProducts } from './backend';

/** Size M and in stock (IN_STOCK or ON_BACKORDER), dearest first: what the backend says the list is. */
const WHERE = {
  stockStatus: ['IN_STOCK', 'ON_BACKORDER'],
  taxonomyFilter: { relation: 'AND', filters: [{ taxonomy: 'PA_SIZE', terms: ['m'], operator: 'IN' }] },
  orderby: [{ field: 'PRICE', order: 'DESC' }],
};

test('two filters and a sort: the URL carries them in the filter syntax and the results agree', async ({
  page,
  request,
}) => {
  const expected = await backendProducts(request, WHERE);
  expect(expected.found, 'the demo store has in-stock products in size M').toBeGreaterThan(1);

  const catalog = new CatalogPage(page);
  await catalog.goto('/products');
  await catalog.tick('Availability', 'In stock');
  await catalog.tick('Size', /^M \(\d+\)$/);
  await catalog.sortBy('Price: high to low');

  const url = new URL(page.url());
  expect(url.pathname).toBe('/products');
  expect(url.search).toBe('?orderby=price&order=desc&filter=inStock[true],size[m]');

  const shownCount = Math.min(24, expected.found);
  await expect(catalog.count).toHaveText(`Showing 1 to ${shownCount} of ${expected.found}`);
  await expect(catalog.products).toHaveCount(shownCount);
  expect(await catalog.productNames()).toEqual(expected.names);

  // The choices show as chips; removing one widens the list again.
  await expect(catalog.chips.getByRole('link', { name: 'Remove filter: Size: M' })).toBeVisible();
  await catalog.chips.getByRole('link', { name: 'Remove filter: In stock' }).click();
  await expect(page).toHaveURL(/\?orderby=price&order=desc&filter=size\[m\]$/);
  const sizeOnly = await backendProducts(request, { ...WHERE, stockStatus: undefined });
  await expect(catalog.count).toHaveText(`Showing 1 to ${Math.min(24, sizeOnly.found)} of ${sizeOnly.found}`);
  await expect(catalog.filters.getByRole('checkbox', { name: 'In stock' })).not.toBeChecked();
});

test('removing a filter from the chips keeps the list where the shopper was reading it', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.goto('/products?filter=size[m],inStock[true]');
  await new Shell(page).waitUntilInteractive();
  const chip = catalog.chips.getByRole('link', { name: 'Remove filter: In stock' });
  // Scrolled down until the chips are near the top of the screen: the page's own top is out of view.
  const chipTop = await chip.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), Math.max(0, chipTop - 160));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);

  await chip.click();
  await expect(page).toHaveURL(/\?filter=size\[m\]$/);
  await expect(catalog.chips.getByRole('link', { name: 'Remove filter: In stock' })).toHaveCount(0);
  // A client-side navigation (the chips are the shop's plain links), and the page did not jump.
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('a shared filter URL shows the same results, and the filter form works without JavaScript', async ({
  browser,
  request,
}) => {
  const expected = await backendProducts(request, WHERE);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const catalog = new CatalogPage(page);

  await catalog.goto('/products?orderby=price&order=desc&filter=size[m],inStock[true]');
  expect(await catalog.productNames()).toEqual(expected.names);
  await expect(catalog.filters.getByRole('checkbox', { name: 'In stock' })).toBeChecked();

  // A plain GET submit lands on the canonical URL (one redirect on the server).
  await catalog.filters.getByRole('checkbox', { name: 'On sale' }).check();
  await catalog.filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(
    /\/products\?orderby=price&order=desc&filter=sale\[true\],inStock\[true\],size\[m\]$/,
  );
  const onSale = await backendProducts(request, { ...WHERE, onSale: true });
  expect(await catalog.productNames()).toEqual(onSale.names);
  await context.close();
});

/** The controls a keyboard user passes in the filters: boxes, fields, group toggles, the button. */
const filterStops = (catalog: CatalogPage) =>
  catalog.filters.evaluate(
    (form) =>
      Array.from(form.querySelectorAll<HTMLElement>('input, summary, button, a[href]')).filter(
        (control) => control.checkVisibility() && !(control as HTMLInputElement).disabled,
      ).length,
  );

test('on a phone, Apply filters at the foot of the filters brings the results into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const catalog = new CatalogPage(page);
  const resultsHeading = catalog.results.getByRole('heading', { level: 2, name: 'Products' });
  await catalog.goto('/products');
  await new Shell(page).waitUntilInteractive();
  await page.locator('summary', { hasText: /^Filters/ }).click();
  await catalog.filters.getByRole('spinbutton', { name: 'Minimum price' }).fill('10');
  const apply = catalog.filters.getByRole('button', { name: 'Apply filters' });
  await apply.scrollIntoViewIfNeeded();
  await apply.click();
  await expect(page).toHaveURL(/filter=price\[10,\]/);
  await expect(resultsHeading).toBeFocused();
  await expect(catalog.products.first()).toBeInViewport();

  // Again with nothing new to apply (from the top of the page): the button still shows the results.
  await page.evaluate(() => window.scrollTo(0, 0));
  await apply.click();
  await expect(resultsHeading).toBeFocused();
  await expect(catalog.products.first()).toBeInViewport();
});

test('keyboard users skip the filters to the results, and long filter groups show their first values', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const catalog = new CatalogPage(page);
  await catalog.goto('/products');
  await new Shell(page).waitUntilInteractive();

  // Long groups keep most of their values behind "Show N more": far fewer stops than every value.
  const shown = await filterStops(catalog);
  const more = catalog.filters.locator('summary', { hasText: /^Show \d+ more/ }).filter({ visible: true });
  expect(await more.count()).toBeGreaterThan(0);
  for (const toggle of await more.all()) await toggle.click();
  await expect(catalog.filters.locator('summary', { hasText: /Show fewer$/ }).first()).toBeVisible();
  const all = await filterStops(catalog);
  expect(shown, `${shown} stops with long groups collapsed, ${all} with all shown`).toBeLessThanOrEqual(40);
  expect(shown).toBeLessThan(all);

  // The skip link comes before the filters and takes the focus to the results.
  const skip = page.getByRole('link', { name: 'Skip to results' });
  await skip.focus();
  await expect(skip).toBeInViewport();
  const [skipBox, filtersBox] = await Promise.all([skip.boundingBox(), catalog.filters.boundingBox()]);
  expect((skipBox?.y ?? 0) <= (filtersBox?.y ?? 0), 'the skip link is above the filters').toBe(true);
  await page.keyboard.press('Enter');
  await expect(catalog.results.getByRole('heading', { level: 2, name: 'Products' })).toBeFocused();
  // From there the products are a stop or two away (past the sort), not some fifty.
  await pressUntilFocused(page, 'Tab', catalog.products.first().getByRole('link').first(), 3);
});
