import { expect, type Locator, type Page, test } from '@playwright/test';
import { simpleProduct } from '../../lib/products';
import { AccountPage } from '../../pages/account';
import { CartPage, CartPanel } from '../../pages/cart';
import { CatalogPage } from '../../pages/catalog-page';
import { CheckoutPage, testBilling } from '../../pages/checkout';
import { ProductPage } from '../../pages/product-page';
import { Shell } from '../../pages/shell';

/** The page's content is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${where}: ${scrollWidth}px of content in a ${innerWidth}px window`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** An element whose text is cut by its own box (a nowrap line wider than the element). */
const isClipped = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

test('at every width the promises bar shows all four promises whole, none cut or scrolled away', async ({
  page,
}) => {
  const shell = new Shell(page);
  const promises = shell.promises.getByRole('listitem');
  for (const motion of ['reduce', 'no-preference'] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      const where = `${width}px, motion ${motion}`;
      await expect(promises.filter({ visible: true }), `promises shown at ${where}`).toHaveCount(4);
      expect(await isClipped(shell.promises), `the promises scroll sideways at ${where}`).toBe(false);
      for (const promise of await promises.all()) {
        await expect(promise, `a promise at ${where}`).toBeInViewport({ ratio: 1 });
        expect(await isClipped(promise), `${await promise.textContent()} at ${where}`).toBe(false);
      }
      await expectNoSidewaysScroll(page, `home at ${where}`);
    }
  }
});

test('on a phone the promises take turns in one line, held still by a resting pointer or the focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const shell = new Shell(page);
  const promises = shell.promises.getByRole('listitem');
  const opacities = () =>
    promises.evaluateAll((items) => items.map((item) => Number(getComputedStyle(item).opacity)));
  const states = () =>
    promises.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationPlayState));

  await page.goto('/');
  // One line's height for all four: they share one place.
  const tops = await promises.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(tops).size, `promise tops ${tops.join(', ')}`).toBe(1);
  // One at a time (between turns, for a moment, two cross-fade).
  let current = -1;
  await expect
    .poll(async () => {
      const shown = await opacities();
      current = shown.indexOf(1);
      return shown.filter((opacity) => opacity === 0).length;
    })
    .toBe(3);
  const height = (await shell.promises.boundingBox())?.height;
  // Then the next one's turn (five seconds each), in the same place and the same height.
  await expect.poll(async () => (await opacities())[(current + 1) % 4], { timeout: 8_000 }).toBe(1);
  expect((await shell.promises.boundingBox())?.height).toBe(height);

  await shell.promises.hover();
  expect(await states()).toEqual(['paused', 'paused', 'paused', 'paused']);
  await page.mouse.move(0, 600);
  expect(await states()).toEqual(['running', 'running', 'running', 'running']);
  await shell.promises.focus();
  expect(await states()).toEqual(['paused', 'paused', 'paused', 'paused']);
});

test('at 375 px the cart, a slim checkout with its total on top, and the order history fit the screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 667 });
  const product = await simpleProduct(request);
  const shell = new Shell(page);
  const account = new AccountPage(page);
  const email = await account.signUp('layout');

  const productPage = new ProductPage(page);
  await productPage.goto(product.slug);
  await productPage.addToCart.click();
  await expect(productPage.purchaseStatus).toHaveText('Added 1 item to your cart.');

  await test.step('the cart page', async () => {
    const cart = new CartPage(page);
    await cart.goto();
    await expect(new CartPanel(page).line(cart.main, product.name)).toBeVisible();
    await expectNoSidewaysScroll(page, 'cart at 375px');
  });

  await test.step('the checkout: the promises, a slim header and the order total in the first screen', async () => {
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    const header = page.getByRole('banner');
    await expect(header.getByText('Secure checkout')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    await expect(shell.searchBox).toHaveCount(0);
    // The store's promises reassure the shopper who pays; nothing else leads away.
    await expect(shell.promises.getByRole('listitem').filter({ visible: true })).toHaveCount(4);
    await expect(shell.mainMenu).toHaveCount(0);
    const summaryBar = page.getByRole('button', { name: /^Show order summary/ });
    await expect(summaryBar).toBeInViewport({ ratio: 1 });
    await expect(summaryBar).toHaveAttribute('aria-expanded', 'false');
    // The bar's amount is the summary's total.
    await expect(summaryBar).toContainText(/\$\d+\.\d\d/);
    const total = (await summaryBar.textContent())?.match(/\$[\d,]+\.\d\d/)?.[0] ?? '';
    await expect(checkout.summary.getByText(total, { exact: true }).last()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSidewaysScroll(page, 'checkout at 375px');

    // Opened, it lists the order's lines and its total; closed again, they are gone.
    await summaryBar.click();
    const hideBar = page.getByRole('button', { name: /^Hide order summary/ });
    await expect(hideBar).toHaveAttribute('aria-expanded', 'true');
    const details = page.getByRole('region', { name: 'Order summary' });
    await expect(details).toContainText(product.name);
    await expect(details).toContainText(total);
    await hideBar.click();
    await expect(details).toBeHidden();

    await checkout.fillBilling(testBilling(email));
    await page.getByRole('radio', { name: /cash on delivery/i }).check();
    await checkout.placeAndReceive();
  });

  await test.step('the order history', async () => {
    await account.goto('/my-account/orders');
    const view = account.panel('Orders').getByRole('link', { name: /^View order / });
    await expect(view).toHaveCount(1);
    // Scrolled to vertically only: a table cut off at the side would still hide it.
    await view.evaluate((link) =>
      window.scrollBy(0, link.getBoundingClientRect().top - window.innerHeight / 2),
    );
    await expect(view).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, 'orders at 375px');
    // Every tab on one line (the list may scroll sideways, it never wraps).
    const tops = await account.tabs
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    // Orders, Downloads, Account details, Wishlist, and Gift cards: this shop has the gift card plugin.
    expect(tops.length).toBe(5);
    expect(new Set(tops).size, `tab rows at ${tops.join(', ')}`).toBe(1);
  });
});

test('at 1280 px the header stays in reach down a long listing, without layout shifts or hiding focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // Cumulative layout shift as the browser reports it (shifts right after input excluded).
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shell = new Shell(page);
  const catalog = new CatalogPage(page);
  const cart = new CartPanel(page);
  await catalog.goto('/products');
  await expect(catalog.products.first()).toBeVisible();

  await page.mouse.wheel(0, 2500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  await expect(shell.searchBox).toBeInViewport({ ratio: 1 });
  await expect(cart.headerLink).toBeInViewport({ ratio: 1 });

  // A control focused from below the fold lands under the header, not behind it.
  const first = catalog.products.first().getByRole('link').first();
  await first.focus();
  const header = await page.getByRole('banner').boundingBox();
  const focused = await first.boundingBox();
  expect(
    header && focused && focused.y >= header.y + header.height - 1,
    'focused link below the header',
  ).toBe(true);

  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls, 'cumulative layout shift').toBeLessThanOrEqual(0.01);
});

test('the footer links the sitemap, and a missing page is titled "Page not found" in each language', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const sitemap = page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' });
  await expect(sitemap).toHaveAttribute('href', '/sitemap.xml');
  const response = await request.get((await sitemap.getAttribute('href')) ?? '');
  expect(response.ok()).toBe(true);
  expect(await response.text()).toContain('<urlset');

  const missing: [path: string, title: string][] = [
    ['/no-such-page-here', 'Page not found'],
    ['/de-DE/keine-solche-seite', 'Seite nicht gefunden'],
    ['/fr-FR/aucune-page', 'Page introuvable'],
  ];
  for (const [path, title] of missing) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    await expect(page).toHaveTitle(`${title} | SafetyGear Pro`);
  }
});
