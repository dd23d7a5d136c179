/**
 * The term of the results page being shown, for the header's search box to hold so the shopper can
 * refine it. The header is part of the layout, rendered once for every page, so the results page
 * hands its term over in the browser (catalog's SearchTermInHeader) and takes it back when it goes.
 * The box's server HTML, not yet live (island-on-demand.tsx), gets it as its default value: the
 * shopper has typed nothing there, and the island stays asleep. The live box follows the event.
 * Kept this small because every results page loads it first; the live box's side is in its own code.
 */

/** Marks the header's search form, whose `search` field takes the term. */
export const SEARCH_BOX_ATTRIBUTE = 'data-search-box';
/** Sent on `window` when the shown term changes. */
export const SEARCH_TERM_EVENT = 'shop-search-term';

let shown = '';

/** The term shown now ('' on every page but the results). */
export const shownSearchTerm = (): string => shown;

export function showSearchTerm(term: string): void {
  if (term === shown) return;
  shown = term;
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `[${SEARCH_BOX_ATTRIBUTE}] input[name="search"]`,
  )) {
    // Only where the shopper has not typed: what they type is theirs.
    if (input.value === input.defaultValue) input.defaultValue = term;
  }
  window.dispatchEvent(new Event(SEARCH_TERM_EVENT));
}
