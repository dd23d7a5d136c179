import { expect, type Locator, test } from '@playwright/test';
import { HomeSections } from '../../pages/content';

interface Row {
  items: number;
  /** How far the row's last item ends short of the list's right edge, in px. */
  gap: number;
}

/** The rows of a list, top to bottom: items on one row share their top. */
async function rowsOf(list: Locator): Promise<Row[]> {
  return list.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    const rows = new Map<number, { items: number; end: number }>();
    for (const item of element.children) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { items: 0, end: Number.NEGATIVE_INFINITY };
      rows.set(top, { items: row.items + 1, end: Math.max(row.end, box.right) });
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) => ({ items: row.items, gap: Math.round(right - row.end) }));
  });
}

for (const width of [375, 768, 1280]) {
  test(`the home page's product, category and post grids have no partly filled rows at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const home = new HomeSections(page);
    await home.goto();
    await expect(home.popularProducts.first()).toBeVisible();
    const lists = {
      'popular products': page.getByRole('region', { name: 'Popular products' }).getByRole('list'),
      categories: home.categories.getByRole('list'),
      'latest posts': home.latestPosts.getByRole('list'),
    };
    for (const [name, list] of Object.entries(lists)) {
      const rows = await rowsOf(list);
      expect(rows.length, `${name} are shown`).toBeGreaterThan(0);
      // Every row reaches the list's right edge (a row that scrolls sideways runs past it).
      for (const row of rows) {
        expect(row.items, `${name}: ${JSON.stringify(rows)}`).toBe(rows[0]?.items);
        expect(row.gap, `${name}: ${JSON.stringify(rows)}`).toBeLessThanOrEqual(2);
      }
    }
  });
}
