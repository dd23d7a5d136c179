import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { CatalogPage } from '../../pages/catalog-page';

/**
 * This store hides reviews (its default settings, which the stock-site shop runs with), like
 * WooCommerce with "Enable product reviews" off (`woocommerce_enable_reviews`): then neither the
 * product page nor the shop loop shows a rating (woocommerce/woocommerce: templates/loop/rating.php
 * returns early unless wc_review_ratings_enabled()). Cards follow the product page.
 */
test('with reviews hidden, neither a card nor its product page shows a rating', async ({ page, request }) => {
  const data = await backendQuery<{
    products: { nodes: { name: string; slug: string; reviewCount: number }[] };
  }>(request, '{ products(first: 200) { nodes { name slug reviewCount } } }');
  const reviewed = data.products.nodes.find((product) => product.reviewCount > 0);
  if (!reviewed) throw new Error('the demo catalogue has no product with reviews');

  const catalog = new CatalogPage(page);
  await catalog.goto(`/products?${new URLSearchParams({ search: reviewed.name })}`);
  const card = catalog.products.filter({
    has: page.getByRole('heading', { name: reviewed.name, exact: true }),
  });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Rated|reviews?\b|★/)).toHaveCount(0);

  await page.goto(`/product/${reviewed.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: reviewed.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' })).toHaveCount(0);
  // Nor do the related products' cards under it.
  await expect(page.getByRole('main').getByText(/^Rated \d/)).toHaveCount(0);
});
