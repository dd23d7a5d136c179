import { expect, test } from '@playwright/test';
import { routeOperationName } from '../../lib/shop-route';
import { CartPanel } from '../../pages/cart';
import { NewsletterSignup } from '../../pages/newsletter';

/**
 * A stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site has neither the newsletter
 * nor the gift card plugin, so the storefront shows none of their parts: no newsletter form in the
 * footer, no link to the balance check, and their pages are not there (404), whatever address a
 * mail or a bookmark carries. The browser never asks for them either.
 */

/** The operations of the two plugin features (apps/storefront/src/graphql/plugin-features.ts). */
const PLUGIN_OPERATIONS = [
  'subscribeToNewsletter',
  'confirmNewsletterSubscription',
  'unsubscribeFromNewsletter',
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

const PLUGIN_PAGES = [
  '/gift-card-balance',
  '/de-DE/gift-card-balance',
  '/newsletter/confirm?token=abc123',
  '/newsletter/unsubscribe?token=abc123',
];

for (const path of PLUGIN_PAGES) {
  test(`${path} is not found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
  });
}
