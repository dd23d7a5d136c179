import { expect, test } from '@playwright/test';
import { AccountPage, PASSWORD, uniqueEmail, WRONG_CREDENTIALS } from '../../pages/account';

test('a shopper registers, logs out and logs in again', async ({ page }) => {
  // A registration, a log-out and a log-in across a dozen pages: 16-20 s idle, over 30 s on a busy machine.
  test.setTimeout(60_000);
  const account = new AccountPage(page);
  const email = uniqueEmail('register');
  await account.goto();
  await account.expectSignedOut();
  await expect(account.loginForm.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/my-account/lost-password',
  );

  // The confirmation must match before anything is sent.
  await account.register(email, PASSWORD, `${PASSWORD}x`);
  await expect(account.registerForm.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'Passwords do not match. Please try again.',
  );

  await account.register(email, PASSWORD);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created.' })).toBeVisible();
  await account.expectSignedIn(email);
  await expect(account.tab('Orders')).toHaveAttribute('aria-selected', 'true');
  // The tokens live in httpOnly cookies only: page scripts never see them.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/ppe_auth|ppe_refresh|woo_session/);

  // The header's avatar menu (menu button pattern).
  await account.menuButton.click();
  const menu = page.getByRole('menu', { name: 'My account' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Wishlist', 'My Account', 'Logout']);
  await expect(menu.getByRole('menuitem', { name: 'Wishlist' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'My Account' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account.menuButton).toBeFocused();

  // Logout on /my-account stays there, signed out.
  await account.logoutButton.click();
  await account.expectSignedOut();
  await expect(page).toHaveURL(/\/my-account$/);

  // The backend's message, shown as it is: Headless Login answers the same one for a wrong password
  // and an unknown user (it tells an attacker nothing).
  await account.login(email, 'not-the-password');
  await expect(account.loginForm.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await account.expectSignedOut();
  await account.login(`nobody-${email}`, PASSWORD);
  await expect(account.loginForm.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await account.expectSignedOut();

  await account.login(email, PASSWORD);
  await account.expectSignedIn(email);

  // Account details: a new password (with its confirmation and the current one) keeps this browser signed in.
  const newPassword = `${PASSWORD}-new`;
  await account.tab('Account details').click();
  const details = account.panel('Account details');
  await details
    .getByRole('region', { name: 'Change password' })
    .getByLabel('Current password')
    .fill(PASSWORD);
  await details.getByLabel('New password', { exact: true }).fill(newPassword);
  await details.getByLabel('Confirm new password').fill(`${newPassword}!`);
  await details.getByRole('button', { name: 'Change password' }).click();
  await expect(details.getByLabel('Confirm new password')).toHaveAccessibleDescription(
    'Passwords do not match. Please try again.',
  );
  await details.getByLabel('Confirm new password').fill(newPassword);
  await details.getByRole('button', { name: 'Change password' }).click();
  await expect(details.getByRole('status')).toHaveText('Updated successfully');
  await page.reload();
  await account.expectSignedIn(email);

  // The sign-in survives navigation (cookies), and Logout from the header menu elsewhere goes home.
  await page.goto('/products');
  await account.menuButton.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(account.accountLink).toBeVisible();
  await account.goto();
  await account.expectSignedOut();
  // The old password no longer signs in.
  await account.login(email, PASSWORD);
  await expect(account.loginForm.getByRole('alert')).toHaveText(WRONG_CREDENTIALS);
  await account.expectSignedOut();
  await account.login(email, newPassword);
  await account.expectSignedIn(email);
});

test('the mobile menu follows the login state', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const account = new AccountPage(page);
  const email = uniqueEmail('mobile');
  await account.goto();
  await account.register(email, PASSWORD);
  await expect(account.tabs).toBeVisible();

  // Below 1024 px the header hides while scrolled down (the register form sits low on a phone);
  // back at the top it is there to open the menu.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('tab', { name: 'Account' }).click();
  const panel = drawer.getByRole('tabpanel', { name: 'Account' });
  await expect(panel).toContainText('Welcome');
  await expect(panel).toContainText(email);
  await expect(panel.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-account/orders');
  await expect(panel.getByRole('link', { name: 'Account Details' })).toHaveAttribute(
    'href',
    '/my-account/edit-account',
  );
  await panel.getByRole('button', { name: 'Logout' }).click();

  await account.expectSignedOut();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('tab', { name: 'Account' }).click();
  await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /^View Cart \(\d+\)$/ })).toBeVisible();
});
