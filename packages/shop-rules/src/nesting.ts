/**
 * How deep GraphQL variables may nest. No input type of the shop nests more than a few levels
 * (a checkout's `input.billing.country`, a list of line items); a value 100,000 objects deep is
 * only an attack, and code that walks values by recursion (JSON.stringify among it) runs out of
 * stack on one. The storefront refuses it before sending, the backend before anything runs.
 */
export const MAX_VARIABLES_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `"variables" may be nested at most ${MAX_VARIABLES_DEPTH} levels deep.`;

/** Whether a parsed JSON value nests objects or lists more than `maxDepth` levels; walked with a list, not recursion. */
export function nestedDeeperThan(value: unknown, maxDepth = MAX_VARIABLES_DEPTH): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxDepth) return true;
    for (const inner of Object.values(current)) pending.push([inner, depth + 1]);
  }
  return false;
}
