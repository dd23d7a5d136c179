import { expect, test } from '@playwright/test';
import { expectDimmedOverlay } from '../../lib/drawer';
import { Shell } from '../../pages/shell';

test.use({ viewport: { width: 375, height: 740 } });

test('at 375 px the hamburger opens the mobile menu with Categories, Account and Info tabs', async ({
  page,
}) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  // The wide-screen menu gives way to the hamburger.
  await expect(shell.mainMenu).toBeHidden();
  await expect(shell.mobileMenu).toBeHidden();

  await shell.openMenuButton.click();
  await expect(shell.mobileMenu).toBeVisible();
  await expect(shell.openMenuButton).toHaveAttribute('aria-expanded', 'true');
  // Focus moves into the dialog.
  await expect(shell.mobileMenu.getByRole('button', { name: 'Close menu' })).toBeFocused();

  await expect(shell.tab('Categories')).toHaveAttribute('aria-selected', 'true');
  const categories = shell.mobileMenu.getByRole('tabpanel', { name: 'Categories' });
  for (const label of ['Speedglas', 'Versaflo', 'Masks', 'Gloves', 'Industrial']) {
    await expect(categories.getByText(label, { exact: true })).toBeVisible();
  }
  // Subcategories open in place.
  await categories.getByText('Masks', { exact: true }).click();
  await expect(categories.getByRole('link', { name: 'View all Masks' })).toBeVisible();

  await shell.tab('Account').click();
  await expect(shell.tab('Account')).toHaveAttribute('aria-selected', 'true');
  await expect(shell.tab('Categories')).toHaveAttribute('aria-selected', 'false');
  const account = shell.mobileMenu.getByRole('tabpanel', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/my-account');
  await expect(account.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(categories).toBeHidden();

  // Arrow keys move between tabs (WAI-ARIA tabs).
  await shell.tab('Account').press('ArrowRight');
  await expect(shell.tab('Info')).toBeFocused();
  await expect(shell.tab('Info')).toHaveAttribute('aria-selected', 'true');
  const info = shell.mobileMenu.getByRole('tabpanel', { name: 'Info' });
  for (const label of [
    'About Us',
    'Blog',
    'Shipping & Returns',
    'Contact Us',
    'Privacy Policy',
    'Terms of Service',
  ]) {
    await expect(info.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(shell.mobileMenu.getByRole('link', { name: 'View Cart (0)' })).toHaveAttribute(
    'href',
    '/cart',
  );

  // Escape closes it and focus returns to the hamburger.
  await page.keyboard.press('Escape');
  await expect(shell.mobileMenu).toBeHidden();
  await expect(shell.openMenuButton).toBeFocused();
  await expect(shell.openMenuButton).toHaveAttribute('aria-expanded', 'false');
});

test('focus stays inside the open mobile menu, and the dimmed overlay closes it', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  await shell.openMenuButton.click();
  const close = shell.mobileMenu.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  // Shift+Tab from the first control wraps to the last one (View Cart), Tab from there wraps back.
  await page.keyboard.press('Shift+Tab');
  await expect(shell.mobileMenu.getByRole('link', { name: 'View Cart (0)' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  // The overlay beside the panel dims the page, and a click on it closes the menu.
  const viewport = page.viewportSize() ?? { width: 375, height: 740 };
  await expectDimmedOverlay(shell.overlay, { x: viewport.width - 10, y: viewport.height / 2 });
  await shell.overlay.click({ position: { x: viewport.width - 10, y: viewport.height / 2 } });
  await expect(shell.mobileMenu).toBeHidden();

  // The close button closes it too, and following a link inside closes it on the way.
  await shell.openMenuButton.click();
  await close.click();
  await expect(shell.mobileMenu).toBeHidden();
  await shell.openMenuButton.click();
  await shell.tab('Info').click();
  await shell.mobileMenu.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(shell.mobileMenu).toBeHidden();
});

test('below 1024 px the header hides on scrolling down and comes back on scrolling up', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const headerTopAfter = async () => (await header.boundingBox())?.y ?? 0;

  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect.poll(headerTopAfter).toBeLessThan(0);
  await page.mouse.wheel(0, -200);
  await expect(header).not.toHaveAttribute('data-hidden');
  await expect.poll(headerTopAfter).toBeGreaterThanOrEqual(0);
  await expect(shell.openMenuButton).toBeInViewport();
});
