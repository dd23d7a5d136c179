import { expect, type Locator, type Page } from '@playwright/test';

/** A product list page (/products, a category, their /page/N): filters, sort, count, tiles, pages. */
export class CatalogPage {
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  /** The results region: count, chips, tiles, empty state, page links. */
  readonly results: Locator;
  /** 'Showing x to y of z'. */
  readonly count: Locator;
  readonly products: Locator;
  readonly filters: Locator;
  readonly sort: Locator;
  readonly chips: Locator;
  readonly pagination: Locator;
  readonly clearAll: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    this.results = page.getByRole('region', { name: 'Products', exact: true });
    this.count = this.results.getByText(/^Showing \d+ to \d+ of \d+$/);
    this.products = this.results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    this.filters = page.getByRole('form', { name: 'Filters' });
    this.sort = page.getByLabel('Sort by');
    this.chips = page.getByRole('region', { name: 'Active filters' });
    this.pagination = page.getByRole('navigation', { name: 'Pages' });
    this.clearAll = page.getByRole('link', { name: 'Clear all filters and search' });
  }

  async goto(path = '/products') {
    return this.page.goto(path);
  }

  /** The product names shown, in order. */
  async productNames(): Promise<string[]> {
    return this.results.getByRole('heading', { level: 3 }).allTextContents();
  }

  /** The 'Showing x to y of z' numbers. */
  async shown(): Promise<{ from: number; to: number; total: number }> {
    const text = (await this.count.textContent()) ?? '';
    const [, from, to, total] = text.match(/Showing (\d+) to (\d+) of (\d+)/) ?? [];
    return { from: Number(from), to: Number(to), total: Number(total) };
  }

  /** A filter group (categories, availability, an attribute), opened if it is collapsed. */
  async filterGroup(name: string): Promise<Locator> {
    const group = this.filters.getByRole('group', { name, exact: true });
    if (!(await group.isVisible())) {
      await this.filters.locator('summary', { hasText: new RegExp(`^${name}$`) }).click();
    }
    await expect(group).toBeVisible();
    return group;
  }

  /** Ticks a filter box and waits for the list to navigate to its new URL. */
  async tick(groupName: string, optionName: string | RegExp): Promise<void> {
    const group = await this.filterGroup(groupName);
    const before = this.page.url();
    const box = group.getByRole('checkbox', { name: optionName });
    // A long group keeps its later choices behind "Show N more".
    if (!(await box.isVisible())) await group.locator('summary', { hasText: /^Show \d+ more/ }).click();
    await box.check();
    await this.page.waitForURL((url) => url.href !== before);
  }

  async sortBy(label: string): Promise<void> {
    const before = this.page.url();
    await this.sort.selectOption({ label });
    await this.page.waitForURL((url) => url.href !== before);
  }
}
