import { expect, type Locator, type Page } from '@playwright/test';
import { translator } from '../lib/messages';
import { NavigationRuntime } from './navigation';

/**
 * The newsletter sign-up (features/newsletter), in the footer of every page (the home page's too),
 * found by the words of the page's locale (English unless told).
 */
export class NewsletterSignup {
  readonly heading: Locator;
  readonly email: Locator;
  readonly consent: Locator;
  readonly subscribe: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    readonly box: Locator,
    readonly locale = 'en-US',
  ) {
    const t = translator(locale);
    this.heading = box.getByRole('heading', { name: t('newsletter.form.heading') });
    this.email = box.getByRole('textbox', { name: t('newsletter.form.email'), exact: true });
    this.consent = box.getByRole('checkbox', { name: t('newsletter.form.consent') });
    this.subscribe = box.getByRole('button', { name: t('newsletter.form.submit') });
    this.status = box.getByRole('status');
  }

  /** The footer's form. */
  static inFooter(page: Page, locale?: string): NewsletterSignup {
    return new NewsletterSignup(page, page.getByRole('contentinfo'), locale);
  }

  /**
   * Comes to the form as a shopper does and waits until it is live: the page is interactive, and
   * the form's own code comes once it nears the screen (the button is disabled until then).
   */
  async ready(): Promise<void> {
    await new NavigationRuntime(this.page).waitUntilHydrated();
    await this.email.scrollIntoViewIfNeeded();
    await expect(this.subscribe).toBeEnabled();
  }

  async signUp(email: string): Promise<void> {
    await this.email.fill(email);
    await this.consent.check();
    await this.subscribe.click();
  }
}

/** A page a newsletter mail links to: /newsletter/confirm or /newsletter/unsubscribe, in the mail's locale. */
export class NewsletterLinkPage {
  readonly heading: Locator;
  readonly button: Locator;
  readonly status: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    kind: 'confirm' | 'unsubscribe',
    locale = 'en-US',
  ) {
    const t = translator(locale);
    this.heading = page.getByRole('heading', { level: 1, name: t(`newsletter.pages.${kind}.title`) });
    this.button = page.getByRole('main').getByRole('button', { name: t(`newsletter.link.${kind}.button`) });
    this.status = page.getByRole('main').getByRole('status');
    this.alert = page.getByRole('main').getByRole('alert');
  }

  /** Opens a mailed link on the shop under test (the backend writes the storefront's address it was given). */
  async open(link: string, baseURL: string): Promise<void> {
    const url = new URL(link);
    await this.page.goto(new URL(`${url.pathname}${url.search}`, baseURL).toString());
    await expect(this.heading).toBeVisible();
  }
}

/** The link of a mail that leads to `path` (/newsletter/confirm, /newsletter/unsubscribe). */
export function linkTo(links: string[], path: string): string {
  const link = links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`No link to ${path} in ${links.join(', ')}`);
  return link;
}
