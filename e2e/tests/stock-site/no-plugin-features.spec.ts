import { expect, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { routeOperationName } from '../../lib/shop-route';
import { CartPanel } from '../../pages/cart';
import { NewsletterSignup } from '../../pages/newsletter';

/**
 * A stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site has none of the newsletter,
 * stock alerts and gift card plugins, so the storefront shows none of their parts: no newsletter
 * form in the footer, no "Email me when it's back" on a sold-out product, no link to the balance
 * check, and their pages are not there (404), whatever address a mail or a bookmark carries. The
 * browser never asks for them either.
 */

/** The operations of these plugin features (apps/storefront/src/graphql/plugin-features.ts). */
const PLUGIN_OPERATIONS = [
  'subscribeToNewsletter',
  'confirmNewsletterSubscription',
  'unsubscribeFromNewsletter',
  'subscribeToStockAlert',
  'confirmStockAlert',
  'unsubscribeFromStockAlert',
  'getCartGiftCards',
  'getGiftCardBalance',
  'getCustomerGiftCards',
  'getOrderGiftCardPayments',
];

test('neither the footer nor the home page has a newsletter form, and no link leads to a gift card balance', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/graphql') return;
    const name = routeOperationName(request.postDataJSON());
    if (name) sent.push(name);
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer is there, with the links a stock site keeps.
  await expect(footer.getByRole('link', { name: 'Sitemap' })).toBeVisible();
  const signup = NewsletterSignup.inFooter(page);
  await expect(signup.heading).toHaveCount(0);
  await expect(signup.email).toHaveCount(0);
  await expect(signup.subscribe).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Gift card balance' })).toHaveCount(0);
  // The browser has read the (empty) cart, after which the cards paying it would be asked for.
  await expect(new CartPanel(page).badge(0)).toBeAttached();
  expect(sent.filter((name) => PLUGIN_OPERATIONS.includes(name))).toEqual([]);
});

test('a sold-out product offers no email when it is back', async ({ page, request }) => {
  const { slug } = await simpleProduct(request, { stockStatus: 'OUT_OF_STOCK' });
  await page.goto(`/product/${slug}`);
  await expect(page.getByText('Out of stock', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Out of stock? We can email you' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Email me when it's back" })).toHaveCount(0);
});

const PLUGIN_PAGES = [
  '/gift-card-balance',
  '/de-DE/gift-card-balance',
  '/newsletter/confirm?token=abc123',
  '/newsletter/unsubscribe?token=abc123',
  '/stock-alerts/confirm?token=abc123',
  '/stock-alerts/unsubscribe?token=abc123',
];

for (const path of PLUGIN_PAGES) {
  test(`${path} is not found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
}
