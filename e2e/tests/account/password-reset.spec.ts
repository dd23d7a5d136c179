import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { waitForMail } from '../../lib/smtp-inbox';
import { AccountPage, uniqueEmail, WRONG_CREDENTIALS } from '../../pages/account';

/**
 * Password reset through the emailed link: the backend sends the mail over SMTP to the real
 * server the global setup started, and the journey reads it from there.
 */

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;

const OLD_PASSWORD = 'first password 123';
const NEW_PASSWORD = 'second password 456';

test('a customer resets a forgotten password with the emailed link, once', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('reset');
  await backendQuery(request, REGISTER, { input: { email, password: OLD_PASSWORD, firstName: 'Rosa' } });

  await page.goto('/my-account/lost-password');
  const since = new Date();
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If the address is registered, you will get an email with a reset link.' }),
  ).toBeVisible();

  const mail = await waitForMail({ to: email, subject: 'Password Reset', since });
  const link = mail.links.find((candidate) => candidate.includes('/my-account/lost-password?'));
  expect(link, mail.text).toBeDefined();
  const resetUrl = new URL(link ?? '');
  expect(resetUrl.origin).toBe(new URL(process.env.E2E_BASE_URL ?? '').origin);
  expect(resetUrl.searchParams.get('key')).toBeTruthy();

  await page.goto(resetUrl.href);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been reset. You can log in now.' }),
  ).toBeVisible();

  // The old password is gone; the new one signs in.
  const account = new AccountPage(page);
  await account.goto();
  // The old password no longer signs in (Headless Login words every refusal alike).
  await account.login(email, OLD_PASSWORD);
  await expect(account.loginForm.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await account.expectSignedOut();
  await account.login(email, NEW_PASSWORD);
  await account.expectSignedIn(email);

  // The link works once: opened again (in another browser), it is refused with a way to get a new one.
  const other = await browser.newPage();
  await other.goto(resetUrl.href);
  await other.getByLabel('New password', { exact: true }).fill('third password 789');
  await other.getByLabel('Confirm new password').fill('third password 789');
  await other.getByRole('button', { name: 'Save password' }).click();
  // Next's route announcer is an alert too; the form's own is the one with the message.
  const refusal = other.getByRole('alert').filter({ hasText: 'Password reset link is invalid.' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Please request a new link' })).toHaveAttribute(
    'href',
    '/my-account/lost-password',
  );
  await other.close();
});

test('asking for a link for an unknown address looks the same and sends nothing', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/my-account/lost-password');
  const since = new Date();
  await page.getByLabel('Username or email').fill(email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If the address is registered, you will get an email with a reset link.' }),
  ).toBeVisible();
  await expect(waitForMail({ to: email, since, timeoutMs: 2_000 })).rejects.toThrow('No email to');
});
