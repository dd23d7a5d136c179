import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { orderByBankTransfer } from '../../lib/bank-transfer';
import { translator } from '../../lib/messages';
import { waitForMail } from '../../lib/smtp-inbox';
import { uniqueEmail } from '../../pages/account';

/**
 * A stock WooGraphQL PaymentGateway has only id, title, description and icon
 * (reference/woographql/schema.graphql), so a stock site cannot tell the storefront its bank
 * details. WooCommerce mails them with the order on hold (class-wc-gateway-bacs.php
 * email_instructions), and the order page says so, in the shopper's language; the mail really
 * carries them (the embedded backend's stock profile mails as WooCommerce does).
 */
const en = translator('en-US');

test('a bank transfer on a stock site: the order page points at the email, which has the bank details', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('stock-transfer');
  const since = new Date();
  const orderNumber = await orderByBankTransfer(page, email);

  const howToPay = page.getByRole('region', { name: en('checkout.order.payment.heading') });
  await expect(howToPay).toContainText(en('checkout.order.payment.emailedBacs'));
  await expect(howToPay).toContainText(en('checkout.order.payment.reference', { number: orderNumber }));
  await expect(howToPay.getByRole('heading', { name: en('checkout.order.payment.bankDetails') })).toHaveCount(
    0,
  );

  const mail = await waitForMail({ to: email, subject: `Your order #${orderNumber}`, since });
  expect(mail.text).toContain('Our bank details');
  expect(mail.text).toMatch(/Account number: \S+/);

  // The page never asked the stock site for fields it lacks.
  const log = await readFile(join(process.env.E2E_STOCK_LOG_DIR ?? '', 'storefront.log'), 'utf8');
  expect(log).not.toMatch(/Cannot query field "(instructions|bankAccounts)"/);
});
