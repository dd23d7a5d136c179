import { expect, test } from '@playwright/test';
import { CatalogPage } from '../../pages/catalog-page';
import { backendProducts, NEWEST_FIRST } from './backend';

test('no results: the empty state offers to clear all filters and the search', async ({ page, request }) => {
  const all = await backendProducts(request, { orderby: NEWEST_FIRST });
  const catalog = new CatalogPage(page);

  await catalog.goto('/products?search=no-such-product-anywhere&filter=sale[true],rating[5]');
  await expect(page.getByText('No products match your search and filters.')).toBeVisible();
  await expect(catalog.products).toHaveCount(0);
  await expect(
    catalog.chips.getByRole('link', { name: 'Remove filter: Search: no-such-product-anywhere' }),
  ).toBeVisible();

  await catalog.clearAll.click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(catalog.count).toHaveText(`Showing 1 to 24 of ${all.found}`);
  expect(await catalog.productNames()).toEqual(all.names);
});
