import { expect, test } from '@playwright/test';
import { newestPosts, someProductSlug } from './backend';

test('sitemap.xml lists products, categories, posts and pages in every locale, with hreflang alternates', async ({
  request,
}) => {
  const [slug, posts] = await Promise.all([someProductSlug(request), newestPosts(request, 1)]);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();

  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/product/${slug}</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/de-DE/product/${slug}</loc>`));
  expect(xml).toContain(`/blog/${posts.nodes[0]?.slug}</loc>`);
  expect(xml).toContain('/pt-BR/product-category/gloves</loc>');
  expect(xml).toContain('/fr-FR/shipping-returns</loc>');
  expect(xml).toMatch(
    /<xhtml:link rel="alternate" hreflang="de-DE" href="https?:\/\/[^"]+\/de-DE\/product\//,
  );
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).not.toContain('/contact-us</loc>');
});

test('robots.txt lets crawlers in, keeps them out of private pages and points to the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).toMatch(/^Disallow: \/api\/$/m);
  expect(text).toMatch(/^Disallow: \/de-DE\/checkout$/m);
});

test('the info pages have their content in each language', async ({ page }) => {
  const pages: [string, string][] = [
    ['/about-us', 'About SafetyGear Pro'],
    ['/shipping-returns', 'Shipping & Returns'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/de-DE/shipping-returns', 'Versand & Rückgabe'],
    ['/es-ES/privacy-policy', 'Política de privacidad'],
    ['/fr-FR/terms-of-service', 'Conditions générales de vente et d’utilisation'],
    ['/it-IT/about-us', 'Chi è SafetyGear Pro'],
    ['/pt-BR/shipping-returns', 'Envio e devoluções'],
  ];
  for (const [path, title] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count(), path).toBeGreaterThan(3);
  }

  // The visits above left the last locale in the i18n_redirected cookie; unprefixed URLs would follow it.
  await page.context().clearCookies();
  await page.goto('/shipping-returns');
  await expect(page.getByRole('heading', { name: 'Free shipping across the USA' })).toBeVisible();
  await expect(page.getByText(/free on every order of \$50 or more/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our 30-day money-back guarantee' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to return an item' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How to return an item' }).getByRole('listitem')).toHaveCount(
    4,
  );
});
