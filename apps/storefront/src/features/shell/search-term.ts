/**
 * The term of the results page being shown, for the header's search box to hold so the shopper can
 * refine it. The header is part of the layout, rendered once for every page, so the results page
 * hands its term over in the browser (catalog's SearchTermInHeader) and takes it back when it goes.
 * The box's server HTML, not yet live (island-on-demand.tsx), gets it as its default value: the
 * shopper has typed nothing there, and the island stays asleep; the live box follows `useShownTerm`.
 */
import { useSyncExternalStore } from 'react';

/** Marks the header's search form, whose `search` field takes the term. */
export const SEARCH_BOX_ATTRIBUTE = 'data-search-box';

let shown = '';
const listeners = new Set<() => void>();

export function showSearchTerm(term: string): void {
  if (term === shown) return;
  shown = term;
  for (const input of document.querySelectorAll<HTMLInputElement>(
    `[${SEARCH_BOX_ATTRIBUTE}] input[name="search"]`,
  )) {
    // Only where the shopper has not typed: what they type is theirs.
    if (input.value === input.defaultValue) input.defaultValue = term;
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The term shown now ('' on the server and on every page but the results). */
export const useShownTerm = (): string =>
  useSyncExternalStore(
    subscribe,
    () => shown,
    () => '',
  );
