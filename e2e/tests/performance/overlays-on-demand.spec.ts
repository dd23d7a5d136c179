import { expect, test } from '@playwright/test';
import { CartPanel } from '../../pages/cart';
import { Shell } from '../../pages/shell';

/**
 * Overlays a shopper has not opened are not part of the page: the mobile menu (every category
 * again), the cart panel and the mega-menus' subcategories would otherwise be hundreds of hidden
 * elements each catalogue page hydrates, and the cart panel's code would load with every page.
 * Each still opens as before, with its content, when asked for.
 */
test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu and the cart panel are created when first opened', async ({ page }) => {
    const shell = new Shell(page);
    const cart = new CartPanel(page);
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu', includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Your cart', includeHidden: true })).toHaveCount(0);

    await shell.waitUntilInteractive();
    await shell.openMenuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expect(shell.mobileMenu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    const categories = shell.mobileMenu.getByRole('tabpanel', { name: 'Categories' });
    await expect(categories.getByText('Masks', { exact: true })).toBeVisible();
    await shell.mobileMenu.getByRole('button', { name: 'Close menu' }).click();
    await expect(shell.mobileMenu).toBeHidden();
    await expect(shell.openMenuButton).toBeFocused();

    await cart.open();
    await expect(cart.panel).toBeVisible();
    await expect(cart.panel.getByText('Your cart is empty.')).toBeVisible();
    await cart.panel.getByRole('button', { name: 'Close' }).click();
    await expect(cart.panel).toBeHidden();
    // Reopened, the panel is the one already made.
    await cart.open();
    await expect(cart.panel.getByText('Your cart is empty.')).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a mega-menu's subcategories are put in the page when it first opens", async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.waitUntilInteractive();
    const panel = await shell.megaMenuPanel('Masks');
    await expect(panel).toBeHidden();
    await expect(panel.getByRole('link', { includeHidden: true })).toHaveCount(0);

    await shell.megaMenuToggle('Masks').click();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Shop all Masks/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    // Closed again, it keeps its content for the next opening.
    await expect(panel.getByRole('link', { name: /^Shop all Masks/, includeHidden: true })).toHaveCount(1);
  });
});
