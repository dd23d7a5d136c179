import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';

/**
 * Every feature waits, comes up empty and fails the same way: a placeholder announced as a status
 * while content is on its way, and an empty state that says so and offers the way on.
 */

const REGISTER = `mutation registerCustomer($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { customer { databaseId } } }`;

test('the cart page announces that the cart is loading, then offers the catalogue when it is empty', async ({
  page,
}) => {
  // The shop answers late, so the shopper sees the cart page before the cart.
  await page.route('**/api/graphql', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Loading your cart…' })).toBeVisible();

  await expect(
    main.getByText('Your cart is empty. Find the protective equipment you need in our catalogue.'),
  ).toBeVisible();
  await expect(main.getByRole('status').filter({ hasText: 'Loading your cart…' })).toHaveCount(0);
  await main.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a new customer without orders or downloads is offered the catalogue from both tabs', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('empty-account');
  await backendQuery(request, REGISTER, { input: { email, password: PASSWORD } });
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);

  const orders = account.panel('Orders');
  await expect(orders.getByText('You have not placed any orders yet.')).toBeVisible();
  await expect(orders.getByRole('link', { name: 'Browse products' })).toBeVisible();

  await account.goto('/my-account?tab=downloads');
  const downloads = account.panel('Downloads');
  await expect(downloads.getByText('No downloads are available yet.')).toBeVisible();
  await downloads.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
