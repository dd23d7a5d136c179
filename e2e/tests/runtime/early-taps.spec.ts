import { expect, test } from '@playwright/test';
import { openBeforeScripts } from '../../lib/early-typing';
import { simpleProduct, usd, variableProduct } from '../../lib/products';
import { CartPanel } from '../../pages/cart';
import { CatalogPage } from '../../pages/catalog-page';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

/**
 * A shopper on a slow phone presses buttons and picks options in the server's HTML before the
 * page's scripts have run (features/navigation/early-taps.ts): the press is kept, shown as waiting,
 * and made once the page is interactive; a picked option is what the page then knows as picked.
 */

/** Marks a button whose press waits for the page (early-taps.ts). */
const HELD = '[data-early-tap]';

test('the menu button pressed before the page was interactive opens the menu once it is', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shell = new Shell(page);
  const { ready } = await openBeforeScripts(page, '/');
  await shell.openMenuButton.click();
  await expect(page.locator(`header button${HELD}`)).toHaveCount(1);
  await ready();
  await expect(shell.mobileMenu).toBeVisible();
  await expect(page.locator(HELD)).toHaveCount(0);
});

test("a card's Add to cart pressed before the page was interactive adds the product once it is", async ({
  page,
}) => {
  const cart = new CartPanel(page);
  const catalog = new CatalogPage(page);
  const { ready } = await openBeforeScripts(page, '/products');
  const addToCart = catalog.products.getByRole('button', { name: /^Add to cart: .+$/ }).first();
  const name = (await addToCart.getAttribute('aria-label'))?.match(/^Add to cart: (.+)$/)?.[1] ?? '';
  expect(name).not.toBe('');
  await addToCart.click();
  await ready();
  await expect(cart.badge(1)).toBeVisible();
  await cart.open();
  await expect(cart.line(cart.panel, name)).toBeVisible();
});

test('a product page: Add to cart pressed before the page was interactive adds the product once', async ({
  page,
  request,
}) => {
  const product = await simpleProduct(request, { maxPrice: 500, minStock: 3 });
  const productPage = new ProductPage(page);
  const cart = new CartPanel(page);
  const { ready } = await openBeforeScripts(page, `/product/${product.slug}`);
  await productPage.addToCart.click();
  await ready();
  await expect(cart.badge(1)).toBeVisible();
  await cart.open();
  await expect(cart.line(cart.panel, product.name)).toBeVisible();
});

test('options picked before the page was interactive are the ones the page knows, and can be bought', async ({
  page,
  request,
}) => {
  const product = await variableProduct(request);
  const productPage = new ProductPage(page);
  const cart = new CartPanel(page);
  const { ready } = await openBeforeScripts(page, `/product/${product.slug}`);
  for (const [attribute, option] of product.options) await productPage.option(attribute, option).check();
  await ready();
  for (const [attribute, option] of product.options)
    await expect(productPage.option(attribute, option)).toBeChecked();
  // The page knows the variation: its price shows, and Add to cart takes it.
  await expect(productPage.offer).toContainText(usd(product.price));
  await expect(productPage.addToCart).toBeEnabled();
  await productPage.addToCart.click();
  await expect(cart.badge(1)).toBeVisible();
});

test('an option picked after a waiting "Clear selection" stays picked once the page is interactive', async ({
  page,
  request,
}) => {
  // A product whose page opens on its default variation, so Clear selection is in the server's HTML.
  const product = await variableProduct(request, { opensChosen: true });
  const productPage = new ProductPage(page);
  const { ready } = await openBeforeScripts(page, `/product/${product.slug}`);
  const [picked, ...others] = product.options;
  if (!picked) throw new Error(`${product.name} has no option to pick`);
  const [attribute, option] = picked;
  await productPage.clearSelection.click();
  // Picked after the clear: it must come after the clear, not be undone by it.
  await productPage.option(attribute, option).click();
  await ready();
  await expect(productPage.option(attribute, option)).toBeChecked();
  for (const [otherAttribute] of others)
    await expect(
      productPage.purchaseForm
        .getByRole('group', { name: otherAttribute, exact: true })
        .getByRole('radio', { checked: true }),
    ).toHaveCount(0);
  await expect(page.locator(HELD)).toHaveCount(0);
});
