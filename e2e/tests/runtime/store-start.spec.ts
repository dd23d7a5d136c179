import { expect, type Page, type Request, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { RouteWatch } from '../../lib/route-watch';
import { routeOperationName } from '../../lib/shop-route';
import { CartPanel } from '../../pages/cart';
import { CheckoutPage } from '../../pages/checkout';
import { NavigationRuntime } from '../../pages/navigation';
import { ProductPage } from '../../pages/product-page';

/** A browser holding a session cookie the backend cannot read. */
async function withUnreadableSession(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'woo_session', value: 'not-a-session', url: baseURL ?? '' }]);
}

const isRouteCall = (operationName: string) => (request: Request) =>
  new URL(request.url()).pathname === '/api/graphql' &&
  routeOperationName(request.postDataJSON()) === operationName;

test('a visitor who only reads a catalogue page starts no cart; the first activity loads it', async ({
  page,
}) => {
  const shop = new RouteWatch(page);
  await page.goto('/products');
  await page.waitForLoadState('networkidle');
  // The activity listeners are the store's, set when the page is live: on a busy machine the
  // network can be idle before hydration ends, and an earlier move would meet no listener.
  await new NavigationRuntime(page).waitUntilHydrated();
  expect(shop.operations()).toEqual([]);

  const cartRead = page.waitForRequest(isRouteCall('getCart'));
  await page.mouse.move(200, 200);
  await cartRead;
  await shop.settled('getCart');
  // The listeners were removed: more activity reads nothing more, once the shop has answered
  // whatever that activity sent.
  await page.mouse.move(300, 300);
  await page.mouse.wheel(0, 200);
  await shop.settled('getCart');
  expect(shop.operations().filter((name) => name === 'getCart')).toHaveLength(1);
});

test('the checkout reads the cart at once, without any activity', async ({ page }) => {
  const cartRead = page.waitForRequest(isRouteCall('getCart'));
  await page.goto('/checkout');
  await cartRead;
  await expect(new CheckoutPage(page).heading).toBeVisible();
});

test("a returning visitor's badge shows from a light count before any activity", async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const later = await page.context().newPage();
  const shop = new RouteWatch(later);
  await later.goto('/products');
  await expect(new CartPanel(later).badge(1)).toBeVisible();
  // Done with the shop once the count is answered and nothing followed it: no cart read.
  await shop.settled('getCartSummary');
  expect(shop.operations()).toEqual(['getCartSummary']);
});

test('an invalid session token clears the session and reloads the page once into a working state', async ({
  page,
  baseURL,
}) => {
  await withUnreadableSession(page, baseURL);
  const shop = new RouteWatch(page);
  // The cart page's first call is the cart read, which the backend refuses for the bad token.
  await page.goto('/cart');
  // The empty cart may show before the recovery's reload too: wait for the reload, then for the
  // reloaded page's store to start (it drops the guard cookie), however slow the machine.
  await expect.poll(() => shop.documentLoads()).toBe(2);
  await expect(page.getByText('Your cart is empty. Find the protective equipment')).toBeVisible();
  const cookie = async (name: string) =>
    (await page.context().cookies()).find((candidate) => candidate.name === name);
  // The guard cookie is gone once the store started, so a later failure may recover again.
  await expect.poll(() => cookie('ppe_reload_count')).toBeUndefined();
  // Settled: the reloaded page's calls are answered and none of them started another recovery
  // (a recovery starts with a Logout; a loop would keep loading documents and calling the route).
  await shop.settled('getCart');
  expect(shop.documentLoads()).toBe(2);
  expect(shop.calls.filter((call) => call.operation === 'Logout').map((call) => call.document)).toEqual([1]);
  expect(shop.calls.length, shop.operations().join(', ')).toBeLessThan(25);
  expect((await cookie('woo_session'))?.value).not.toBe('not-a-session');
});

test('on the checkout an invalid session token ends in a working checkout, without a reload loop', async ({
  page,
  baseURL,
}) => {
  // The checkout's own reads may go before the cart's: the first answer then brings a new session
  // (the backend issues one for a bad token), and no read is refused at all.
  await withUnreadableSession(page, baseURL);
  const shop = new RouteWatch(page);
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty, so there is nothing to check out yet.')).toBeVisible();
  // Settled: the page on screen has its cart, every call is answered and none started a recovery
  // still to reload; at most the one recovery happened before.
  await shop.settled('getCart');
  expect(shop.documentLoads()).toBeLessThanOrEqual(2);
  await expect(page.getByText('Your cart is empty, so there is nothing to check out yet.')).toBeVisible();
  const session = (await page.context().cookies()).find((candidate) => candidate.name === 'woo_session');
  expect(session?.value).not.toBe('not-a-session');
});

test('the product page reads its stock afresh, so a cached page cannot sell what is gone', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request);
  // What the storefront's stock route answers is the backend's stock, read now.
  const answer = await request.get(`/api/stock/${product.slug}`);
  expect(answer.ok()).toBe(true);
  const { stock } = (await answer.json()) as { stock: Record<string, { status: string }> };
  expect(stock[String(product.databaseId)]?.status).toBe('IN_STOCK');

  // The page was rendered while in stock; the fresh read says the last unit just went.
  await page.route(`**/api/stock/${product.slug}`, (route) =>
    route.fulfill({ json: { stock: { [product.databaseId]: { status: 'OUT_OF_STOCK', quantity: 0 } } } }),
  );
  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await expect(productPage.addToCart).toBeDisabled();
  await expect(productPage.purchaseForm).toContainText('This product is out of stock at the moment.');
});
