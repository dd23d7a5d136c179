import { type MenuCategory, toColumns } from '../menu';

/** Nested children shown under one subcategory, at most. */
const MAX_CHILDREN = 6;
/** Spec section 9: at most 3 columns of about 6 lines. */
const MAX_COLUMNS = 3;
const MAX_PER_COLUMN = 6;
/** Up to this many lines stay in one column; more share the panel's width. */
export const ONE_COLUMN_AT_MOST = 3;

/** A subcategory's lines: its own link and its (capped) children's. */
const linesOf = (category: MenuCategory) => 1 + Math.min(category.children.length, MAX_CHILDREN);
const lineCount = (subcategories: readonly MenuCategory[]) =>
  subcategories.reduce((lines, sub) => lines + linesOf(sub), 0);

/** How far a split is from even: its longest column, then longest less shortest. */
interface Split {
  columns: MenuCategory[][];
  longest: number;
  spread: number;
}

function measure(columns: MenuCategory[][]): Split {
  const lengths = columns.map(lineCount);
  const longest = Math.max(...lengths);
  return { columns, longest, spread: longest - Math.min(...lengths) };
}

/**
 * The most even split of `shown`, in order, into `count` non-empty columns (a subcategory keeps its
 * children): the shortest longest column, then the smallest difference; on a tie the earlier
 * columns are the longer ones. A menu has at most 18 lines, so trying every split is cheap.
 */
function evenSplit(shown: readonly MenuCategory[], count: number): Split | null {
  if (count > shown.length) return null;
  if (count === 1) return measure([[...shown]]);
  let best: Split | null = null;
  for (let end = shown.length - count + 1; end >= 1; end--) {
    const rest = evenSplit(shown.slice(end), count - 1);
    if (!rest) continue;
    const split = measure([shown.slice(0, end), ...rest.columns]);
    if (
      !best ||
      split.longest < best.longest ||
      (split.longest === best.longest && split.spread < best.spread)
    )
      best = split;
  }
  return best;
}

/**
 * A mega-menu's subcategories in balanced columns: as many lines as the spec's columns hold (3 of
 * about 6), but a short list is spread over columns of at least 3 lines instead of filling one
 * long column beside an empty panel. Columns differ by one line at most where the order allows it,
 * with one column fewer if that is what it takes (never longer than 6 lines): seven subcategories,
 * one with two children, make 5 and 4 lines rather than 3, 2 and 4.
 */
export function megaMenuColumns(subcategories: readonly MenuCategory[]): MenuCategory[][] {
  const perColumn = Math.min(
    MAX_PER_COLUMN,
    Math.max(ONE_COLUMN_AT_MOST, Math.ceil(lineCount(subcategories) / MAX_COLUMNS)),
  );
  const columns = toColumns(subcategories, { maxColumns: MAX_COLUMNS, perColumn, maxChildren: MAX_CHILDREN });
  const shown = columns.flat();
  let best: Split | null = null;
  for (let count = columns.length; count >= 1; count--) {
    const split = evenSplit(shown, count);
    if (!split || (count < columns.length && split.longest > MAX_PER_COLUMN)) continue;
    if (split.spread <= 1) return split.columns;
    if (!best || split.spread < best.spread) best = split;
  }
  return best?.columns ?? columns;
}
