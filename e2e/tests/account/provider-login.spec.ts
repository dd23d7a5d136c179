import { expect, type Page, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { E2E_LOGIN_CLIENT } from '../../lib/oidc-provider';
import { AccountPage, uniqueEmail } from '../../pages/account';

/**
 * Sign-in with an external provider: the button on /my-account leads to the real OpenID Connect
 * provider the global setup started on 127.0.0.1; its development login page takes any login (the
 * login is the account's verified email), and the provider sends the shopper back to the
 * storefront's /oauth/login/<slug>, which signs them in.
 */

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;

/** From /my-account through the provider's login and consent pages, back to the storefront. */
async function signInWithProvider(page: Page, email: string) {
  const account = new AccountPage(page);
  await account.goto();
  await account.loginForm.getByRole('link', { name: `Continue with ${E2E_LOGIN_CLIENT.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`^${process.env.E2E_OIDC_ISSUER}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks once to share the profile with the shop.
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new shopper signs up with the external provider and lands signed in', async ({ page }) => {
  const email = uniqueEmail('oidc-new');
  await signInWithProvider(page, email);
  await expect(page).toHaveURL(/\/my-account$/);
  await new AccountPage(page).expectSignedIn(email);
  // The provider's profile names the new customer.
  await expect(page.getByText('Welcome, Oidc')).toBeVisible();
});

test('a customer with that email is signed in to their existing account', async ({ page, request }) => {
  const email = uniqueEmail('oidc-known');
  await backendQuery(request, REGISTER, {
    input: { email, password: 'known password 123', firstName: 'Kim', lastName: 'Known' },
  });
  await signInWithProvider(page, email);
  await expect(page).toHaveURL(/\/my-account$/);
  await new AccountPage(page).expectSignedIn(email);
  // The account's own name, set at registration, not the provider's profile.
  await expect(page.getByText('Welcome, Kim')).toBeVisible();
});

test('the provider callback works once: opened again, it is refused in words', async ({ page, browser }) => {
  const email = uniqueEmail('oidc-replay');
  let callbackUrl = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes(`/oauth/login/${E2E_LOGIN_CLIENT.slug}?`)) {
      callbackUrl = request.url();
    }
  });
  await signInWithProvider(page, email);
  await new AccountPage(page).expectSignedIn(email);
  expect(callbackUrl).toContain('state=');

  const other = await browser.newPage();
  await other.goto(callbackUrl);
  await expect(
    other.getByRole('alert').filter({ hasText: 'This sign-in link is not valid. Please try again.' }),
  ).toBeVisible();
  await expect(other.getByRole('link', { name: 'Back to login' })).toBeVisible();
  await other.close();
});
