/**
 * When the header hides on narrow screens (spec section 9): below 1024 px it slides away as the
 * shopper scrolls down past 60 px and comes back on scrolling up; movements under 5 px are
 * ignored so a trembling finger does not make it flicker.
 */
const HEADER_HIDE_THRESHOLD_PX = 60;
const HEADER_SCROLL_DELTA_PX = 5;
/** The header hides only on screens narrower than this. */
export const HEADER_HIDE_MAX_WIDTH_PX = 1024;

export interface HeaderScrollState {
  /** The scroll position the last decision was taken at. */
  y: number;
  hidden: boolean;
}

export function nextHeaderScrollState(previous: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= HEADER_HIDE_THRESHOLD_PX) return { y, hidden: false };
  const delta = y - previous.y;
  // Small movements accumulate against the last decision's position instead of being lost.
  if (Math.abs(delta) < HEADER_SCROLL_DELTA_PX) return previous;
  return { y, hidden: delta > 0 };
}
