import { expect, test } from '@playwright/test';
import { pressUntilFocused, tabTo } from '../../lib/keyboard';
import { variableProduct } from '../../lib/products';
import { CartPanel } from '../../pages/cart';
import { CheckoutPage } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * The whole purchase with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): after the first page
 * loads, nothing but keys. Every control the focus stops on shows it, and each press moves it on.
 */
test('a shopper buys a variable product with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  // A variation with every attribute set, so choosing one option per attribute picks it.
  const product = await variableProduct(request);
  const shell = new Shell(page);
  await page.goto('/');

  // The first stop is the skip link; the search box follows the header's few controls.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await tabTo(page, shell.searchBox, { max: 20 });

  // Suggestions while typing; arrows choose the product, Enter opens it.
  await page.keyboard.type(product.name, { delay: 20 });
  const suggestion = shell.suggestions.filter({ hasText: product.name }).first();
  await expect(suggestion).toBeVisible();
  const suggestionId = await suggestion.getAttribute('id');
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('ArrowDown');
    if ((await shell.searchBox.getAttribute('aria-activedescendant')) === suggestionId) break;
  }
  await expect(shell.searchBox).toHaveAttribute('aria-activedescendant', suggestionId ?? '');
  await page.keyboard.press('Enter');

  const productPage = new ProductPage(page);
  await expect(productPage.heading).toHaveText(product.name);
  // The new page takes the focus: the next stop is in its content, not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // One option per attribute: Tab into the group, arrows to the option (native radios check as they move).
  for (const [attribute, option] of product.options) {
    const group = productPage.purchaseForm.getByRole('group', { name: attribute, exact: true });
    await tabTo(page, group.getByRole('radio'), { max: 40 });
    const wanted = productPage.option(attribute, option);
    if (!(await wanted.evaluate((element) => element === document.activeElement)))
      await pressUntilFocused(page, 'ArrowRight', wanted, 20);
    await expect(wanted).toBeChecked();
  }
  await tabTo(page, productPage.addToCart, { max: 10 });
  await page.keyboard.press('Enter');
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  // Back up to the header's cart, which opens the cart panel with the focus inside it.
  const cart = new CartPanel(page);
  await tabTo(page, cart.badge(1), { backwards: true, max: 80 });
  await page.keyboard.press('Enter');
  await expect(cart.panel).toBeVisible();
  await expect(cart.panel.locator(':focus')).toHaveCount(1);
  await tabTo(page, cart.panel.getByRole('link', { name: 'Checkout' }), { max: 20 });
  await page.keyboard.press('Enter');

  const checkout = new CheckoutPage(page);
  await expect(checkout.heading).toBeVisible();
  await expect(cart.panel).toBeHidden();
  await expect(checkout.summary).toContainText(product.name);
  // Closing the panel on the way did not leave the focus behind in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

  // The billing address, field by field in the form's order.
  const field = (label: string) => checkout.billing.getByLabel(label, { exact: true });
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Lovelace'],
    ['Email address', `keyboard-${Date.now()}@example.com`],
    ['Phone', '4155550100'],
    ['Street address', '1 Market Street'],
    ['Town / City', 'San Francisco'],
    ['State', 'California'],
    ['ZIP Code', '94105'],
  ] as const) {
    await tabTo(page, field(label), { max: 40 });
    // A closed picker selects the option whose name is typed.
    await page.keyboard.type(value);
    if (label === 'State') await expect(field(label).locator('option:checked')).toHaveText(value);
    else await expect(field(label)).toHaveValue(value);
  }

  // Payment by cash on delivery: into the payment choices, arrows to the one wanted.
  const cashOnDelivery = page.getByRole('radio', { name: /cash on delivery/i });
  await tabTo(page, page.getByRole('group', { name: 'Payment', exact: true }).getByRole('radio'), {
    max: 40,
  });
  if (!(await cashOnDelivery.evaluate((element) => element === document.activeElement)))
    await pressUntilFocused(page, 'ArrowDown', cashOnDelivery, 10);
  await expect(cashOnDelivery).toBeChecked();

  await tabTo(page, checkout.placeOrder, { max: 40 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: product.name })).toBeVisible();
  // The order's page follows without a full load, and the focus moves into its content, as after
  // any navigation in the shop (route-focus.tsx): the next Tab stays in the order.
  await expect(page.locator('#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});
