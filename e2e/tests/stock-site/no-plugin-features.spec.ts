import { expect, test } from '@playwright/test';
import { simpleProduct, usd } from '../../lib/products';
import { routeOperationName } from '../../lib/shop-route';
import { CartPage, CartPanel, totalsAmount } from '../../pages/cart';
import { NewsletterSignup } from '../../pages/newsletter';
import { ProductPage } from '../../pages/product-page';

/** "$12.99" (the first amount of a text) in cents. */
const parseCents = (text: string) =>
  Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', '') ?? 'NaN') * 100);

/**
 * A stock WooCommerce + WPGraphQL + WooGraphQL + Headless Login site has none of the newsletter,
 * stock alerts, gift card and box and case pricing plugins, so the storefront shows none of their
 * parts: no newsletter form in the footer, no "Email me when it's back" on a sold-out product, no
 * link to the balance check, no "Buy more, pay less" table, and their pages are not there (404),
 * whatever address a mail or a bookmark carries. The browser never asks for them either.
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
  'getCartQuantityTiers',
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

// The full shop's demo data prices these procedure masks by the box (box-pricing.spec.ts); a stock
// site serves no tiers, so the page shows the plain price only and the cart charges it.
test('a product with box and case pricing on the full shop shows no tier table, and ten cost ten times the price', async ({
  page,
}) => {
  const productPage = new ProductPage(page);
  await productPage.goto('safeair-astm-level-3-procedure-masks-50');
  await expect(productPage.heading).toBeVisible();
  await expect(page.getByRole('table', { name: 'Buy more, pay less' })).toHaveCount(0);
  const price = parseCents((await productPage.offer.textContent()) ?? '');
  await productPage.quantity.fill('10');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toContainText('Added 10 items to your cart.');
  const cart = new CartPage(page);
  await cart.goto();
  await expect(totalsAmount(cart.summary, 'Subtotal')).toHaveText(usd((price * 10) / 100));
  await expect(cart.main.getByText(/ each at \d+\+, you save /)).toHaveCount(0);
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
