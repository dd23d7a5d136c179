import { expect, test } from '@playwright/test';
import { restartBackend } from '../../lib/backend';
import { simpleProduct, usd } from '../../lib/products';
import { CartPage } from '../../pages/cart';
import { ProductPage } from '../../pages/product-page';

test('the cart survives a restart of the commerce backend', async ({ page, request }) => {
  const simple = await simpleProduct(request);
  const productPage = new ProductPage(page);
  await productPage.goto(simple.slug);
  await productPage.quantity.fill('2');
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 2 items to your cart.');

  // Same port, same database, a new process: only what the backend stored can come back.
  await restartBackend(request);

  const cartPage = new CartPage(page);
  await cartPage.goto();
  await expect(cartPage.main.getByRole('link', { name: simple.name })).toBeVisible();
  await expect(cartPage.main.getByText(usd(simple.price * 2)).first()).toBeVisible();

  // The restarted backend still accepts the session for changes, not only reads.
  await productPage.goto(simple.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
  await cartPage.goto();
  await expect(cartPage.main.getByText(usd(simple.price * 3)).first()).toBeVisible();
});
