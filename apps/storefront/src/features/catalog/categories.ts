/** The category tree the categories page and the category filter show, built from the flat list. */

interface CategoryImage {
  url: string;
  alt: string;
}

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  /** Products in the category and its subcategories. */
  count: number;
  parentId: number | null;
  image: CategoryImage | null;
}

export interface CategoryNode extends CategorySummary {
  children: CategoryNode[];
}

/** Categories as a tree: top-level ones (most products first) with their subcategories (by name). */
export function categoryTree(categories: CategorySummary[], rootId: number | null = null): CategoryNode[] {
  const byParent = new Map<number | null, CategorySummary[]>();
  const known = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    // A category whose parent is not in the list (hidden as empty) is shown at the top level.
    const parent = category.parentId !== null && known.has(category.parentId) ? category.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const build = (parent: number | null, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parent) ?? [])
      .filter((category) => !seen.has(category.id))
      .sort((a, b) => (parent === null ? b.count - a.count : a.name.localeCompare(b.name)))
      .map((category) => ({ ...category, children: build(category.id, new Set([...seen, category.id])) }));
  if (rootId === null) return build(null, new Set());
  return build(rootId, new Set([rootId]));
}
