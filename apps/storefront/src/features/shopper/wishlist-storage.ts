/** The wishlist's pure logic: the browser's list (logged out) and its merge into the account on login. */

export const WISHLIST_STORAGE_KEY = 'ppe-wishlist';
const MAX_ITEMS = 100;

/** The ids kept in localStorage; anything unreadable counts as an empty list. */
export function parseStoredWishlist(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return unique(value.filter((id): id is number => Number.isInteger(id) && id > 0)).slice(0, MAX_ITEMS);
  } catch {
    return [];
  }
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** Adds (newest first) or removes a product. */
export function toggleWishlist(ids: readonly number[], productId: number, add: boolean): number[] {
  const rest = ids.filter((id) => id !== productId);
  return add ? [productId, ...rest].slice(0, MAX_ITEMS) : rest;
}

/** The browser's ids the account does not hold yet (what addToWishlist is sent on login). */
export function idsToMerge(local: readonly number[], account: readonly number[]): number[] {
  const held = new Set(account);
  return unique(local).filter((id) => !held.has(id));
}
