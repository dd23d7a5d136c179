import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { translator } from '../../lib/messages';

/**
 * `/de/…` was a 404: German lives at `/de-DE/`. Language directories as WPML and Polylang write
 * them, and shoppers typing a language, lead to the locale's prefix, the rest of the path and the
 * query kept; a slug that only starts like a language stays an English address.
 */
const fr = translator('fr-FR');

test('a language-only prefix leads to its locale with the path and query, by a permanent redirect', async ({
  request,
}) => {
  const response = await request.get('/de/products?orderby=price&order=asc', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/de-DE\/products\?orderby=price&order=asc$/);

  const upper = await request.get('/PT/cart', { maxRedirects: 0 });
  expect(upper.status()).toBe(308);
  expect(upper.headers().location).toMatch(/\/pt-BR\/cart$/);
});

test('a shopper following a /fr/ link reads the French category page, and French stays chosen', async ({
  page,
  request,
}) => {
  const { productCategories } = await backendQuery<{
    productCategories: { nodes: { slug: string }[] };
  }>(request, '{ productCategories(first: 1, where: { hideEmpty: true }) { nodes { slug } } }');
  const slug = productCategories.nodes[0]?.slug ?? '';

  await page.goto(`/fr/product-category/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/fr-FR/product-category/${slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await expect(page.getByRole('button', { name: fr('catalog.filters.apply') })).toBeAttached();

  // The locale cookie works as before: the next English address leads back to French.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('fr-FR');
  await page.goto('/products');
  await expect(page).toHaveURL(/\/fr-FR\/products$/);
});

test('a slug that only starts like a language is not a prefix', async ({ request }) => {
  const response = await request.get('/de-something', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(response.headers().location).toBeUndefined();
});
