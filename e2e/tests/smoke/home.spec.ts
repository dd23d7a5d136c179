import { type APIRequestContext, expect, test } from '@playwright/test';
import { formatPriceRange, parseRawPrice } from '../../../apps/storefront/src/lib/format/price';
import { backendQuery } from '../../lib/backend';
import { HomePage } from '../../pages/home-page';

interface PopularProduct {
  name: string;
  price: string | null;
}

/** What the seeded backend says the twelve most popular products are, asked directly over GraphQL. */
async function popularProductsFromBackend(request: APIRequestContext): Promise<PopularProduct[]> {
  const data = await backendQuery<{ products: { nodes: { name: string; price: string | null }[] } }>(
    request,
    `{ products(first: 12, where: {orderby: [{field: POPULARITY, order: DESC}]}) {
      nodes { name ... on ProductWithPricing { price(format: RAW) } } } }`,
  );
  // The shop formats RAW amounts for the shopper's locale (here en-US, in US dollars).
  return data.products.nodes.map(({ name, price }) => ({
    name,
    price: formatPriceRange(parseRawPrice(price), 'en-US', 'USD'),
  }));
}

test('home page shows its headline and the twelve most popular products with prices', async ({
  page,
  request,
}) => {
  const expected = await popularProductsFromBackend(request);
  expect(expected).toHaveLength(12);

  const home = new HomePage(page);
  await home.goto();

  await expect(home.heading).toHaveText('Protection you can trust, for every job');
  await expect(home.popularProducts).toHaveCount(12);
  for (const { name, price } of expected) {
    const card = home.product(name);
    await expect(card).toBeVisible();
    expect(price, `${name} has a price`).toBeTruthy();
    await expect(card.getByText(price ?? '', { exact: true })).toBeVisible();
    const image = card.getByRole('img');
    await expect(image).toHaveAccessibleName(/.+/);
    // Store images come through the shop's own origin and really load.
    await expect(image).toHaveAttribute('src', /^\/media\//);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('an unknown path shows the 404 page with the path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
});
