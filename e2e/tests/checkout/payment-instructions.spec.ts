import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { orderByBankTransfer } from '../../lib/bank-transfer';
import { uniqueEmail } from '../../pages/account';

/**
 * How to pay a bank transfer. WooCommerce's own order-received page lists the bacs gateway's
 * instructions and account details (woocommerce/woocommerce,
 * includes/gateways/bacs/class-wc-gateway-bacs.php thankyou_page and bank_details); this shop's
 * said nothing. The embedded backend's full profile serves them as PaymentGateway.instructions and
 * .bankAccounts (the storefront's paymentInstructions feature), so the page shows them.
 */

interface Gateways {
  paymentGateways: {
    nodes: { id: string; bankAccounts: { accountName: string; bankName: string; accountNumber: string }[] }[];
  };
}

test("a bank transfer's order page gives the store's bank details and the payment reference", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { paymentGateways } = await backendQuery<Gateways>(
    request,
    '{ paymentGateways { nodes { id bankAccounts { accountName bankName accountNumber } } } }',
  );
  const account = paymentGateways.nodes.find((gateway) => gateway.id === 'bacs')?.bankAccounts[0];
  expect(account, 'the seeded store has a bank account').toBeDefined();

  const orderNumber = await orderByBankTransfer(page, uniqueEmail('transfer'));
  const howToPay = page.getByRole('region', { name: 'How to pay' });
  await expect(howToPay.getByRole('heading', { name: 'Our bank details' })).toBeVisible();
  await expect(howToPay.getByRole('heading', { name: account?.accountName })).toBeVisible();
  await expect(howToPay).toContainText(`Bank${account?.bankName}`);
  // A US billing address: the sort code is the routing number there, as WooCommerce names it.
  await expect(howToPay).toContainText(`Account number${account?.accountNumber}`);
  await expect(howToPay.getByText('Routing number', { exact: true })).toBeVisible();
  await expect(howToPay).toContainText(
    `Please use your order number, ${orderNumber}, as the payment reference.`,
  );

  // The tab keeps the order, and the instructions with it.
  await page.reload();
  await expect(howToPay.getByRole('heading', { name: 'Our bank details' })).toBeVisible();
});
