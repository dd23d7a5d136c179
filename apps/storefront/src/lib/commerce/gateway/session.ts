import 'server-only';
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import type { DocumentNode } from 'graphql';
import { cookies } from 'next/headers';
import { isFatalSessionError } from '../browser/session-recovery';
import { shopErrorOf } from '../errors/error-message';
import { type SessionResult, sessionRequest } from '../server/session-request';
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
import { authSilentlyRefused, expiresSoon } from './auth-expiry';
import { refreshAuthToken } from './refresh';

/**
 * One operation sent with the shopper's cookies: the WooCommerce session (httpOnly `woo_session`,
 * sent as `woocommerce-session`) and, when signed in, the auth token (httpOnly, sent as
 * `Authorization: Bearer`). An auth token about to run out is renewed before the request, and one
 * refused as expired (a named expiry, or a real site's bare 403 or empty viewer, auth-expiry.ts) is
 * renewed once, silently, with the refresh-token cookie; any other refused token, or a refused
 * renewal, signs the shopper out here. Sign-in answers set
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

  const signOut = () => applyCookies(jar, clearCookies([AUTH_COOKIE, REFRESH_COOKIE]));
  /** A new auth token from the refresh cookie, kept in its cookie; a refused refresh signs out here. */
  const renew = async (): Promise<string | null> => {
    const renewed = refreshToken ? await refreshAuthToken(refreshToken) : null;
    if (renewed) setAuth(renewed);
    else signOut();
    return renewed;
  };

  if (sendsAuth && refreshToken && (!authToken || expiresSoon(authToken))) {
    // The auth cookie is gone or about to run out, but the sign-in lasts: renew it before asking.
    authToken = await renew();
  }
  let result = await sessionRequest(document, variables, session, authToken, language);
  if (authToken && operationName !== 'Logout') {
    const authError = result.errors
      .map(shopErrorOf)
      .find((error) => isAuthExpired(error) || isAuthInvalid(error));
    const refused = authError !== undefined || authSilentlyRefused(result, document);
    if (refused) {
      // Renew once when the token may merely have run out (a named expiry, or a real site's bare
      // 403 or empty viewer); a token named invalid, or a refused renewal, continues as a guest.
      let renewed: string | null = null;
      if (authError && !isAuthExpired(authError)) signOut();
      else renewed = await renew();
      result = await sessionRequest(document, variables, session, renewed, language);
    }
  }

  // Whatever the backend said, the shopper is signed out here.
  if (operationName === 'Logout') return signOutHere();
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

/**
 * Signs the shopper out in this browser: every cookie goes (a fresh guest session follows), and the
 * answer is the one Headless Login's `logout` gives. The tokens live only in these cookies, so this
 * is the whole sign-out where the backend has no `logout` mutation.
 */
export async function signOutHere(): Promise<SessionResult<unknown>> {
  applyCookies(await cookies(), clearCookies());
  return { data: { logout: { success: true } }, errors: [], sessionToken: null, status: 200 };
}
