import { expect, type Locator, type Page } from '@playwright/test';

/** The cart as the shopper reaches it: the header's cart link and badge, the side panel, the /cart page. */
export class CartPanel {
  /** The header's cart link; its name says how many items the cart holds ("Cart, 2 items"). */
  readonly headerLink: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.headerLink = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    this.panel = page.getByRole('dialog', { name: 'Your cart' });
  }

  /** The open panel's dimmed overlay (a pointer target only; it has no role). */
  get overlay(): Locator {
    return this.panel.getByTestId('drawer-overlay');
  }

  /** The header link whose name announces `count` items. */
  badge(count: number): Locator {
    const name = count === 0 ? 'Cart, empty' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
    return this.page.getByRole('banner').getByRole('link', { name, exact: true });
  }

  /**
   * Opens the panel from the header. On a phone the header slides away while the page scrolls down
   * and comes back when it scrolls up, so the shopper (and this) scrolls up to reach it first.
   */
  async open() {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await expect(this.headerLink).toBeInViewport({ ratio: 1 });
    await this.headerLink.click();
  }

  /** A line of the cart (panel or page), found by the product's name. */
  line(scope: Locator, name: string): Locator {
    return scope.getByRole('listitem').filter({ has: this.page.getByRole('link', { name }) });
  }
}

/**
 * The coupons of a cart view (the panel, the /cart page's summary, the checkout's order): the
 * applied ones, each with its discount and a remove button, and the code entry: "Gift card or
 * coupon code" where the shop takes gift cards (their codes go in it too), else "Have a coupon?".
 */
export class Coupons {
  readonly toggle: Locator;
  readonly field: Locator;
  readonly applyButton: Locator;
  readonly applied: Locator;

  constructor(readonly scope: Locator) {
    this.toggle = scope.getByRole('button', { name: /^(Gift card or coupon code|Have a coupon\?)$/ });
    this.field = scope.getByLabel(/^(Gift card or coupon code|Coupon code)$/);
    this.applyButton = scope.getByRole('button', { name: 'Apply', exact: true });
    this.applied = scope.getByRole('list', { name: 'Applied coupons' });
  }

  /** Opens the entry when it is closed, then applies `code`. */
  async apply(code: string) {
    if ((await this.toggle.getAttribute('aria-expanded')) !== 'true') await this.toggle.click();
    await this.field.fill(code);
    await this.applyButton.click();
  }

  /** The applied coupon's line: its code and discount. */
  coupon(code: string): Locator {
    return this.applied.getByRole('listitem').filter({ hasText: `Coupon ${code}` });
  }

  removeButton(code: string): Locator {
    return this.scope.getByRole('button', { name: `Remove coupon ${code}`, exact: true });
  }
}

/** The amount beside a label of a totals list ("Total", "Subtotal"). */
export function totalsAmount(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export class CartPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly summary: Locator;
  readonly coupons: Coupons;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Shopping cart' });
    this.main = page.getByRole('main');
    this.summary = this.main.getByRole('region', { name: 'Order summary' });
    this.coupons = new Coupons(this.summary);
  }

  async goto() {
    return this.page.goto('/cart');
  }

  async applyCode(code: string) {
    await this.coupons.apply(code);
  }
}
