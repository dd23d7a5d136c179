import { expect, type Request, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { CartPanel } from '../../pages/cart';
import { NavigationRuntime } from '../../pages/navigation';
import { ProductPage } from '../../pages/product-page';

/**
 * A new guest's first Add to cart: the badge counts it at once, while the shop's answer is on its
 * way, and the addition is the only call the count waits for (WooGraphQL's addToCart starts the
 * session itself); the read of cart and account follows it.
 */
test("a new guest's first addition is counted at once and reaches the shop in one call", async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request, { minStock: 3 });
  const productPage = new ProductPage(page);
  const cart = new CartPanel(page);
  await productPage.goto(product.slug);
  await new NavigationRuntime(page).waitUntilHydrated();
  await expect(productPage.addToCart).toBeInViewport();

  // The shop's calls wait at the door until released: what shows meanwhile is the page's own.
  const calls: Request[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/graphql**', async (route) => {
    calls.push(route.request());
    await released;
    await route.continue();
  });

  await productPage.addToCart.click();
  await expect(cart.badge(1)).toBeVisible();
  // The count shows before the call leaves (the cart's code may still be on its way); the first
  // call to leave is the addition, alone.
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]?.postDataJSON()).toMatchObject({
    variables: { productId: product.databaseId, quantity: 1 },
  });

  release();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await expect(cart.badge(1)).toBeVisible();
  // Who the shopper is comes with the read behind the addition.
  await expect.poll(() => calls.length).toBe(2);
  expect(calls[1]?.postDataJSON()).toMatchObject({ variables: {} });
  await cart.open();
  await expect(cart.line(cart.panel, product.name)).toBeVisible();
});
