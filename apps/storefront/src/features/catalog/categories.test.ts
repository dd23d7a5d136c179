import { describe, expect, it } from 'vitest';
import { type CategoryNode, type CategorySummary, categoryTree } from './categories';

const category = (
  id: number,
  name: string,
  count: number,
  parentId: number | null = null,
): CategorySummary => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  count,
  parentId,
  image: null,
});

const names = (nodes: CategoryNode[]): unknown[] =>
  nodes.map((node) => (node.children.length > 0 ? [node.name, names(node.children)] : node.name));

const flat = [
  category(534, 'Gloves', 32),
  category(513, 'Masks', 43),
  category(633, 'N95', 6, 513),
  category(632, 'FFP3', 6, 513),
  category(636, 'Filters', 9, 513),
  category(637, 'Particulate', 4, 636),
  category(651, 'Cut-Resistant', 9, 534),
  category(700, 'Orphan', 2, 999),
];

describe('categoryTree', () => {
  it('puts top-level categories first by product count and subcategories by name', () => {
    expect(names(categoryTree(flat))).toEqual([
      ['Masks', ['FFP3', ['Filters', ['Particulate']], 'N95']],
      ['Gloves', ['Cut-Resistant']],
      'Orphan',
    ]);
  });

  it('gives the subtree under one category (a category page’s filter)', () => {
    expect(names(categoryTree(flat, 513))).toEqual(['FFP3', ['Filters', ['Particulate']], 'N95']);
    expect(categoryTree(flat, 637)).toEqual([]);
  });

  it('survives a parent loop in bad data', () => {
    const looped = [category(1, 'A', 1, 2), category(2, 'B', 1, 1), category(3, 'Root', 5)];
    expect(names(categoryTree(looped))).toEqual(['Root']);
    expect(names(categoryTree(looped, 1))).toEqual(['B']);
  });
});
