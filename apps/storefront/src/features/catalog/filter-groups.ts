/**
 * A long filter group (many categories, an attribute with many terms) shows its first choices and
 * keeps the rest behind "Show N more": a keyboard user otherwise passes every box of every group
 * before reaching the products. A group that holds a chosen value beyond them opens with it shown.
 */
export const FIRST_CHOICES = 5;
/** Under each category, its first subcategories; the rest wait behind its own "Show N more". */
export const FIRST_SUBCHOICES = 2;

interface Choice {
  value: string;
  children?: readonly Choice[];
}

/** Whether the choice, or one under it (a subcategory), is chosen. */
const holdsChosen = (choice: Choice, chosen: readonly string[]): boolean =>
  chosen.includes(choice.value) || (choice.children ?? []).some((child) => holdsChosen(child, chosen));

/** How many choices after the `first` wait behind "Show more" (0: none), and whether they open shown. */
export function moreChoices(
  choices: readonly Choice[],
  chosen: readonly string[],
  first = FIRST_CHOICES,
): { hidden: number; open: boolean } {
  const rest = choices.slice(first);
  // One choice more is shown rather than hidden behind a control of its own.
  if (rest.length <= 1) return { hidden: 0, open: false };
  return { hidden: rest.length, open: rest.some((choice) => holdsChosen(choice, chosen)) };
}
