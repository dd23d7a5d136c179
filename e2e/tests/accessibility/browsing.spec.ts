import { expect, test } from '@playwright/test';
import { expectAccessible } from '../../lib/accessibility';
import { simpleProduct, variableProduct } from '../../lib/products';
import { CartPage, CartPanel } from '../../pages/cart';
import { CatalogPage } from '../../pages/catalog-page';
import { CheckoutPage } from '../../pages/checkout';
import { BlogPages, ContactForm } from '../../pages/content';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

/**
 * Every page and state a shopper browses, scanned with axe-core (WCAG 2.1 A and AA) as it is shown:
 * menus, suggestions, panels and dialogs open. Each state is reached once here; the signed-in purchase
 * and the account are walked in purchase.spec.ts.
 */

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the shell, the catalogue and the product pages', async ({ page, request }) => {
    test.setTimeout(90_000);
    const shell = new Shell(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the home page');
    await shell.waitUntilInteractive();

    await shell.menuCategory('Masks').hover();
    await expect(await shell.megaMenuPanel('Masks')).toBeVisible();
    await expectAccessible(page, 'the home page with the Masks mega-menu open');
    await page.mouse.move(0, 600);

    await shell.searchBox.pressSequentially('ffp3', { delay: 30 });
    await expect(shell.suggestions.first()).toBeVisible();
    await expectAccessible(page, 'the search suggestions');

    const catalog = new CatalogPage(page);
    await catalog.goto('/products');
    await expect(catalog.filters).toBeVisible();
    // With cards' Add to cart buttons on the page, the scan checks their names hold the words shown.
    await expect(
      catalog.products.getByRole('button').filter({ hasText: 'Add to cart' }).first(),
    ).toBeVisible();
    await expectAccessible(page, 'the product list with its filters sidebar');

    const productPage = new ProductPage(page);
    await productPage.goto((await simpleProduct(request)).slug);
    await expect(productPage.addToCart).toBeVisible();
    await expectAccessible(page, 'a simple product');

    await page.getByRole('button', { name: /^Enlarge image/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the enlarged product image dialog');
    await page.keyboard.press('Escape');

    const variable = await variableProduct(request);
    await productPage.goto(variable.slug);
    for (const [attribute, option] of variable.options) await productPage.choose(attribute, option);
    await expect(productPage.addToCart).toBeEnabled();
    await expectAccessible(page, 'a variable product with a variation chosen');

    await catalog.goto('/products?search=no-such-product-anywhere');
    await expect(catalog.clearAll).toBeVisible();
    await expectAccessible(page, 'a search that finds nothing');

    await page.goto('/no-such-page-anywhere');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expectAccessible(page, 'the 404 page');
  });

  test('the blog, the contact form and the information pages', async ({ page }) => {
    test.setTimeout(90_000);
    const blog = new BlogPages(page);
    await blog.goto();
    await expect(blog.postTitles.first()).toBeVisible();
    await expectAccessible(page, 'the blog list');

    const title = (await blog.postTitles.first().textContent()) ?? '';
    await blog.postTitles.first().getByRole('link').click();
    await expect(blog.heading).toHaveText(title);
    await expectAccessible(page, 'a blog post');

    const contact = new ContactForm(page);
    await contact.goto();
    await contact.submit.click();
    await expect(contact.errorSummary).toBeVisible();
    await expectAccessible(page, 'the contact form with its errors');

    for (const path of [
      '/about-us',
      '/shipping-returns',
      '/privacy-policy',
      '/terms-of-service',
      '/categories',
      '/my-account/lost-password',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });
});

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the home page and the product list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'the home page at tablet width');
    const catalog = new CatalogPage(page);
    await catalog.goto('/products');
    await expect(catalog.products.first()).toBeVisible();
    await expectAccessible(page, 'the product list at tablet width');
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu and the filters panel', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await shell.waitUntilInteractive();
    await shell.openMenuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expectAccessible(page, 'the mobile menu');
    await page.keyboard.press('Escape');
    await expect(shell.mobileMenu).toBeHidden();

    const catalog = new CatalogPage(page);
    await catalog.goto('/products');
    await page.locator('summary', { hasText: /^Filters/ }).click();
    await expect(catalog.filters).toBeVisible();
    await expectAccessible(page, 'the product list with the filters panel open');
  });

  test('the cart panel, the cart and the checkout with its order summary open', async ({ page, request }) => {
    const productPage = new ProductPage(page);
    await productPage.goto((await simpleProduct(request)).slug);
    await productPage.addToCart.click();
    await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');
    await expectAccessible(page, 'a product at phone width');

    const panel = new CartPanel(page);
    await panel.open();
    await expect(panel.panel).toBeVisible();
    await expectAccessible(page, 'the cart panel at phone width');
    await page.keyboard.press('Escape');

    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.heading).toBeVisible();
    await expectAccessible(page, 'the cart page at phone width');

    await new CheckoutPage(page).goto();
    await page.getByRole('button', { name: /^Show order summary/ }).click();
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectAccessible(page, 'the checkout at phone width with its order summary open');
  });
});
