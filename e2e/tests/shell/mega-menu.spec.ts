import { expect, test } from '@playwright/test';
import { backendQuery, Shell } from '../../pages/shell';

interface Category {
  name: string;
  slug: string;
  count: number;
  children: { nodes: Category[] };
}

/** A main category's subcategories (and theirs) as the backend has them. */
async function subcategoriesOf(request: Parameters<typeof backendQuery>[0], databaseId: number) {
  const data = await backendQuery<{ productCategory: Category }>(
    request,
    `{ productCategory(id: ${databaseId}, idType: DATABASE_ID) { name slug count
        children(first: 50, where: {hideEmpty: true}) { nodes { name slug count
          children(first: 50, where: {hideEmpty: true}) { nodes { name slug count children { nodes { name } } } } } } } }`,
  );
  return data.productCategory;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A subcategory link's accessible name: its name and its product count ("FFP2 Masks, 7 products"). */
const withCount = (category: Category) =>
  new RegExp(`^${escapeRegExp(category.name)}\\s*,\\s*${category.count} products?$`);

test.use({ viewport: { width: 1280, height: 900 } });

test('hovering a main category opens its mega-menu with subcategories, counts, children and one Shop all', async ({
  page,
  request,
}) => {
  const masks = await subcategoriesOf(request, 513);
  expect(masks.children.nodes.length).toBeGreaterThan(0);

  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  for (const label of [
    'Speedglas',
    'Versaflo',
    'Masks',
    'Gloves',
    'Industrial',
    'Blog',
    'About Us',
    'Shipping',
    'Contact Us',
  ]) {
    await expect(shell.mainMenu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(shell.menuCategory('Masks')).toHaveAttribute('href', '/product-category/masks-respirators');
  // Every category has a mega-menu except Gloves.
  await expect(shell.megaMenuToggle('Gloves')).toHaveCount(0);

  const panel = await shell.megaMenuPanel('Masks');
  await expect(panel).toBeHidden();
  await shell.menuCategory('Masks').hover();
  await expect(panel).toBeVisible();
  await expect(shell.megaMenuToggle('Masks')).toHaveAttribute('aria-expanded', 'true');

  for (const sub of masks.children.nodes) {
    const link = panel.getByRole('link', { name: withCount(sub) });
    await expect(link).toBeVisible();
    await expect(link).toContainText(`(${sub.count})`);
    await expect(link).toHaveAttribute('href', `/product-category/${sub.slug}`);
    for (const child of sub.children.nodes) {
      await expect(panel.getByRole('link', { name: withCount(child) })).toBeVisible();
    }
  }
  // The seeded store has a third level under Masks (respirator filters), shown nested.
  expect(masks.children.nodes.some((sub) => sub.children.nodes.length > 0)).toBe(true);
  // Up to 3 columns (lists of subcategories side by side), balanced: their links differ by one at most.
  const columns = panel.locator(':scope > div > div > ul');
  expect(await columns.count()).toBeGreaterThan(0);
  expect(await columns.count()).toBeLessThanOrEqual(3);
  const links = await columns.evaluateAll((lists) => lists.map((list) => list.querySelectorAll('a').length));
  expect(Math.max(...links) - Math.min(...links), `links per column: ${links.join('/')}`).toBeLessThanOrEqual(
    1,
  );

  // One way to the whole category, the featured card; no second link beside it.
  const all = panel.getByRole('link', { name: /^(Shop all|View All) Masks/ });
  await expect(all).toHaveCount(1);
  await expect(all).toHaveAccessibleName(/^Shop all Masks/);
  await expect(all).toHaveAttribute('href', '/product-category/masks-respirators');

  // Moving away closes it after a moment; moving to another category switches.
  await shell.menuCategory('Speedglas').hover();
  await expect(await shell.megaMenuPanel('Speedglas')).toBeVisible();
  await expect(panel).toBeHidden();
  await page.mouse.move(640, 800);
  await expect(await shell.megaMenuPanel('Speedglas')).toBeHidden();
});

test('the mega-menu works by keyboard: the toggle opens it, Tab enters it, Escape closes it and returns focus', async ({
  page,
  request,
}) => {
  const speedglas = await subcategoriesOf(request, 510);
  const first = speedglas.children.nodes.find((sub) => sub.count > 0);
  expect(first).toBeDefined();

  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  const toggle = shell.megaMenuToggle('Speedglas');
  const panel = await shell.megaMenuPanel('Speedglas');

  await shell.menuCategory('Speedglas').focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Space toggles too, and leaving the menu item with Tab closes the panel.
  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await toggle.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(panel).toBeHidden();
});

test('a tap on the toggle opens the mega-menu and a tap elsewhere closes it (touch)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, hasTouch: true });
  const page = await context.newPage();
  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  const panel = await shell.megaMenuPanel('Industrial');
  await shell.megaMenuToggle('Industrial').tap();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Shop all Industrial/ })).toBeVisible();
  await page.touchscreen.tap(640, 850);
  await expect(panel).toBeHidden();
  await context.close();
});

/** More subcategories than this share the panel's width in columns rather than one long list. */
const ONE_COLUMN_AT_MOST = 3;

test('an open mega-menu fills its panel: subcategories side by side, a featured picture and Shop all', async ({
  page,
  request,
}) => {
  const speedglas = await subcategoriesOf(request, 510);
  expect(speedglas.children.nodes.length).toBeGreaterThan(ONE_COLUMN_AT_MOST);

  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  const panel = await shell.megaMenuPanel('Speedglas');
  await shell.megaMenuToggle('Speedglas').click();
  await expect(panel).toBeVisible();

  const lefts = new Set<number>();
  for (const sub of speedglas.children.nodes) {
    const box = await panel.getByRole('link', { name: withCount(sub) }).boundingBox();
    expect(box, sub.name).not.toBeNull();
    lefts.add(Math.round(box?.x ?? 0));
  }
  expect(lefts.size).toBeGreaterThan(1);

  const shopAll = panel.getByRole('link', { name: 'Shop all Speedglas' });
  await expect(shopAll).toBeVisible();
  await expect(shopAll).toHaveAttribute('href', '/product-category/speedglas');
  const picture = shopAll.locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('the mobile menu lists the same: a category opens on its picture, View all and its subcategories', async ({
  browser,
  request,
}) => {
  const masks = await subcategoriesOf(request, 513);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const shell = new Shell(page);
  await page.goto('/');
  await shell.waitUntilInteractive();
  await shell.openMenuButton.click();
  const categories = shell.mobileMenu.getByRole('tabpanel', { name: 'Categories' });
  await categories.getByText('Masks', { exact: true }).click();

  const viewAll = categories.getByRole('link', { name: 'View all Masks' });
  await expect(viewAll).toBeVisible();
  await expect(viewAll).toHaveAttribute('href', '/product-category/masks-respirators');
  const picture = viewAll.locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  for (const sub of masks.children.nodes) {
    await expect(categories.getByRole('link', { name: withCount(sub) })).toBeVisible();
  }
  await context.close();
});
