import { expect, type Page, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { waitForMail } from '../../lib/smtp-inbox';
import { AccountPage } from '../../pages/account';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';

/**
 * A company buyer's purchase details: the billing company, a purchase-order number and a note for
 * the receiving dock, given at checkout, kept on the order as its meta data and shown on the
 * order-received page, on the order's page in the account and in the order email. A number over
 * the limit is refused at its field in words, keeping what was typed.
 */

const COMPANY = 'Acme Safety Ltd';
const PURCHASE_ORDER = 'PO-2026-0042';
const DOCK_NOTE = 'Dock 4, rear gate\nReceiving 7-15h, ask for Sam';

async function expectPurchaseDetails(page: Page) {
  const details = page.getByRole('region', { name: 'Purchase details' });
  await expect(details).toContainText(`Purchase-order number${PURCHASE_ORDER}`);
  await expect(details.getByText('Dock 4, rear gate')).toBeVisible();
  await expect(details.getByText(/ask for Sam/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(COMPANY);
}

test('the purchase-order number and dock note show on the order-received page, the account order page and the email', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await simpleProduct(request, { minPrice: 5, maxPrice: 30, minStock: 5 });
  const account = new AccountPage(page);
  const email = await account.signUp('purchase-details');

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  const checkout = new CheckoutPage(page);
  await checkout.goto();
  await expect(checkout.summary).toContainText(product.name);
  await checkout.fillBilling(testBilling(email));
  const tooLong = `${PURCHASE_ORDER}-${'X'.repeat(50)}`;
  await checkout.fillPurchaseDetails({ company: COMPANY, purchaseOrder: tooLong, dockNote: DOCK_NOTE });
  await page.getByRole('radio', { name: /cash on delivery/i }).check();

  // Too long: refused at the field, in words tied to it, and nothing typed is lost.
  await checkout.placeOrder.click();
  await expect(checkout.alert).toBeVisible();
  const purchaseOrder = checkout.purchaseDetails.getByLabel(/^Purchase-order number/);
  await expect(purchaseOrder).toHaveAttribute('aria-invalid', 'true');
  await expect(purchaseOrder).toHaveAccessibleDescription(
    /Please keep the purchase-order number under 50 characters\./,
  );
  await expect(purchaseOrder).toHaveValue(tooLong);
  await expect(checkout.purchaseDetails.getByLabel(/^Delivery note/)).toHaveValue(DOCK_NOTE);
  await expect(page).toHaveURL(/\/checkout$/);

  await checkout.fillPurchaseDetails({ purchaseOrder: PURCHASE_ORDER });
  const placedAt = new Date(Date.now() - 1_000);
  const orderId = await checkout.placeAndReceive();
  await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
  await expectPurchaseDetails(page);

  // The email read from the SMTP receiver: this shop's details, and no other meta of the order.
  const mail = await waitForMail({
    to: email,
    subject: `Your order #${orderId} has been received`,
    since: placedAt,
  });
  expect(mail.text).toContain(`Purchase order number: ${PURCHASE_ORDER}`);
  expect(mail.text).toContain(`Delivery note: ${DOCK_NOTE}`);
  expect(mail.text).toContain(COMPANY);
  expect(mail.text).not.toContain('_idempotency_key');

  // The order's page in the account reads the order back from the shop.
  await account.goto('/my-account/orders');
  await account
    .panel('Orders')
    .getByRole('link', { name: `View order ${orderId}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order-summary/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expectPurchaseDetails(page);
});
