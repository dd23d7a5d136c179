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
    expect(columns).toHaveLength(3);
    expect(columns.flat().map((c) => c.id)).toEqual(masks.map((c) => c.id));
    expect(columns.flat().find((c) => c.id === 20)?.children).toHaveLength(2);
  });

  it('holds what the spec allows (3 columns of about 6) and no more', () => {
    expect(lengths(megaMenuColumns(many(18)))).toEqual([6, 6, 6]);
    expect(megaMenuColumns(many(30)).flat()).toHaveLength(18);
  });
});
