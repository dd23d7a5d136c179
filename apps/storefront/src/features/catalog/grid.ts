/**
 * Product grids have 2, 3 or 4 columns, as wide as the grid is (components/product-grid.module.css):
 * a list of 12, or of any multiple of 12, fills every row at each of them.
 */
export const FULL_ROWS = 12;

/** The nearest list size that fills every row (a page size, a section's count); at least one set of rows. */
export function fullRowsCount(wanted: number): number {
  return Math.max(FULL_ROWS, Math.round(wanted / FULL_ROWS) * FULL_ROWS);
}
