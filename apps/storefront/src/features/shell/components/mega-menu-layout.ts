import { type MenuCategory, toColumns } from '../menu';

/** Nested children shown under one subcategory, at most. */
const MAX_CHILDREN = 6;
/** Spec section 9: at most 3 columns of about 6 lines. */
const MAX_COLUMNS = 3;
const MAX_PER_COLUMN = 6;
/** Up to this many lines stay in one column; more share the panel's width. */
export const ONE_COLUMN_AT_MOST = 3;

const lineCount = (subcategories: readonly MenuCategory[]) =>
  subcategories.reduce((lines, sub) => lines + 1 + Math.min(sub.children.length, MAX_CHILDREN), 0);

/**
 * A mega-menu's subcategories in balanced columns: as many lines as the spec's columns hold (3 of
 * about 6), but a short list is spread over columns of at least 3 lines instead of filling one
 * long column beside an empty panel. Five subcategories make columns of 3 and 2; nine, three of 3.
 */
export function megaMenuColumns(subcategories: readonly MenuCategory[]): MenuCategory[][] {
  const perColumn = Math.min(
    MAX_PER_COLUMN,
    Math.max(ONE_COLUMN_AT_MOST, Math.ceil(lineCount(subcategories) / MAX_COLUMNS)),
  );
  return toColumns(subcategories, { maxColumns: MAX_COLUMNS, perColumn, maxChildren: MAX_CHILDREN });
}
