/**
 * When a signed-in shopper's auth token must be renewed with the refresh-token cookie (pure, so it
 * is unit-tested). Headless Login's access tokens live 300 s (+60 s leeway); past that a real site
 * answers HTTP 403 with `viewer: null` and no `errors` at all (recorded on WordPress 6.9,
 * WooCommerce 9.9.5, WooGraphQL 1.0.2, Headless Login 0.4.3). So the route renews a token before
 * it runs out (its `exp` is known), and again when an answer to it is a 403 or leaves the viewer
 * empty, not only when the answer names an expired token.
 */

import { type DocumentNode, getOperationAST, Kind } from 'graphql';
import { decodeJwt } from 'jose';

/** Renew this long before expiry at most, and never later than a fifth of the token's life before it. */
const RENEW_AHEAD_SECONDS = 60;

/**
 * Whether the auth token runs out within the renewal margin (or already has). A token that is not
 * a readable JWT with `exp` is sent as it is: the backend's answer decides.
 */
export function expiresSoon(token: string, now = Date.now()): boolean {
  let claims: { exp?: number; iat?: number };
  try {
    claims = decodeJwt(token);
  } catch {
    return false;
  }
  if (typeof claims.exp !== 'number') return false;
  const lifetime = typeof claims.iat === 'number' ? claims.exp - claims.iat : RENEW_AHEAD_SECONDS * 5;
  const margin = Math.min(RENEW_AHEAD_SECONDS, Math.max(0, lifetime) / 5);
  return claims.exp - now / 1000 <= margin;
}

/** The response keys of the operation's top-level `viewer` fields (an alias counts as its key). */
function viewerKeys(document: DocumentNode): string[] {
  const operation = getOperationAST(document);
  return (operation?.selectionSet.selections ?? []).flatMap((selection) =>
    selection.kind === Kind.FIELD && selection.name.value === 'viewer'
      ? [selection.alias?.value ?? selection.name.value]
      : [],
  );
}

/**
 * Whether an answer to a request that carried an auth token says the token was not accepted
 * without naming it: HTTP 401/403 (Headless Login's expired, malformed or foreign token), or an
 * asked-for viewer that came back empty (a signed-in request always has one).
 */
export function authSilentlyRefused(
  answer: { status: number; data: unknown },
  document: DocumentNode,
): boolean {
  if (answer.status === 401 || answer.status === 403) return true;
  const data = answer.data as Record<string, unknown> | null;
  return viewerKeys(document).some((key) => data !== null && data[key] === null);
}
