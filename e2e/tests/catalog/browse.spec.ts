import { expect, test } from '@playwright/test';
import { CatalogPage } from '../../pages/catalog-page';
import { backendProducts, backendQuery, NEWEST_FIRST } from './backend';

test('browse from home to a category, a subcategory and a product', async ({ page, request }) => {
  const { productCategory: masks } = await backendQuery<{
    productCategory: { name: string; count: number; children: { nodes: { name: string; slug: string }[] } };
  }>(
    request,
    `{ productCategory(id: "masks-respirators", idType: SLUG) {
        name count children(first: 50, where: {hideEmpty: true}) { nodes { name slug } } } }`,
  );
  const subcategory = masks.children.nodes.find((child) => child.slug === 'ffp3-masks');
  expect(subcategory, 'the demo store has FFP3 masks under Masks & Respirators').toBeTruthy();
  const ffp3 = await backendProducts(request, { categoryIn: ['ffp3-masks'], orderby: NEWEST_FIRST });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // All categories, with their images and counts.
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'All categories' })).toBeVisible();
  const tile = page.getByRole('link', { name: `${masks.name} ${masks.count} products`, exact: true }).first();
  // The image is decorative (the link's text names the category), so it has no role.
  await expect(tile.locator('img')).toBeVisible();
  await tile.click();

  const catalog = new CatalogPage(page);
  await expect(page).toHaveURL(/\/product-category\/masks-respirators$/);
  await expect(catalog.heading).toHaveText(masks.name);
  await expect(catalog.count).toHaveText(`Showing 1 to 24 of ${masks.count}`);

  // A subcategory link; its breadcrumb leads back to the parent.
  await page
    .getByRole('navigation', { name: 'Shop by subcategory' })
    .getByRole('link', { name: /^FFP3 Masks/ })
    .click();
  await expect(page).toHaveURL(/\/product-category\/ffp3-masks$/);
  await expect(catalog.heading).toHaveText('FFP3 Masks');
  await expect(catalog.breadcrumb.getByRole('link', { name: masks.name })).toHaveAttribute(
    'href',
    '/product-category/masks-respirators',
  );
  expect(await catalog.productNames()).toEqual(ffp3.names);

  // The first product's tile opens its page.
  const [first] = ffp3.names;
  await catalog.results.getByRole('heading', { level: 3, name: first, exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
});

test('an unknown category and a page past the end are 404s; /page/1 is the base URL', async ({ page }) => {
  expect((await page.goto('/product-category/no-such-category'))?.status()).toBe(404);
  expect((await page.goto('/products/page/999'))?.status()).toBe(404);
  expect((await page.goto('/products/page/two'))?.status()).toBe(404);
  await page.goto('/products/page/1?orderby=price&order=asc');
  await expect(page).toHaveURL(/\/products\?orderby=price&order=asc$/);
});
