import type { Locator, Page } from '@playwright/test';

/** The home page's sections: hero, category tiles, popular products, promises, latest posts. */
export class HomeSections {
  readonly hero: Locator;
  readonly heroHeading: Locator;
  readonly heroCta: Locator;
  readonly categories: Locator;
  readonly categoryTiles: Locator;
  readonly popularProducts: Locator;
  readonly promises: Locator;
  readonly latestPosts: Locator;
  readonly latestPostItems: Locator;

  constructor(readonly page: Page) {
    this.heroHeading = page.getByRole('heading', { level: 1 });
    this.hero = page.getByRole('region', { name: 'Protection you can trust, for every job' });
    this.heroCta = this.hero.getByRole('link', { name: 'Shop all products' });
    this.categories = page.getByRole('region', { name: 'Shop by category' });
    this.categoryTiles = this.categories.getByRole('listitem');
    this.popularProducts = page.getByRole('region', { name: 'Popular products' }).getByRole('listitem');
    this.promises = page.getByRole('region', { name: 'Why shop with us' }).getByRole('listitem');
    this.latestPosts = page.getByRole('region', { name: 'From the blog' });
    this.latestPostItems = this.latestPosts.getByRole('listitem');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /** The JSON-LD objects of the page, parsed. */
  async structuredData(): Promise<Record<string, unknown>[]> {
    const scripts = await this.page.locator('script[type="application/ld+json"]').allTextContents();
    return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
  }
}

/** The blog list (/blog) and a post page (/blog/<slug>). */
export class BlogPages {
  readonly heading: Locator;
  readonly postTitles: Locator;
  readonly pagination: Locator;
  readonly article: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.postTitles = page.getByRole('main').getByRole('heading', { level: 2 });
    this.pagination = page.getByRole('navigation', { name: 'Blog pages' });
    this.article = page.getByRole('article');
  }

  async goto(path = '/blog'): Promise<void> {
    await this.page.goto(path);
  }
}

/** The contact page's form and its answers. */
export class ContactForm {
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly errorSummary: Locator;
  readonly thanks: Locator;

  constructor(readonly page: Page) {
    // By role and accessible name: the labels' "*" marks are hidden from assistive technology.
    this.name = page.getByRole('textbox', { name: 'Name', exact: true });
    // In the page, not the footer's newsletter sign-up, which has an "Email address" too.
    this.email = page.getByRole('main').getByRole('textbox', { name: 'Email address', exact: true });
    this.subject = page.getByRole('textbox', { name: 'Subject (optional)', exact: true });
    this.message = page.getByRole('textbox', { name: 'Message', exact: true });
    this.submit = page.getByRole('button', { name: 'Send message' });
    this.errorSummary = page.getByRole('alert').filter({ hasText: /Please correct/ });
    this.thanks = page.getByRole('status').filter({ hasText: 'Thank you for your message!' });
  }

  async goto(path = '/contact'): Promise<void> {
    await this.page.goto(path);
  }

  async fill(values: { name?: string; email?: string; subject?: string; message?: string }): Promise<void> {
    if (values.name !== undefined) await this.name.fill(values.name);
    if (values.email !== undefined) await this.email.fill(values.email);
    if (values.subject !== undefined) await this.subject.fill(values.subject);
    if (values.message !== undefined) await this.message.fill(values.message);
  }
}
