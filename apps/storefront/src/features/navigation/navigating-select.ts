/**
 * A dropdown whose options lead to pages (the product list's sort order): the server marks the
 * select with NAVIGATES_ATTRIBUTE and gives each option its URL in `data-href`; choosing one goes
 * there (components/link-navigation.tsx follows it with the router, as it does the shop's links).
 */
export const NAVIGATES_ATTRIBUTE = 'data-navigates';

/** The page the select's chosen option leads to; null when the choice is not a navigating one. */
export function chosenPage(target: EventTarget | null): string | null {
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute(NAVIGATES_ATTRIBUTE)) return null;
  return target.selectedOptions[0]?.dataset.href ?? null;
}

/**
 * The page chosen in a navigating select before the page was interactive: the browser shows the
 * pick, but no script saw it. An option other than the one the server marked selected is a choice.
 */
export function pageChosenEarly(root: ParentNode): string | null {
  for (const select of root.querySelectorAll<HTMLSelectElement>(`select[${NAVIGATES_ATTRIBUTE}]`)) {
    const option = select.selectedOptions[0];
    if (option && !option.defaultSelected && option.dataset.href) return option.dataset.href;
  }
  return null;
}
