import { expect, test } from '@playwright/test';
import { HomeSections } from '../../pages/content';
import { mainCategories, newestPosts, popularProductNames } from './backend';
import { sharesTopicWith } from './topics';

test('home shows the hero, the five main categories, twelve popular products, the promises and the latest posts', async ({
  page,
  request,
}) => {
  const [categories, posts, popular] = await Promise.all([
    mainCategories(request),
    newestPosts(request, 3),
    popularProductNames(request),
  ]);
  expect(categories).toHaveLength(5);

  const home = new HomeSections(page);
  await home.goto();

  // The headline is the page's one h1; the shop's name is the badge above it.
  await expect(home.heroHeading).toHaveCount(1);
  await expect(home.heroHeading).toHaveText('Protection you can trust, for every job');
  await expect(home.hero.getByText('SafetyGear Pro', { exact: true })).toBeVisible();
  // One newsletter sign-up on the page (the footer's), not a second one in the page's content.
  await expect(page.getByRole('heading', { name: 'Newsletter', exact: true })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await expect(home.heroCta).toHaveAttribute('href', '/products');

  await expect(home.categoryTiles).toHaveCount(5);
  for (const [index, category] of categories.entries()) {
    const tile = home.categoryTiles.nth(index);
    await expect(tile.getByRole('link')).toHaveAttribute('href', `/product-category/${category.slug}`);
    await expect(tile).toContainText(category.name);
    await expect(tile).toContainText(`${category.count} products`);
    const image = tile.locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  await expect(home.popularProducts).toHaveCount(12);
  for (const name of popular) {
    await expect(home.popularProducts.getByRole('heading', { name, exact: true })).toBeVisible();
  }

  await expect(home.promises).toHaveCount(4);
  await expect(home.promises.nth(0)).toContainText('Free shipping over $50');
  await expect(home.promises.nth(1)).toContainText('30-day money-back guarantee');
  await expect(home.promises.nth(2)).toContainText('100% secure payment');
  await expect(home.promises.nth(3)).toContainText('24/7 online support');

  await expect(home.latestPostItems).toHaveCount(3);
  for (const [index, post] of posts.nodes.entries()) {
    const item = home.latestPostItems.nth(index);
    await expect(item.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(item.locator('img')).toHaveCount(1);
  }
});

test('home describes the store as an Organization for search engines', async ({ page }) => {
  const home = new HomeSections(page);
  await home.goto();
  const store = (await home.structuredData()).find((item) => item['@type'] === 'OnlineStore');
  expect(store).toMatchObject({
    name: 'SafetyGear Pro',
    logo: { url: expect.stringMatching(/\/logo\.svg$/) },
    address: { '@type': 'PostalAddress', addressCountry: 'US' },
    contactPoint: [expect.objectContaining({ '@type': 'ContactPoint', email: expect.stringContaining('@') })],
    sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
  });
  const logoUrl = (store?.logo as { url: string } | undefined)?.url ?? '';
  const logo = await page.request.get(new URL(logoUrl).pathname);
  expect(logo.ok()).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de-DE$/);
});

test('the hero leads to all products, and the home page speaks German at /de-DE', async ({ page }) => {
  const home = new HomeSections(page);
  await home.goto();
  await home.heroCta.click();
  await expect(page).toHaveURL(/\/products$/);

  await home.goto('/de-DE');
  await expect(page.getByRole('heading', { name: 'Nach Kategorie einkaufen' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beliebte Produkte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kostenloser Versand ab 50 $' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Produkte ansehen' })).toHaveAttribute(
    'href',
    '/de-DE/products',
  );
});

test('the hero shows the equipment the shop sells, and both calls to action lead to real pages', async ({
  page,
}) => {
  const home = new HomeSections(page);
  await home.goto();
  await expect(home.hero.getByText('Protection you can trust, for every job')).toBeVisible();

  // The store's own product artwork, described for screen readers, loaded first and at its size.
  const picture = home.hero.getByRole('img', { name: /helmet|respirator|mask|glove/i });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).toHaveAttribute('width', /^[1-9]\d*$/);
  await expect(picture).toHaveAttribute('height', /^[1-9]\d*$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const image = await page.request.get(source, { headers: { accept: 'image/avif,image/webp,*/*' } });
  expect(image.headers()['content-type']).toMatch(/^image\/(webp|avif)$/);

  const calls = [
    { name: 'Shop all products', path: /\/products$/ },
    { name: 'Browse categories', path: /\/categories$/ },
  ];
  for (const { name, path } of calls) {
    const link = home.hero.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', path);
    const target = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(target.status(), name).toBe(200);
  }
  await home.hero.getByRole('link', { name: 'Browse categories', exact: true }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('each latest post shows a picture whose description relates to the post', async ({ page, request }) => {
  const posts = await newestPosts(request, 3);
  const home = new HomeSections(page);
  await home.goto();
  await expect(home.latestPostItems).toHaveCount(posts.nodes.length);
  for (const [index, post] of posts.nodes.entries()) {
    const picture = home.latestPostItems.nth(index).getByRole('img');
    await expect(picture).toHaveAccessibleName(sharesTopicWith(post.title));
  }
});
