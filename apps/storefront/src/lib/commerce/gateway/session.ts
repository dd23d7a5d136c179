import 'server-only';
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { DocumentNode } from 'graphql';
import { cookies } from 'next/headers';
import { shopErrorOf } from '../error-message';
import { isFatalSessionError } from '../session-recovery';
import { type SessionResult, sessionRequest } from '../session-request';
import {
  AUTH_COOKIE,
  type CookieChange,
  carriesTokens,
  clearCookies,
  cookieOptions,
  isAuthExpired,
  isAuthInvalid,
  isSignInOperation,
  REFRESH_COOKIE,
  REFRESH_MAX_AGE,
  SESSION_COOKIE,
  SESSION_MAX_AGE,
  securesCookies,
  signInCookies,
  signInTokens,
} from './auth-cookies';
import { refreshAuthToken } from './refresh';

/**
 * One operation sent with the shopper's cookies: the WooCommerce session (httpOnly `woo_session`,
 * sent as `woocommerce-session`) and, when signed in, the auth token (httpOnly, sent as
 * `Authorization: Bearer`). An expired auth token is refreshed once, silently, with the
 * refresh-token cookie; any other refused token signs the shopper out here. Sign-in answers set
 * the cookies; Logout drops every cookie whatever the backend said.
 */
type Jar = Awaited<ReturnType<typeof cookies>>;

function applyCookies(jar: Jar, changes: readonly CookieChange[]) {
  for (const change of changes) {
    if ('delete' in change) jar.delete(change.name);
    else jar.set(change.name, change.value, change.options);
  }
}

export interface SessionCall {
  operationName: string;
  document: DocumentNode;
  variables: Record<string, unknown>;
  /** The language of the shopper's page, which the answer's store content is asked in. */
  language?: StoreLanguage;
}

export async function sendWithSession(request: Request, call: SessionCall): Promise<SessionResult<unknown>> {
  const { operationName, document, variables, language } = call;
  const jar = await cookies();
  const secure = securesCookies(request);
  const session = jar.get(SESSION_COOKIE)?.value ?? null;
  const refreshToken = jar.get(REFRESH_COOKIE)?.value ?? null;
  // A new sign-in starts clean: a stale token must not make the backend refuse the login itself.
  const sendsAuth = !isSignInOperation(operationName);
  let authToken = sendsAuth ? (jar.get(AUTH_COOKIE)?.value ?? null) : null;
  const setAuth = (token: string) =>
    applyCookies(jar, [{ name: AUTH_COOKIE, value: token, options: cookieOptions(secure, REFRESH_MAX_AGE) }]);

  if (sendsAuth && !authToken && refreshToken) {
    // The auth cookie is gone but the sign-in lasts: renew it before asking.
    authToken = await refreshAuthToken(refreshToken);
    if (authToken) setAuth(authToken);
    else applyCookies(jar, clearCookies([AUTH_COOKIE, REFRESH_COOKIE]));
  }
  let result = await sessionRequest(document, variables, session, authToken, language);
  const authError = authToken
    ? result.errors.map(shopErrorOf).find((error) => isAuthExpired(error) || isAuthInvalid(error))
    : undefined;
  if (authError) {
    // Refresh once when the token merely expired; otherwise (or when that fails) continue as a guest.
    const renewed = refreshToken && isAuthExpired(authError) ? await refreshAuthToken(refreshToken) : null;
    if (renewed) setAuth(renewed);
    else applyCookies(jar, clearCookies([AUTH_COOKIE, REFRESH_COOKIE]));
    if (operationName !== 'Logout')
      result = await sessionRequest(document, variables, session, renewed, language);
  }

  if (operationName === 'Logout') {
    // Whatever the backend said, the shopper is signed out here: every cookie goes (a fresh guest session follows).
    applyCookies(jar, clearCookies());
    return { data: { logout: { success: true } }, errors: [], sessionToken: null };
  }
  const tokens = carriesTokens(operationName) ? signInTokens(operationName, result.data) : null;
  if (tokens) {
    applyCookies(
      jar,
      signInCookies({ ...tokens, sessionToken: tokens.sessionToken ?? result.sessionToken }, secure),
    );
  } else if (result.errors.some((error) => isFatalSessionError(shopErrorOf(error)))) {
    // The session token is no longer usable: the cookie goes.
    jar.delete(SESSION_COOKIE);
  } else if (result.sessionToken && result.sessionToken !== session) {
    jar.set(SESSION_COOKIE, result.sessionToken, cookieOptions(secure, SESSION_MAX_AGE));
  }
  return result;
}
