import { expect, type Locator, type Page } from '@playwright/test';

/** A `page_view` the shop pushed to the tag manager's data layer. */
export interface PageView {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
  page_locale: string;
}

type MarkedWindow = Window & { dataLayer?: Array<Record<string, unknown>>; __e2eSameDocument?: boolean };

/**
 * What the navigation feature adds to every page (features/navigation): the loading indicator,
 * the data layer the route observer fills, and a way to tell a client-side navigation (the
 * document survives) from a full page load (a new document).
 */
export class NavigationRuntime {
  readonly progressBar: Locator;

  constructor(readonly page: Page) {
    this.progressBar = page.getByRole('progressbar', { name: 'Loading page' });
  }

  /** The page views in `window.dataLayer`, in order. */
  async pageViews(): Promise<PageView[]> {
    const entries = await this.page.evaluate(() =>
      ((window as MarkedWindow).dataLayer ?? []).filter((entry) => entry.event === 'page_view'),
    );
    return entries as unknown as PageView[];
  }

  /**
   * Waits until the page's islands are hydrated: the route observer's first page view is pushed
   * after the layout's other islands (the deployment guard among them) have mounted. Relies on the
   * e2e shop's tag manager container (GTM_ID).
   */
  async waitUntilHydrated(): Promise<void> {
    await expect.poll(async () => (await this.pageViews()).length).toBeGreaterThan(0);
  }

  /** Marks the current document; a full page load replaces it, a client-side navigation keeps it. */
  async markDocument(): Promise<void> {
    await this.page.evaluate(() => {
      (window as MarkedWindow).__e2eSameDocument = true;
    });
  }

  /** Whether the document marked by `markDocument` is still the one on screen. */
  async isSameDocument(): Promise<boolean> {
    return this.page.evaluate(() => (window as MarkedWindow).__e2eSameDocument === true);
  }
}
