import type { Locator, Page } from '@playwright/test';

/** The storefront home page: the shop heading and the popular-products list. */
export class HomePage {
  readonly heading: Locator;
  readonly popularProducts: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.popularProducts = page.getByRole('region', { name: 'Popular products' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  /** The product card whose heading is exactly `name`. */
  product(name: string): Locator {
    return this.popularProducts.filter({
      has: this.page.getByRole('heading', { name, exact: true }),
    });
  }
}
