import { expect, type Locator, type Page, test } from '@playwright/test';
import { simpleProduct, usd, variableProduct } from '../../lib/products';
import { waitForMail } from '../../lib/smtp-inbox';
import { AccountPage } from '../../pages/account';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/**
 * The order page and the confirmation email tell the whole order: each line with its chosen
 * variation and an amount before the coupon (WooCommerce's line `subtotal`; the order's subtotal
 * is their sum, the coupon shows as the discount), both addresses, the shipping method, the note
 * and the payment method. Right after the checkout the page thanks the shopper; opened later
 * (from the order history, or in another tab) it is the order's detail page.
 */

const NOTE = 'Leave it with the porter <please> & ring twice';

/** "$1,234.50" → 1234.5 */
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function lastCell(row: Locator) {
  return dollars((await row.getByRole('cell').last().textContent()) ?? '');
}

async function addVariable(page: Page, variable: Awaited<ReturnType<typeof variableProduct>>) {
  const productPage = new ProductPage(page);
  await productPage.goto(variable.slug);
  for (const [attribute, option] of variable.options) await productPage.choose(attribute, option);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
}

async function addSimple(page: Page, slug: string) {
  const productPage = new ProductPage(page);
  await productPage.goto(slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
}

test('the order page and the email show the variation, addresses, shipping method and note; later it is the order detail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const simple = await simpleProduct(request, { minPrice: 5, maxPrice: 30, minStock: 5 });
  const variable = await variableProduct(request);
  const variationText = variable.options.map(([label, option]) => `${label}: ${option}`).join(', ');

  const account = new AccountPage(page);
  const email = await account.signUp('order-details');

  await addSimple(page, simple.slug);
  await addVariable(page, variable);

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(variable.name);
  await checkout.fillBilling(testBilling(email));
  await page.getByRole('checkbox', { name: 'Ship to a different address?' }).check();
  const shipping = page.getByRole('group', { name: 'Shipping address' });
  await shipping.getByLabel('First name', { exact: true }).fill('Grace');
  await shipping.getByLabel('Last name', { exact: true }).fill('Hopper');
  await shipping.getByLabel('Street address', { exact: true }).fill('9 Dock Road');
  await shipping.getByLabel('Town / City', { exact: true }).fill('Chicago');
  await shipping.getByLabel('State', { exact: true }).selectOption({ label: 'Illinois' });
  await shipping.getByLabel('ZIP Code', { exact: true }).fill('60601');
  await checkout.applyCoupon('welcome10');
  await expect(checkout.summary.getByText('Coupon welcome10', { exact: true })).toBeVisible();
  const flatRate = checkout.summary.getByRole('radio', { name: /^Flat rate/ });
  // The choice is the cart's: the radio turns on once the shop has taken it.
  await flatRate.click();
  await expect(flatRate).toBeChecked();
  await page.getByLabel('Order notes (optional)').fill(NOTE);
  await page.getByRole('radio', { name: /cash on delivery/i }).check();
  const placedAt = new Date(Date.now() - 1_000);
  // Right after the checkout: the thank-you page.
  const orderId = await checkout.placeAndReceive();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
  await expect(
    page.getByText('Thank you for your order. We will send you an email with the order details.'),
  ).toBeVisible();
  await expectWholeOrder(page, { simpleName: simple.name, variableName: variable.name, variationText });

  // The email tells the same order; what the shopper typed is escaped in its HTML.
  const mail = await waitForMail({
    to: email,
    subject: `Your order #${orderId} has been received`,
    since: placedAt,
  });
  expect(mail.text).toContain(`${variable.name} × 1`);
  expect(mail.text).toContain(variationText);
  expect(mail.text).toMatch(/Shipping: \$\d+\.\d\d via Flat rate/);
  expect(mail.text).toContain(`Note: ${NOTE}`);
  expect(mail.text).toContain('Billing address:\nAda Lovelace\n1 Market Street\nSan Francisco, CA 94105');
  expect(mail.text).toContain('Shipping address:\nGrace Hopper\n9 Dock Road\nChicago, IL 60601');
  expect(mail.html).toContain('Leave it with the porter &lt;please&gt; &amp; ring twice');
  const mailLines = [...mail.text.matchAll(/^.+ × \d+: (\$[\d,.]+)$/gm)].map((match) =>
    dollars(match[1] ?? ''),
  );
  const mailSubtotal = dollars(mail.text.match(/^Subtotal: (\$[\d,.]+)$/m)?.[1] ?? '');
  expect(mailLines).toHaveLength(2);
  expect(mailLines.reduce((sum, amount) => sum + amount, 0)).toBeCloseTo(mailSubtotal, 2);

  // Opened from the order history: the order's detail page, with a way back to the list.
  await account.goto('/my-account/orders');
  await account
    .panel('Orders')
    .getByRole('link', { name: `View order ${orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-summary/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Order #${orderId} was placed on .+ and is currently Processing\\.$`)),
  ).toBeVisible();
  await expect(page.getByText(/Thank you/)).toHaveCount(0);
  await expectWholeOrder(page, { simpleName: simple.name, variableName: variable.name, variationText });
  await page.getByRole('link', { name: 'Back to my orders' }).click();
  await expect(page).toHaveURL(/\/my-account\/orders$/);

  // A later visit of the order-received address (another tab) is the detail page too.
  const later = await page.context().newPage();
  await later.goto(`/checkout/order-received/${orderId}`);
  await expect(later.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(later.getByText(/Thank you/)).toHaveCount(0);
});

/** Lines with their variation, amounts that add up to the subtotal, addresses, shipping, note, payment. */
async function expectWholeOrder(
  page: Page,
  expected: { simpleName: string; variableName: string; variationText: string },
) {
  const table = page.getByRole('table');
  const variableRow = table.getByRole('row').filter({ hasText: expected.variableName });
  await expect(variableRow).toContainText(expected.variationText);
  const simpleRow = table.getByRole('row').filter({ hasText: expected.simpleName });
  const subtotalRow = table.getByRole('row').filter({ hasText: /^Subtotal/ });
  const lineSum = (await lastCell(variableRow)) + (await lastCell(simpleRow));
  expect(lineSum).toBeCloseTo(await lastCell(subtotalRow), 2);
  await expect(table.getByRole('row').filter({ hasText: /^Discount/ })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /^Shipping/ })).toContainText(
    new RegExp(`${usd(7.95).replace('$', '\\$')} via Flat rate`),
  );

  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing).toContainText('Ada Lovelace');
  await expect(billing).toContainText('1 Market Street');
  await expect(billing).toContainText('San Francisco, CA 94105');
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipping).toContainText('Grace Hopper');
  await expect(shipping).toContainText('9 Dock Road');
  await expect(shipping).toContainText('Chicago, IL 60601');
  await expect(page.getByRole('region', { name: 'Order note' })).toContainText(NOTE);
  await expect(table.getByRole('row').filter({ hasText: /^Payment method/ })).toContainText(
    'Cash on delivery',
  );
}
