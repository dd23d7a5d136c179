import { expect, type Locator, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { openBeforeScripts } from '../../lib/early-typing';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';

/**
 * A shopper on a slow phone types into the account forms before the page's scripts have run: what
 * was typed stays on screen once the page is interactive, and is what the form sends.
 */

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;

async function fillAll(fields: [Locator, string][]) {
  for (const [field, value] of fields) await field.fill(value);
}

async function expectKept(fields: [Locator, string][]) {
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
}

test('the login form keeps what was typed before the page was interactive, and signs in with it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('early-login');
  await backendQuery(request, REGISTER, { input: { email, password: PASSWORD } });
  const account = new AccountPage(page);
  const { ready } = await openBeforeScripts(page, '/my-account');
  const typed: [Locator, string][] = [
    [account.loginForm.getByLabel('Username or email', { exact: true }), email],
    [account.loginForm.getByLabel('Password', { exact: true }), PASSWORD],
  ];
  await fillAll(typed);
  await ready();
  await expectKept(typed);
  await account.loginForm.getByRole('button', { name: 'Log in' }).click();
  await account.expectSignedIn(email);
});

test('the register form keeps what was typed before the page was interactive, and registers with it', async ({
  page,
}) => {
  const email = uniqueEmail('early-register');
  const account = new AccountPage(page);
  const { ready } = await openBeforeScripts(page, '/my-account');
  const typed: [Locator, string][] = [
    [account.registerForm.getByLabel('Email', { exact: true }), email],
    [account.registerForm.getByLabel('Password', { exact: true }), PASSWORD],
    [account.registerForm.getByLabel('Confirm password', { exact: true }), PASSWORD],
  ];
  await fillAll(typed);
  await ready();
  await expectKept(typed);
  await account.registerForm.getByRole('button', { name: 'Register' }).click();
  await account.expectSignedIn(email);
});

test('the lost-password form keeps what was typed before the page was interactive', async ({ page }) => {
  const { ready } = await openBeforeScripts(page, '/my-account/lost-password');
  const username = page.getByLabel('Username or email');
  await username.fill('early.reset@example.com');
  await ready();
  await expect(username).toHaveValue('early.reset@example.com');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'If the address is registered, you will get an email with a reset link.' }),
  ).toBeVisible();
});

test('account details typed while the shop is still answering are kept and saved', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('early-details');
  await backendQuery(request, REGISTER, { input: { email, password: PASSWORD, firstName: 'Saved' } });
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);

  // Every answer of the shop comes late: the account, the cart, the wishlist.
  await page.route('**/api/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await account.goto('/my-account/edit-account');
  const details = account.panel('Account details');
  const firstName = details.getByLabel('First name');
  const typed: [Locator, string][] = [
    [firstName, 'Early'],
    [details.getByLabel('Last name'), 'Typist'],
  ];
  await expect(firstName).toBeEditable({ timeout: 20_000 });
  await fillAll(typed);
  await page.waitForLoadState('networkidle');
  await expectKept(typed);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await page.reload();
  await expectKept(typed);
});
