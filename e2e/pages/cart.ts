import type { Locator, Page } from '@playwright/test';

/** The cart as the shopper reaches it: the header's cart link and badge, the side panel, the /cart page. */
export class CartPanel {
  /** The header's cart link; its name says how many items the cart holds ("Cart, 2 items"). */
  readonly headerLink: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.headerLink = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    this.panel = page.getByRole('dialog', { name: 'Your cart' });
  }

  /** The header link whose name announces `count` items. */
  badge(count: number): Locator {
    const name = count === 0 ? 'Cart, empty' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
    return this.page.getByRole('banner').getByRole('link', { name, exact: true });
  }

  async open() {
    await this.headerLink.click();
  }

  /** A line of the cart (panel or page), found by the product's name. */
  line(scope: Locator, name: string): Locator {
    return scope.getByRole('listitem').filter({ has: this.page.getByRole('link', { name }) });
  }
}

export class CartPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly couponField: Locator;
  readonly applyCoupon: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Shopping cart' });
    this.main = page.getByRole('main');
    this.couponField = page.getByLabel('Coupon code');
    this.applyCoupon = page.getByRole('button', { name: 'Apply', exact: true });
  }

  async goto() {
    return this.page.goto('/cart');
  }

  async applyCode(code: string) {
    await this.couponField.fill(code);
    await this.applyCoupon.click();
  }
}
