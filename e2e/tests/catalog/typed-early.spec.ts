import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { simpleProduct } from '../../lib/products';
import { uniqueEmail } from '../../pages/account';
import { CatalogPage } from '../../pages/catalog-page';
import { Shell } from '../../pages/shell';

/**
 * A shopper on a slow phone types into the header's search box and the review form, ticks a filter
 * or picks an order, before the page's scripts have run: what was typed or ticked stays once the page is
 * interactive, and is what is sent.
 */

test('the header search keeps a term typed before the page was interactive, and searches for it', async ({
  page,
}) => {
  const shell = new Shell(page);
  const { ready } = await openBeforeScripts(page, '/');
  await shell.searchBox.fill('ffp3');
  await ready();
  await expect(shell.searchBox).toHaveValue('ffp3');
  await expect(shell.searchButton).toBeEnabled();
  await shell.searchBox.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=ffp3$/);
});

test('the review form keeps what was typed before the page was interactive, and sends it', async ({
  page,
  request,
}) => {
  // The e2e shop shows reviews (STORE_SHOW_REVIEWS=true in global-setup.ts).
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 0 });
  const { ready } = await openBeforeScripts(page, `/product/${product.slug}`);
  const form = page.getByRole('form', { name: 'Write a review' });
  const typed = [
    [form.getByLabel('Your review'), 'Typed before the page had loaded; still here.'],
    [form.getByLabel('Name'), 'Early Reviewer'],
    [form.getByLabel('Email'), uniqueEmail('early-review')],
  ] as const;
  await form.getByRole('radio', { name: '4 stars' }).check();
  for (const [field, value] of typed) await field.fill(value);
  await ready();
  for (const [field, value] of typed) await expect(field).toHaveValue(value);
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you! Your review is awaiting moderation.')).toBeVisible();
});

test('a filter ticked before the page was interactive filters the list once it is', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const { ready } = await openBeforeScripts(page, '/products');
  // The page is still arriving: the filters' groups must be there before one is found closed.
  await expect(catalog.filters.getByRole('checkbox', { name: 'In stock' })).toBeAttached();
  const inStock = (await catalog.filterGroup('Availability')).getByRole('checkbox', { name: 'In stock' });
  await inStock.check();
  await ready();
  await expect(page).toHaveURL(/[?&]filter=inStock\[true\]$/);
  await expect(inStock).toBeChecked();
});

test('an order chosen before the page was interactive sorts the list once it is', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const { ready } = await openBeforeScripts(page, '/products');
  await catalog.sort.selectOption({ label: 'Price: high to low' });
  await ready();
  await expect(page).toHaveURL(/[?&]orderby=price&order=desc/);
  await expect(catalog.sort).toHaveValue('price-desc');
});
