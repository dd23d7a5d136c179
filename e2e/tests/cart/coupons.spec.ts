import { expect, type Locator, type Page, test } from '@playwright/test';
import { type SimpleProduct, simpleProduct, usd } from '../../lib/products';
import { routeCall } from '../../lib/shop-route';
import { CartPage, CartPanel, Coupons, totalsAmount } from '../../pages/cart';
import { CheckoutPage } from '../../pages/checkout';

/** Puts one unit of `product` in the shopper's cart the way the shop's browser code does. */
async function addToCart(page: Page, product: SimpleProduct) {
  const answer = await page.request.post('/api/graphql', {
    data: routeCall('addToCart', { productId: product.databaseId, quantity: 1 }),
  });
  expect(answer.ok()).toBe(true);
}

/**
 * A coupon applied where the shopper stands shows with its discount and lowers the total; removed
 * there, it goes, the total comes back, and the "applied" notice goes with it.
 */
async function applyAndRemove(page: Page, scope: Locator, product: SimpleProduct) {
  const coupons = new Coupons(scope);
  const total = totalsAmount(scope, 'Total');
  await expect(total).toHaveText(/\$/);
  const before = (await total.textContent()) ?? '';

  await coupons.apply('welcome10');
  const applied = page.getByRole('status').filter({ hasText: 'Coupon welcome10 applied.' });
  await expect(applied).toBeVisible();
  const discount = Math.round(product.price * 10) / 100;
  await expect(coupons.coupon('welcome10')).toContainText(`−${usd(discount)}`);
  await expect(total).not.toHaveText(before);

  await coupons.removeButton('welcome10').click();
  await expect(coupons.coupon('welcome10')).toHaveCount(0);
  await expect(total).toHaveText(before);
  await expect(page.getByRole('status').filter({ hasText: 'Coupon welcome10 removed.' })).toBeVisible();
  await expect(page.getByText('Coupon welcome10 applied.')).toHaveCount(0);
}

/** Where the shopper meets the cart's coupons, and how to get there with the cart filled. */
const places: Array<[string, (page: Page) => Promise<Locator>]> = [
  [
    'the cart panel',
    async (page) => {
      const cart = new CartPanel(page);
      await cart.open();
      return cart.panel;
    },
  ],
  [
    'the cart page',
    async (page) => {
      const cartPage = new CartPage(page);
      await cartPage.goto();
      return cartPage.summary;
    },
  ],
  [
    'the checkout',
    async (page) => {
      const checkout = new CheckoutPage(page);
      await checkout.goto();
      return checkout.summary;
    },
  ],
];

for (const [place, open] of places) {
  test(`a coupon is applied, listed with its discount and removed in ${place}`, async ({ page, request }) => {
    const product = await simpleProduct(request);
    await page.goto('/products');
    await addToCart(page, product);
    const scope = await open(page);
    await applyAndRemove(page, scope, product);
  });
}

test('a refused code is named until the next try, and a good code then replaces the message', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  await page.goto('/products');
  await addToCart(page, product);
  const cartPage = new CartPage(page);
  await cartPage.goto();
  await cartPage.applyCode('nosuchcoupon');
  const refusal = cartPage.summary.getByRole('alert').filter({ hasText: 'nosuchcoupon' });
  await expect(refusal).toContainText('does not exist');
  await expect(cartPage.coupons.field).toHaveAttribute('aria-invalid', 'true');

  await cartPage.applyCode('welcome10');
  await expect(page.getByRole('status').filter({ hasText: 'Coupon welcome10 applied.' })).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(cartPage.coupons.field).not.toHaveAttribute('aria-invalid', 'true');
});
