import { describe, expect, it } from 'vitest';
import { buildMainMenu, type MenuCategory, toColumns } from './menu';

const category = (id: number, children: MenuCategory[] = []): MenuCategory => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  count: 3,
  children,
});
const many = (count: number, from = 1000) => Array.from({ length: count }, (_, i) => category(from + i));
const ids = (columns: MenuCategory[][]) => columns.map((column) => column.map((c) => c.id));

describe('buildMainMenu', () => {
  const tree = [
    { ...category(513, many(3, 630)), slug: 'masks-respirators' },
    { ...category(534, many(4, 650)), slug: 'gloves' },
    { ...category(510, many(2, 600)), slug: 'speedglas' },
  ];

  it('lists the five main categories in the spec order, by id, whatever order the backend uses', () => {
    const menu = buildMainMenu(tree);
    expect(menu.map((entry) => entry.key)).toEqual([
      'speedglas',
      'versaflo',
      'masks',
      'gloves',
      'industrial',
    ]);
    expect(menu.map((entry) => entry.id)).toEqual([510, 523, 513, 534, 562]);
  });

  it('gives every category a mega-menu except Gloves', () => {
    const menu = buildMainMenu(tree);
    expect(menu.find((entry) => entry.key === 'masks')).toMatchObject({
      megaMenu: true,
      href: '/product-category/masks-respirators',
    });
    expect(menu.find((entry) => entry.key === 'gloves')?.megaMenu).toBe(false);
  });

  it('keeps a plain link (by its configured slug) for a category the backend did not return', () => {
    const versaflo = buildMainMenu(tree).find((entry) => entry.key === 'versaflo');
    expect(versaflo).toMatchObject({
      href: '/product-category/versaflo',
      megaMenu: false,
      subcategories: [],
    });
  });

  it('finds a main category nested under another one', () => {
    const menu = buildMainMenu([category(1, [{ ...category(562, many(2)), slug: 'industrial' }])]);
    expect(menu.find((entry) => entry.key === 'industrial')?.subcategories).toHaveLength(2);
  });
});

describe('toColumns', () => {
  it('keeps six or fewer subcategories in one column', () => {
    expect(ids(toColumns(many(5)))).toEqual([[1000, 1001, 1002, 1003, 1004]]);
    expect(toColumns(many(6))).toHaveLength(1);
  });

  it('spreads more over up to 3 columns of about 6, in order', () => {
    const columns = toColumns(many(7));
    expect(columns).toHaveLength(2);
    expect(columns.flat().map((c) => c.id)).toEqual(many(7).map((c) => c.id));
    expect(ids(toColumns(many(18))).map((column) => column.length)).toEqual([6, 6, 6]);
  });

  it('leaves what does not fit in 3 columns to the View All link', () => {
    const columns = toColumns(many(25));
    expect(columns).toHaveLength(3);
    expect(columns.flat()).toHaveLength(18);
  });

  it('counts nested children as lines of a column', () => {
    const withChildren = [category(1, many(4, 10)), ...many(4, 20)];
    // 5 + 4 lines: two columns, the parent with its children alone in the first.
    expect(ids(toColumns(withChildren))).toEqual([[1], [20, 21, 22, 23]]);
  });

  it('caps nested children', () => {
    const [column] = toColumns([category(1, many(10, 10))], { maxChildren: 3 });
    expect(column?.[0]?.children).toHaveLength(3);
  });

  it('gives every column at least one subcategory', () => {
    const columns = toColumns([category(1, many(6, 10)), category(2), category(3)]);
    expect(columns.every((column) => column.length > 0)).toBe(true);
    expect(columns.flat().map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('returns no columns for no subcategories', () => {
    expect(toColumns([])).toEqual([]);
  });
});
