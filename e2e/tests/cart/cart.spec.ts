import { expect, test } from '@playwright/test';
import { expectDimmedOverlay } from '../../lib/drawer';
import { simpleProduct, usd, variableProduct } from '../../lib/products';
import { routeCall } from '../../lib/shop-route';
import { CartPage, CartPanel } from '../../pages/cart';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

const FREE_SHIPPING_THRESHOLD = 50;

test('adds a simple and a variable product, then changes and removes lines in the cart panel', async ({
  page,
  request,
}) => {
  const simple = await simpleProduct(request);
  const variable = await variableProduct(request);
  const productPage = new ProductPage(page);
  const cart = new CartPanel(page);

  await productPage.goto(simple.slug);
  await expect(productPage.heading).toHaveText(simple.name);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await expect(cart.badge(1)).toBeVisible();
  // autoOpenCart is off: adding does not open the panel.
  await expect(cart.panel).toBeHidden();

  await productPage.goto(variable.slug);
  await expect(productPage.heading).toHaveText(variable.name);
  for (const [attribute, option] of variable.options) await productPage.choose(attribute, option);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await expect(cart.badge(2)).toBeVisible();

  await cart.open();
  await expect(cart.panel).toBeVisible();
  const simpleLine = cart.line(cart.panel, simple.name);
  const variableLine = cart.line(cart.panel, variable.name);
  await expect(simpleLine).toContainText(usd(simple.price));
  await expect(variableLine).toContainText(usd(variable.price));
  await expect(cart.panel.getByText(usd(simple.price + variable.price)).first()).toBeVisible();

  await simpleLine.getByRole('button', { name: `Increase quantity of ${simple.name}` }).click();
  await expect(cart.badge(3)).toBeAttached();
  await expect(simpleLine).toContainText(usd(simple.price * 2));

  await variableLine.getByRole('button', { name: /^Remove .* from the cart$/ }).click();
  await expect(variableLine).toHaveCount(0);
  await expect(cart.badge(2)).toBeAttached();
  const subtotal = simple.price * 2;
  await expect(cart.panel).toContainText(
    subtotal < FREE_SHIPPING_THRESHOLD
      ? `You are ${usd(FREE_SHIPPING_THRESHOLD - subtotal)} away from free shipping`
      : 'Your order ships for free!',
  );
  await expect(cart.panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');

  // Escape closes the panel; the cart survives a reload (the session lives in an httpOnly cookie).
  await page.keyboard.press('Escape');
  await expect(cart.panel).toBeHidden();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'woo_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  await page.reload();
  await expect(cart.badge(2)).toBeVisible();
  await cart.open();
  await expect(cart.line(cart.panel, simple.name)).toContainText(usd(subtotal));
});

test('coupons give their discount or free shipping on the cart page, and a bad code shows the backend message', async ({
  page,
  request,
}) => {
  const simple = await simpleProduct(request);
  const productPage = new ProductPage(page);
  await productPage.goto(simple.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const cartPage = new CartPage(page);
  await cartPage.goto();
  await expect(cartPage.heading).toBeVisible();
  await expect(cartPage.main.getByRole('link', { name: simple.name })).toBeVisible();

  await cartPage.applyCode('nosuchcoupon');
  await expect(page.getByRole('alert').filter({ hasText: 'nosuchcoupon' })).toContainText('does not exist');

  await cartPage.applyCode('welcome10');
  await expect(page.getByText('Coupon welcome10 applied.')).toBeVisible();
  const discount = Math.round(simple.price * 10) / 100;
  await expect(cartPage.main.getByText(`−${usd(discount)}`).first()).toBeVisible();
  await expect(cartPage.main.getByRole('button', { name: 'Remove coupon welcome10' })).toBeVisible();

  // Below the free-shipping threshold shipping costs something; the freeship coupon waives it.
  const shipping = cartPage.main
    .getByRole('term')
    .filter({ hasText: 'Shipping' })
    .locator('xpath=following-sibling::dd');
  await expect(shipping).not.toHaveText('Free');
  await cartPage.applyCode('freeship');
  await expect(page.getByText('Coupon freeship applied.')).toBeVisible();
  await expect(shipping).toHaveText('Free');
});

test('an out-of-stock product cannot be added, and the cart route only runs cart operations', async ({
  page,
  request,
}) => {
  const soldOut = await simpleProduct(request, { stockStatus: 'OUT_OF_STOCK' });
  const productPage = new ProductPage(page);
  await productPage.goto(soldOut.slug);
  await expect(productPage.heading).toHaveText(soldOut.name);
  await expect(productPage.addToCart).toBeDisabled();

  // Even past the page, the backend refuses it and the route passes its message on.
  const refused = await page.request.post('/api/graphql', {
    data: routeCall('addToCart', { productId: soldOut.databaseId, quantity: 1 }),
  });
  const body = (await refused.json()) as { errors?: Array<{ message: string }> };
  expect(body.errors?.[0]?.message).toContain('out of stock');

  const arbitrary = await page.request.post('/api/graphql', {
    data: { operationName: 'getCustomers', query: '{ customers { nodes { email } } }' },
  });
  expect(arbitrary.status()).toBe(400);
});

test('an empty cart page offers a way to the products', async ({ page }) => {
  const cartPage = new CartPage(page);
  await cartPage.goto();
  await expect(cartPage.main.getByText(/Your cart is empty/)).toBeVisible();
  await cartPage.main.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a simple product in stock goes to the cart from its card in the product list', async ({ page }) => {
  const cart = new CartPanel(page);
  await page.goto('/products');
  const button = page
    .getByRole('main')
    .getByRole('button', { name: /^Add to cart: .+$/ })
    .first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add to cart: /, '');
  await button.click();
  await expect(cart.badge(1)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Added 1 item to your cart.' }),
  ).toBeVisible();
  await cart.open();
  await expect(cart.line(cart.panel, name)).toBeVisible();
});

test('a session the backend no longer knows is dropped and the shopper starts afresh', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'woo_session', value: 'not-a-session', url: baseURL ?? '' }]);
  const answer = await page.request.post('/api/graphql', {
    data: routeCall('getCart'),
  });
  const body = (await answer.json()) as { errors?: Array<{ message: string }> };
  expect(body.errors?.[0]?.message).toMatch(/Invalid session token|Your session has expired/);
  const left = await page.context().cookies();
  expect(left.find((cookie) => cookie.name === 'woo_session')?.value).not.toBe('not-a-session');

  // The /cart page recovers by itself (the client reloads with a fresh session).
  await page.context().addCookies([{ name: 'woo_session', value: 'not-a-session', url: baseURL ?? '' }]);
  const cartPage = new CartPage(page);
  await cartPage.goto();
  await expect(cartPage.main.getByText(/Your cart is empty/)).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open cart panel dims the page beside it, and a click there closes it', async ({ page }) => {
    const cart = new CartPanel(page);
    await page.goto('/');
    // Pressed before the page is live, the cart link is a plain link to /cart (links are not held
    // back, early-taps.ts): this is about the open panel, so it waits for the page to be live.
    await new Shell(page).waitUntilInteractive();
    await cart.open();
    await expect(cart.panel).toBeVisible();
    // The panel leaves a strip of the page on its left: dimmed, and a pointer's way out.
    const beside = { x: 10, y: 400 };
    await expectDimmedOverlay(cart.overlay, beside);
    await page.mouse.click(beside.x, beside.y);
    await expect(cart.panel).toBeHidden();
    await expect(cart.headerLink).toHaveAttribute('aria-expanded', 'false');
  });
});
