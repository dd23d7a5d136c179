import { expect, test } from '@playwright/test';
import { backendQuery } from '../../lib/backend';
import { AccountPage, PASSWORD, uniqueEmail } from '../../pages/account';

test('a wishlist kept while logged out survives login', async ({ page, request }) => {
  const email = uniqueEmail('wishlist');
  await backendQuery(
    request,
    'mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId } } }',
    { input: { email, password: PASSWORD } },
  );

  // Logged out: the heart on a product card keeps the product in this browser.
  await page.goto('/products');
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Add .+ to wishlist$/ })
    .first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const saved = page
    .getByRole('main')
    .getByRole('button', { name: `Remove ${name} from wishlist` })
    .first();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('link', { name })).toBeVisible();

  // Logging in merges the browser's list into the account and clears it here.
  const account = new AccountPage(page);
  await account.goto();
  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('ppe-wishlist'))).toBeNull();

  await account.menuButton.click();
  await page.getByRole('menuitem', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);
  await expect(account.tab('Wishlist')).toHaveAttribute('aria-selected', 'true');
  await expect(account.panel('Wishlist').getByRole('link', { name })).toBeVisible();

  // Signed in, /wishlist is the account's list inside my-account.
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/my-account\?tab=wishlist$/);
  await expect(account.panel('Wishlist').getByRole('link', { name })).toBeVisible();

  // Removing it there removes it from the account (it stays removed after a reload).
  await account
    .panel('Wishlist')
    .getByRole('button', { name: `Remove ${name} from wishlist` })
    .click();
  await expect(account.panel('Wishlist')).toContainText('Your wishlist is empty.');
  await page.reload();
  await expect(account.panel('Wishlist')).toContainText('Your wishlist is empty.');
});
