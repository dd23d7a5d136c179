import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { translator } from '../../lib/messages';
import { waitForMail } from '../../lib/smtp-inbox';
import { AccountPage, uniqueEmail } from '../../pages/account';

/**
 * The reset link as a WooCommerce site mails it. Recorded from a real site (WooCommerce 9.9.5,
 * WooGraphQL 1.0.2, 2026-11-29): WooCommerce links to `<home>/my-account/lost-password/?key=…&login=…`
 * (WooGraphQL puts WooCommerce's "Reset password" email in place of WPGraphQL's message:
 * wp-graphql-woocommerce includes/class-woocommerce-filters.php; the link is
 * wc_get_endpoint_url('lost-password', '', <My account page>) in woocommerce
 * templates/emails/customer-reset-password.php, whose newer versions add the user's `id` too).
 * With the site pointed at the storefront (docs/woocommerce.md), that path, its trailing slash
 * and a locale's prefix in front, must open the storefront's reset form with WooCommerce's key
 * and login.
 */
const de = translator('de-DE');

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;
const SEND_RESET = `mutation reset($username: String!) {
  sendPasswordResetEmail(input: { username: $username }) { success } }`;

const OLD_PASSWORD = 'first password 123';
const NEW_PASSWORD = 'second password 456';

test("WooCommerce's reset link opens the storefront's form, with its key and login, in any locale's form", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('woo-reset');
  await backendQuery(request, REGISTER, { input: { email, password: OLD_PASSWORD } });
  const since = new Date();
  await backendQuery(request, SEND_RESET, { username: email });
  const mail = await waitForMail({ to: email, subject: 'Password Reset', since });
  const mailed = new URL(mail.links.find((link) => link.includes('/my-account/lost-password?')) ?? '');
  const key = mailed.searchParams.get('key') ?? '';
  const login = mailed.searchParams.get('login') ?? '';
  expect(key && login, mail.text).toBeTruthy();

  // WooCommerce's form of the link: its trailing slash, the login rawurlencoded, and the user id.
  const query = `?key=${encodeURIComponent(key)}&id=17&login=${encodeURIComponent(login)}`;
  const wooLink = (prefix: string) => `${prefix}/my-account/lost-password/${query}`;

  await page.goto(wooLink(''));
  await expect(page).toHaveURL(/\/my-account\/lost-password\?key=/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();

  await page.goto(wooLink('/de-DE'));
  await expect(page.getByRole('heading', { name: de('account.lostPassword.resetTitle') })).toBeVisible();

  // A language directory as WPML writes it leads to the German locale, the link's query kept.
  await page.goto(wooLink('/de'));
  await expect(page).toHaveURL(/\/de-DE\/my-account\/lost-password\?key=/);
  await page.getByLabel(de('account.lostPassword.newPassword'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(de('account.lostPassword.confirm'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: de('account.lostPassword.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: de('account.lostPassword.done') })).toBeVisible();

  // WooCommerce's key and login did reset the password: the new one signs in (in English again,
  // without the German pages' locale cookie).
  await page.context().clearCookies();
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, NEW_PASSWORD);
  await account.expectSignedIn(email);
});
