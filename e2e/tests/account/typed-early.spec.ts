import { expect, type Locator, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { openBeforeScripts } from '../../lib/early-typing';
import { RouteWatch } from '../../lib/route-watch';
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

/** Each form of /my-account, what is typed into it, and the button that sends it. */
const AUTH_FORMS = [
  {
    form: 'login',
    fields: (email: string) => ({ 'Username or email': email, Password: PASSWORD }),
    submit: 'Log in',
    registered: true,
  },
  {
    form: 'register',
    fields: (email: string) => ({ Email: email, Password: PASSWORD, 'Confirm password': PASSWORD }),
    submit: 'Register',
    registered: false,
  },
] as const;

for (const { form, fields, submit, registered } of AUTH_FORMS) {
  test(`the ${form} form keeps what was typed before the page was interactive, and signs in with it`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`early-${form}`);
    if (registered) await backendQuery(request, REGISTER, { input: { email, password: PASSWORD } });
    const account = new AccountPage(page);
    const region = form === 'login' ? account.loginForm : account.registerForm;
    const { ready } = await openBeforeScripts(page, '/my-account');
    const typed = Object.entries(fields(email)).map(([label, value]): [Locator, string] => [
      region.getByLabel(label, { exact: true }),
      value,
    ]);
    await fillAll(typed);
    await ready();
    await expectKept(typed);
    await region.getByRole('button', { name: submit }).click();
    await account.expectSignedIn(email);
  });
}

test('the lost-password form keeps what was typed before the page was interactive', async ({ page }) => {
  const { ready } = await openBeforeScripts(page, '/my-account/lost-password');
  const username = page.getByLabel('Username or email');
  await username.fill('early.reset@example.com');
  await ready();
  await expect(username).toHaveValue('early.reset@example.com');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('If the address is registered');
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
  const shop = new RouteWatch(page);
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
  // Every late answer has arrived and been taken in (the account's among them), and nothing it
  // set off is still on its way: what was typed is still there.
  await shop.settled('getCart', { timeout: 30_000 });
  await expectKept(typed);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await page.reload();
  await expectKept(typed);
});
