/**
 * What `npm run screenshots` photographs: each view of the shop a design change must be checked
 * on, at a phone, a tablet and a desktop width. A view opens its page in a browser tab (Playwright)
 * and brings it into the state worth seeing; the tab's context is signed in and has a cart by then
 * when the view says so. Labels are the en-US texts of the storefront's messages.
 */

/** Phone (iPhone SE and most Android phones), tablet portrait, laptop. */
export const WIDTHS = [375, 768, 1280];

/** The viewport height: the shot is of the whole page, this only sets the first screen. */
export const VIEWPORT_HEIGHT = 900;

/** @typedef {import('playwright-core').Page} Page */
/**
 * @typedef {object} ShopFixture
 * @property {string} productSlug a simple product in stock, to view and to put in the cart
 * @property {string} email a registered customer's email
 * @property {string} password the customer's password
 */

/** Closes the layout once fonts and images are in, so the shot is of the finished page. */
async function settle(/** @type {Page} */ page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * `fullPage: false` photographs the first screen only: a drawer covers the viewport, not the page.
 * @type {{ name: string, fullPage?: boolean, capture: (page: Page, shop: ShopFixture) => Promise<void> }[]}
 */
export const VIEWS = [
  {
    name: 'home',
    async capture(page) {
      await page.goto('/');
      await settle(page);
    },
  },
  {
    name: 'listing-filters-open',
    async capture(page) {
      await page.goto('/products');
      await settle(page);
      // Narrow screens fold the filters behind a toggle; wide ones show them beside the products.
      const toggle = page.locator('details:has(form[aria-label="Filters"]) > summary');
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole('form', { name: 'Filters' }).getByRole('group').first().waitFor();
    },
  },
  {
    name: 'product',
    async capture(page, shop) {
      await page.goto(`/product/${shop.productSlug}`);
      await settle(page);
    },
  },
  {
    name: 'cart-panel',
    fullPage: false,
    async capture(page, shop) {
      await page.goto(`/product/${shop.productSlug}`);
      await settle(page);
      // Each width runs in a fresh browser context, so the cart starts empty here.
      const buy = page.getByRole('form', { name: 'Buy this product' });
      await buy.getByRole('button', { name: 'Add to cart' }).click();
      const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, [1-9]/ });
      await cartLink.waitFor();
      // Back at the top, where the header (with the cart link) sits still, before opening the panel.
      await page.evaluate(() => window.scrollTo(0, 0));
      const dialog = page.getByRole('dialog', { name: 'Your cart' });
      await cartLink.click();
      await dialog.getByRole('link', { name: 'Checkout' }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'checkout',
    async capture(page) {
      await page.goto('/checkout');
      await page.getByRole('button', { name: /^Place order/ }).waitFor();
      await settle(page);
    },
  },
  {
    name: 'my-account',
    async capture(page, shop) {
      await page.goto('/my-account');
      const login = page.getByRole('region', { name: 'Login' });
      await login.getByLabel('Username or email', { exact: true }).fill(shop.email);
      await login.getByLabel('Password', { exact: true }).fill(shop.password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('tablist', { name: 'Account sections' }).waitFor();
      await settle(page);
    },
  },
];

/** The file a view's shot at a width is written to, inside the output folder. */
export const shotName = (view, width) => `${view}-${width}.png`;
