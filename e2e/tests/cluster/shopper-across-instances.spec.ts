import type { Page, Response } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { routeOperationName } from '../../lib/shop-route';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';
import { expect, storefrontUpstream, test } from './cluster';

/** The answer of the shop's route to the next call of `operation` the page makes. */
const routeAnswer = (page: Page, operation: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/graphql' &&
      routeOperationName(response.request().postDataJSON()) === operation,
  );

test('a shopper browses and fills the cart on storefront a, then checks out on storefront b', async ({
  page,
  request,
  cluster,
}) => {
  const a = storefrontUpstream(cluster, 'a');
  const b = storefrontUpstream(cluster, 'b');
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 60, minStock: 5 });

  // nginx sends every request of the page to storefront a (the cluster's X-Cluster-Instance).
  await page.setExtraHTTPHeaders({ 'x-cluster-instance': 'a' });
  const list = await page.goto('/products');
  expect(list?.headers()['x-upstream']).toBe(a);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const productPage = new ProductPage(page);
  expect((await productPage.goto(product.slug))?.headers()['x-upstream']).toBe(a);
  await expect(productPage.heading).toHaveText(product.name);
  const added = routeAnswer(page, 'addToCart');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  expect((await added).headers()['x-upstream']).toBe(a);

  // The same browser, and so the same cart cookie, now on storefront b.
  await page.setExtraHTTPHeaders({ 'x-cluster-instance': 'b' });
  const checkout = new CheckoutPage(page);
  const checkoutPage = await checkout.goto();
  expect(checkoutPage?.headers()['x-upstream']).toBe(b);
  await expect(checkout.summary).toContainText(product.name);
  await checkout.fillBilling(testBilling(`cluster-${Date.now()}@example.com`));
  await checkout.payWithTestCard('4242 4242 4242 4242');
  const placed = routeAnswer(page, 'Checkout');
  await checkout.placeOrder.click();
  expect((await placed).headers()['x-upstream']).toBe(b);

  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+\?key=wc_order_/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: product.name })).toBeVisible();
  const url = new URL(page.url());
  const orderNumber = url.pathname.split('/').at(-1);
  expect(cluster.sql(`select order_key from orders where id = ${Number(orderNumber)}`).trim()).toBe(
    url.searchParams.get('key'),
  );
});
