import { LogoutOperation } from '@/graphql/generated/browser-operations.generated';
import { hasCode, type ShopError } from '../errors/error-message';
import { STOCK_SESSION_ERRORS } from '../errors/stock-messages';
import { postOperation } from './route-call';

/**
 * Starting afresh when the session cannot go on (spec sections 4 and 8): a session error from the
 * backend, or a store that could not start. Every cookie goes (the route's Logout), then the
 * browser's storage, then the page reloads once; a short-lived reload-count cookie stops a loop
 * when the shop stays unreachable.
 */

/**
 * Refusals after which the session cannot go on: start afresh (spec section 8). This shop says so
 * by code; a stock WooGraphQL site by its exact sentences (stock-messages.ts).
 */
export function isFatalSessionError(error: ShopError): boolean {
  return hasCode(error, 'INVALID_SESSION', 'EXPIRED_SESSION') || STOCK_SESSION_ERRORS.has(error.message);
}

/** The reload-count cookie: a recovery reloads the page once, never in a loop. */
export const RELOAD_COOKIE = 'ppe_reload_count';
/** Long enough to cover the reload itself; a later failure may recover again. */
const RELOAD_COOKIE_SECONDS = 60;

export function reloadCount(cookieHeader: string): number {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${RELOAD_COOKIE}=(\\d+)`));
  return match?.[1] ? Number(match[1]) : 0;
}

export function reloadCookie(count: number): string {
  return `${RELOAD_COOKIE}=${count}; Max-Age=${RELOAD_COOKIE_SECONDS}; Path=/; SameSite=Lax`;
}

export const CLEARED_RELOAD_COOKIE = `${RELOAD_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;

/**
 * Clears what this shop keeps in the browser's storage, except the guest's wishlist: it is the
 * shopper's own choice and nothing a shopper did may be lost.
 */
export function clearShopStorage(local: Storage, session: Storage, keep: readonly string[]) {
  const kept = keep.map((key) => [key, local.getItem(key)] as const);
  local.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) local.setItem(key, value);
}

/** Kept through a reset: the guest's wishlist (features/wishlist) is the shopper's own choice. */
export const KEPT_STORAGE_KEYS = ['ppe-wishlist'] as const;

let recovering = false;

export async function recoverSession(): Promise<void> {
  if (recovering) return;
  recovering = true;
  const count = reloadCount(document.cookie);
  try {
    clearShopStorage(window.localStorage, window.sessionStorage, KEPT_STORAGE_KEYS);
  } catch {
    // Storage may be disabled; the cookies still go.
  }
  if (count >= 1) return;
  // Through the route's own queue: Logout waits for the calls under way, as any sign-out does.
  await postOperation(LogoutOperation, {});
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's reload guard is a cookie; the Cookie Store API is missing from some browsers.
  document.cookie = reloadCookie(count + 1);
  window.location.reload();
}

/** After a store started well, a later failure may recover (and reload) again. */
export function forgetRecovery(): void {
  if (reloadCount(document.cookie) === 0) return;
  // biome-ignore lint/suspicious/noDocumentCookie: see recoverSession.
  document.cookie = CLEARED_RELOAD_COOKIE;
}
