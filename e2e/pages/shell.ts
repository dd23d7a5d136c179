import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * The shop's shell around every page (English labels): banner, promises, header with search,
 * main menu with mega-menus, mobile menu, footer with the language switcher.
 */
export class Shell {
  readonly banner: Locator;
  readonly promises: Locator;
  readonly searchBox: Locator;
  readonly searchButton: Locator;
  readonly suggestionList: Locator;
  readonly suggestions: Locator;
  readonly mainMenu: Locator;
  readonly openMenuButton: Locator;
  readonly mobileMenu: Locator;
  readonly languageSwitcher: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('region', { name: 'Announcement' });
    this.promises = page.getByRole('list', { name: 'Our promises' });
    const search = page.getByRole('search');
    this.searchBox = search.getByRole('combobox', { name: 'Search products' });
    this.searchButton = search.getByRole('button', { name: 'Search', exact: true });
    this.suggestionList = page.getByRole('listbox', { name: 'Product suggestions' });
    this.suggestions = this.suggestionList.getByRole('option');
    this.mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    this.openMenuButton = page.getByRole('button', { name: 'Open menu' });
    this.mobileMenu = page.getByRole('dialog', { name: 'Menu' });
    this.languageSwitcher = page.getByRole('navigation', { name: 'Language' });
  }

  /**
   * Waits until React has taken over the page, so the header's menu buttons and hover menus
   * answer: on a busy machine hydration can end after the page's load event, and a journey that
   * reaches for a menu at once would reach the server's HTML. The shop's own mark: the early-taps
   * keeper goes live once the layout, header included, has hydrated and its effects have run
   * (apps/storefront/src/features/navigation/early-taps.ts). Any locale, any width, with or
   * without a tag manager.
   */
  async waitUntilInteractive(): Promise<void> {
    await expect
      .poll(() =>
        this.page.evaluate(() => (window as Window & { __earlyTaps?: { live: boolean } }).__earlyTaps?.live),
      )
      .toBe(true);
  }

  /** The main menu's link to a category (its own label, not a subcategory). */
  menuCategory(label: string): Locator {
    return this.mainMenu.getByRole('link', { name: label, exact: true });
  }

  /** The button beside a main-menu category that shows and hides its mega-menu. */
  megaMenuToggle(label: string): Locator {
    return this.mainMenu.getByRole('button', { name: `${label} subcategories` });
  }

  /** A mega-menu panel, found from its toggle's aria-controls. */
  async megaMenuPanel(label: string): Promise<Locator> {
    const id = await this.megaMenuToggle(label).getAttribute('aria-controls');
    expect(id, `${label} toggle controls a panel`).toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  /** The mobile menu's dimmed overlay (a pointer target only; it has no role). */
  get overlay(): Locator {
    return this.mobileMenu.getByTestId('drawer-overlay');
  }

  tab(name: string): Locator {
    return this.mobileMenu.getByRole('tab', { name });
  }
}

/** Asks the seeded backend directly over GraphQL (expected data is never hard-coded). */
export async function backendQuery<T>(request: APIRequestContext, query: string): Promise<T> {
  const graphqlUrl = process.env.E2E_GRAPHQL_URL;
  if (!graphqlUrl) throw new Error('E2E_GRAPHQL_URL is not set; the global setup did not run');
  const response = await request.post(graphqlUrl, { data: { query } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}
