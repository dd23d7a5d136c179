import { describe, expect, it } from 'vitest';
import type { MenuCategory } from '../menu';
import { megaMenuColumns, ONE_COLUMN_AT_MOST } from './mega-menu-layout';

/** A subcategory with `childCount` nested children of its own. */
function sub(id: number, childCount = 0): MenuCategory {
  const children = Array.from({ length: childCount }, (_, i) => sub(id * 100 + i));
  return { id, name: `Sub ${id}`, slug: `sub-${id}`, count: 1, children };
}
const many = (count: number) => Array.from({ length: count }, (_, i) => sub(i + 1));
const lengths = (columns: MenuCategory[][]) => columns.map((column) => column.length);

describe('megaMenuColumns', () => {
  it('keeps a short list in one column', () => {
    expect(lengths(megaMenuColumns(many(ONE_COLUMN_AT_MOST)))).toEqual([ONE_COLUMN_AT_MOST]);
    expect(megaMenuColumns([])).toEqual([]);
  });

  it('spreads more than that over balanced columns rather than one long one', () => {
    expect(lengths(megaMenuColumns(many(4)))).toEqual([2, 2]);
    expect(lengths(megaMenuColumns(many(5)))).toEqual([3, 2]);
    expect(lengths(megaMenuColumns(many(9)))).toEqual([3, 3, 3]);
    expect(lengths(megaMenuColumns(many(12)))).toEqual([4, 4, 4]);
  });

  it('counts nested children as lines and keeps them under their parent', () => {
    // Masks in the demo store: seven subcategories, one with two children (nine lines).
    const masks = [...many(5), sub(20, 2), sub(21)];
    const columns = megaMenuColumns(masks);
    expect(columns.flat().map((c) => c.id)).toEqual(masks.map((c) => c.id));
    expect(columns.flat().find((c) => c.id === 20)?.children).toHaveLength(2);
  });

  it('balances the columns: lines differ by one at most where the order allows it', () => {
    const lines = (columns: MenuCategory[][]) =>
      columns.map((column) => column.reduce((sum, category) => sum + 1 + category.children.length, 0));
    // Masks: not 3, 2 and 4 lines (the children must stay with their parent), but 5 and 4.
    expect(lines(megaMenuColumns([...many(5), sub(20, 2), sub(21)]))).toEqual([5, 4]);
    expect(lines(megaMenuColumns([sub(1, 2), ...many(6)]))).toEqual([3, 3, 3]);
    expect(lines(megaMenuColumns([...many(3), sub(10, 3), ...many(4)]))).toEqual([3, 4, 4]);
    for (const columns of [many(7), many(8), many(10), many(11), many(16)].map(megaMenuColumns)) {
      const counts = lines(columns);
      expect(Math.max(...counts) - Math.min(...counts), counts.join('/')).toBeLessThanOrEqual(1);
    }
  });

  it('holds what the spec allows (3 columns of about 6) and no more', () => {
    expect(lengths(megaMenuColumns(many(18)))).toEqual([6, 6, 6]);
    expect(megaMenuColumns(many(30)).flat()).toHaveLength(18);
  });
});
