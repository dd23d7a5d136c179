/**
 * The main menu of spec section 2: the five main categories by their ids (section 9), each with
 * a mega-menu except Gloves, then the information pages. Pure: the data module feeds it the
 * category tree, components render what it returns.
 */

/** A category as the menus show it (app type; the GraphQL shape stops in data.ts). */
export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  /** Products in the category and its subcategories (WooCommerce's stored term count). */
  count: number;
  children: MenuCategory[];
}

export type MainCategoryKey = 'speedglas' | 'versaflo' | 'masks' | 'gloves' | 'industrial';

interface MainCategoryDefinition {
  key: MainCategoryKey;
  /** Spec section 9: the main menu's category ids. */
  id: number;
  /** Used when the backend does not return the category (the link still works by slug). */
  slug: string;
  megaMenu: boolean;
}

export const MAIN_CATEGORIES: readonly MainCategoryDefinition[] = [
  { key: 'speedglas', id: 510, slug: 'speedglas', megaMenu: true },
  { key: 'versaflo', id: 523, slug: 'versaflo', megaMenu: true },
  { key: 'masks', id: 513, slug: 'masks-respirators', megaMenu: true },
  // Spec section 2: every category has a mega-menu except Gloves.
  { key: 'gloves', id: 534, slug: 'gloves', megaMenu: false },
  { key: 'industrial', id: 562, slug: 'industrial', megaMenu: true },
];

export type InfoPageKey =
  | 'blog'
  | 'aboutUs'
  | 'shipping'
  | 'contactUs'
  | 'shippingReturns'
  | 'privacyPolicy'
  | 'termsOfService';

/** The information entries of the main menu, after the categories. */
export const MAIN_MENU_PAGES: readonly { key: InfoPageKey; href: string }[] = [
  { key: 'blog', href: '/blog' },
  { key: 'aboutUs', href: '/about-us' },
  { key: 'shipping', href: '/shipping-returns' },
  { key: 'contactUs', href: '/contact-us' },
];

/** The information pages of the mobile menu's Info tab. */
export const INFO_PAGES: readonly { key: InfoPageKey; href: string }[] = [
  { key: 'aboutUs', href: '/about-us' },
  { key: 'blog', href: '/blog' },
  { key: 'shippingReturns', href: '/shipping-returns' },
  { key: 'contactUs', href: '/contact-us' },
  { key: 'privacyPolicy', href: '/privacy-policy' },
  { key: 'termsOfService', href: '/terms-of-service' },
];

export interface MainMenuEntry {
  key: MainCategoryKey;
  id: number;
  slug: string;
  href: string;
  /** Subcategories for the mega-menu; empty when the entry has none or shows no mega-menu. */
  subcategories: MenuCategory[];
  megaMenu: boolean;
}

export const categoryHref = (slug: string): string => `/product-category/${encodeURIComponent(slug)}`;

/** Finds a category anywhere in a list of trees. */
function findById(categories: readonly MenuCategory[], id: number): MenuCategory | null {
  for (const category of categories) {
    if (category.id === id) return category;
    const found = findById(category.children, id);
    if (found) return found;
  }
  return null;
}

/**
 * The five main entries from the category tree. A category missing from the backend still gets
 * its link (by its configured slug) but no mega-menu, so the menu never loses an entry.
 */
export function buildMainMenu(categories: readonly MenuCategory[]): MainMenuEntry[] {
  return MAIN_CATEGORIES.map((definition) => {
    const category = findById(categories, definition.id);
    const slug = category?.slug ?? definition.slug;
    const subcategories = category?.children ?? [];
    return {
      key: definition.key,
      id: definition.id,
      slug,
      href: categoryHref(slug),
      subcategories,
      megaMenu: definition.megaMenu && subcategories.length > 0,
    };
  });
}

export interface ColumnOptions {
  /** Spec section 9: at most 3 columns. */
  maxColumns?: number;
  /** Spec section 9: about 6 items per column. */
  perColumn?: number;
  /** Nested children shown under one subcategory, at most. */
  maxChildren?: number;
}

/** A subcategory with its nested children takes one line per child too. */
const weight = (category: MenuCategory, maxChildren: number) =>
  1 + Math.min(category.children.length, maxChildren);

/**
 * Splits a mega-menu's subcategories into at most `maxColumns` columns of about `perColumn`
 * lines, in their order, counting nested children as lines. Subcategories beyond what the columns
 * hold are left to the View All link; nested children are capped at `maxChildren`.
 */
export function toColumns(
  subcategories: readonly MenuCategory[],
  { maxColumns = 3, perColumn = 6, maxChildren = 6 }: ColumnOptions = {},
): MenuCategory[][] {
  const capacity = maxColumns * perColumn;
  const shown: MenuCategory[] = [];
  let lines = 0;
  for (const category of subcategories) {
    const capped = { ...category, children: category.children.slice(0, maxChildren) };
    const lineCount = weight(capped, maxChildren);
    // Always show at least one subcategory, even one with many children.
    if (shown.length > 0 && lines + lineCount > capacity) break;
    shown.push(capped);
    lines += lineCount;
  }
  if (shown.length === 0) return [];

  const columnCount = Math.min(maxColumns, Math.ceil(lines / perColumn), shown.length);
  const target = Math.ceil(lines / columnCount);
  const columns: MenuCategory[][] = [[]];
  let columnLines = 0;
  shown.forEach((category, index) => {
    const current = columns[columns.length - 1] as MenuCategory[];
    const remainingItems = shown.length - index;
    const remainingColumns = columnCount - columns.length;
    // Start a new column when this one is full, or when the items left are just enough to give
    // every remaining column one.
    if (
      current.length > 0 &&
      remainingColumns > 0 &&
      (columnLines + weight(category, maxChildren) > target || remainingItems <= remainingColumns)
    ) {
      columns.push([category]);
      columnLines = weight(category, maxChildren);
    } else {
      current.push(category);
      columnLines += weight(category, maxChildren);
    }
  });
  return columns;
}

/** The mobile menu dialog's id (the hamburger's aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';
