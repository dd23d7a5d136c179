import { expect, test } from '@playwright/test';
import { usd } from '../../lib/products';
import { ProductPage } from '../../pages/product-page';
import { backendQuery } from '../catalog/backend';

interface SimpleProduct {
  slug: string;
  name: string;
  sku: string | null;
  onSale: boolean;
  price: string | null;
  stockStatus: string;
  productCategories: { nodes: Array<{ name: string; ancestors: { nodes: Array<{ name: string }> } }> };
  galleryImages: { nodes: unknown[] };
}

test('a simple product shows its name, price, SKU and breadcrumb, and adds it to the cart', async ({
  page,
  request,
}) => {
  const data = await backendQuery<{ products: { nodes: SimpleProduct[] } }>(
    request,
    `{ products(first: 50, where: { type: SIMPLE, stockStatus: [IN_STOCK] }) { nodes { slug name sku onSale
        productCategories { nodes { name ancestors { nodes { name } } } }
        galleryImages { nodes { databaseId } }
        ... on SimpleProduct { price(format: RAW) stockStatus } } } }`,
  );
  const product = data.products.nodes.find((p) => p.sku && p.price && p.productCategories.nodes.length > 0);
  if (!product)
    throw new Error('The demo catalogue has no simple product with a SKU, a price and a category');

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await expect(productPage.heading).toHaveText(product.name);
  await expect(productPage.offer).toContainText(usd(Number(product.price)));
  await expect(productPage.offer).toContainText('In stock');
  await expect(page.getByText(product.sku ?? '', { exact: true })).toBeVisible();

  const deepest = [...product.productCategories.nodes].sort(
    (a, b) => b.ancestors.nodes.length - a.ancestors.nodes.length,
  )[0];
  await expect(productPage.breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(productPage.breadcrumb.getByRole('link', { name: deepest?.name ?? '' })).toBeVisible();
  await expect(productPage.breadcrumb.locator('[aria-current="page"]')).toHaveText(product.name);

  // Structured data for search engines: the product with its offer.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const productData = jsonLd.map((text) => JSON.parse(text)).find((entry) => entry['@type'] === 'Product');
  expect(productData?.name).toBe(product.name);
  expect(productData?.offers).toBeTruthy();

  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
});

test('the main image opens large in a dialog from the keyboard, and Escape closes it', async ({
  page,
  request,
}) => {
  const data = await backendQuery<{
    products: { nodes: Array<{ slug: string; image: { databaseId: number } | null }> };
  }>(request, '{ products(first: 20) { nodes { slug image { databaseId } } } }');
  const product = data.products.nodes.find((p) => p.image);
  if (!product) throw new Error('No product with an image');
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  // The large view is not part of the page (nor its code of the page's scripts) until asked for.
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0);
  const enlarge = page.getByRole('button', { name: /^Enlarge image/ });
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /large/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
  // Opened again, it comes at once.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('an unknown product shows the 404 page', async ({ page }) => {
  const response = await page.goto('/product/no-such-product-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Page not found: /product/no-such-product-anywhere')).toBeVisible();
});

test('the main image is asked for first: high priority and its size, the thumbnails after it', async ({
  page,
}) => {
  // A product of the demo store with several pictures (the benchmarks' variable product).
  await page.setViewportSize({ width: 412, height: 823 });
  await new ProductPage(page).goto('speedglas-9100-fx-welding-helmet');

  const main = page.getByRole('button', { name: /^Enlarge image/ }).getByRole('img');
  await expect(main).toHaveAttribute('fetchpriority', 'high');
  await expect(main).toHaveAttribute('width', /^[1-9]\d*$/);
  // In view on a phone, thumbnails would otherwise be raised beside the page's largest image.
  const thumbnails = page.getByRole('button', { name: /^Show image \d+ of \d+$/ }).locator('img');
  await expect.poll(() => thumbnails.count()).toBeGreaterThan(1);
  for (const thumbnail of await thumbnails.all())
    await expect(thumbnail).toHaveAttribute('fetchpriority', 'low');
});
