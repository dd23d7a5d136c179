import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { variableProduct } from '../../lib/products';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';
import { CartPage, CartPanel } from '../../pages/cart';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/**
 * The account and a signed-in purchase, scanned with axe-core (WCAG 2.1 A and AA) at each step:
 * login and register, the dashboard, the cart panel and page, the checkout with and without its
 * errors, the order received, the order history and one order, the details form, the wishlist.
 */
test('a customer registers, buys and reads the order: every step is accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = new AccountPage(page);
  await account.goto();
  await account.expectSignedOut();
  await expectAccessible(page, 'the login and register forms');

  const email = uniqueEmail('accessible');
  await account.register(email, PASSWORD);
  await account.expectSignedIn(email);
  await expectAccessible(page, 'the account dashboard');

  await account.menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page, 'the account menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const variable = await variableProduct(request);
  const productPage = new ProductPage(page);
  await productPage.goto(variable.slug);
  for (const [attribute, option] of variable.options) await productPage.choose(attribute, option);
  await productPage.purchaseForm.getByRole('button', { name: `Add ${variable.name} to wishlist` }).click();
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const panel = new CartPanel(page);
  await panel.open();
  await expect(panel.line(panel.panel, variable.name)).toBeVisible();
  await expectAccessible(page, 'the cart panel');
  await page.keyboard.press('Escape');

  const cart = new CartPage(page);
  await cart.goto();
  await expect(cart.heading).toBeVisible();
  await expect(panel.line(cart.main, variable.name).first()).toBeVisible();
  await expectAccessible(page, 'the cart page');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(variable.name);
  await expectAccessible(page, 'the checkout');

  await checkout.billing.getByLabel('First name', { exact: true }).fill('');
  await checkout.placeOrder.click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'the checkout with its errors shown');

  await checkout.fillBilling(testBilling(email));
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  await checkout.placeOrder.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'the order received');

  await account.goto('/my-account/orders');
  const view = account.panel('Orders').getByRole('link', { name: /^View order / });
  await expect(view).toHaveCount(1);
  await expectAccessible(page, 'the order history');

  await view.click();
  await expect(page.getByRole('table')).toContainText(variable.name);
  await expectAccessible(page, 'one order');

  await account.goto('/my-account/edit-account');
  await expect(account.panel('Account details').getByRole('textbox').first()).toBeVisible();
  await expectAccessible(page, 'the account details form');

  await page.goto('/wishlist');
  await expect(page.getByRole('list', { name: 'Wishlist' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page, 'the wishlist');
});
