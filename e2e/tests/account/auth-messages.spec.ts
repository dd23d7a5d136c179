import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { AccountPage, PASSWORD, uniqueEmail, WRONG_CREDENTIALS } from '../../pages/account';

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;

/** Each of the login and register forms answers for itself; the next action clears the last answer. */
test('a registration error is gone once the shopper logs in instead', async ({ page, request }) => {
  const email = uniqueEmail('taken');
  await backendQuery(request, REGISTER, { input: { email, password: PASSWORD } });
  const account = new AccountPage(page);
  await account.goto();

  // The register form answers a mismatch, then the taken email.
  await account.register(email, PASSWORD, `${PASSWORD}x`);
  await expect(account.registerForm.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match. Please try again.',
  );
  await account.register(email, PASSWORD);
  const registerError = account.registerForm.getByRole('alert');
  await expect(registerError).toBeVisible();

  // A failed login answers in the login form only.
  await account.login(email, `${PASSWORD}-wrong`);
  await expect(account.loginForm.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await expect(registerError).toHaveCount(0);

  // Registering again clears the login's answer.
  await account.register(email, PASSWORD);
  await expect(registerError).toBeVisible();
  await expect(account.loginForm.getByRole('alert')).toHaveCount(0);

  // A login that works leaves no registration message behind.
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('a field problem of one form is cleared when the other form is sent', async ({ page }) => {
  const account = new AccountPage(page);
  await account.goto();
  await account.registerForm.getByRole('button', { name: 'Register' }).click();
  const emailField = account.registerForm.getByLabel('Email', { exact: true });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await account.login(uniqueEmail('nobody'), `${PASSWORD}-wrong`);
  await expect(account.loginForm.getByRole('alert')).toBeVisible();
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password and an unknown account get the same helpful answer, whose Sign up leads to the registration form', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('known');
  await backendQuery(request, REGISTER, { input: { email, password: PASSWORD } });
  const account = new AccountPage(page);
  await account.goto();
  const alert = account.loginForm.getByRole('alert');

  await account.login(email, `${PASSWORD}-wrong`);
  await expect(alert).toHaveText(WRONG_CREDENTIALS);
  // Nothing tells whether the account exists: an unknown one is answered word for word alike.
  await account.goto();
  await account.login(uniqueEmail('nobody'), PASSWORD);
  await expect(alert).toHaveText(WRONG_CREDENTIALS);

  await alert.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/my-account#register$/);
  await expect(account.registerForm).toBeInViewport();
  await account.register(uniqueEmail('new'), PASSWORD);
  await expect(account.tabs).toBeVisible();
});
