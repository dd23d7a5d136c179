import { expect, test } from '@playwright/test';
import { CatalogPage } from '../../pages/catalog-page';
import { backendProducts, NEWEST_FIRST } from './backend';

test('paging through all products: page 2 shows the next 24 at /products/page/2', async ({
  page,
  request,
}) => {
  const first = await backendProducts(request, { orderby: NEWEST_FIRST });
  const second = await backendProducts(request, { orderby: NEWEST_FIRST }, { after: first.endCursor });
  expect(first.found, 'the demo store has more than two pages of products').toBeGreaterThan(48);

  const catalog = new CatalogPage(page);
  await catalog.goto('/products');
  await expect(catalog.count).toHaveText(`Showing 1 to 24 of ${first.found}`);
  expect(await catalog.productNames()).toEqual(first.names);

  await catalog.pagination.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/products\/page\/2$/);
  await expect(catalog.count).toHaveText(`Showing 25 to 48 of ${first.found}`);
  expect(await catalog.productNames()).toEqual(second.names);
  await expect(catalog.pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The last page holds the rest; page 1's link is the base URL.
  const lastPage = Math.ceil(first.found / 24);
  await catalog.pagination.getByRole('link', { name: `Page ${lastPage}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/page/${lastPage}$`));
  await expect(catalog.count).toHaveText(
    `Showing ${(lastPage - 1) * 24 + 1} to ${first.found} of ${first.found}`,
  );
  await catalog.pagination.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL(/\/products$/);
});
