/**
 * Token handling of the same-origin GraphQL route (pure, so it is unit-tested): the backend's auth
 * and refresh tokens live only in httpOnly cookies; the answers of login, loginWithProvider and
 * registerCustomer are read for their tokens, which are then removed before the browser sees them.
 */

import { hasCode, type ShopError } from '../errors/error-message';
import { STOCK_AUTH_EXPIRED, STOCK_AUTH_INVALID } from '../errors/stock-messages';

export const SESSION_COOKIE = 'woo_session';
export const AUTH_COOKIE = 'ppe_auth';
export const REFRESH_COOKIE = 'ppe_refresh';
export const ALL_COOKIES = [SESSION_COOKIE, AUTH_COOKIE, REFRESH_COOKIE] as const;

/** The WooCommerce session cookie keeps its two weeks; sign-in cookies last as long as the refresh token. */
export const SESSION_MAX_AGE = 60 * 60 * 24 * 14;
export const REFRESH_MAX_AGE = 60 * 60 * 24 * 30;

/** Operations whose answer carries a fresh sign-in. */
export const SIGN_IN_OPERATIONS = ['login', 'loginWithProvider', 'registerCustomer'] as const;
type SignInOperation = (typeof SIGN_IN_OPERATIONS)[number];

export function isSignInOperation(name: string): name is SignInOperation {
  return (SIGN_IN_OPERATIONS as readonly string[]).includes(name);
}

/**
 * The backend's answer when the auth token has expired (the route refreshes it once, silently):
 * this shop's code, or Headless Login's exact sentence (stock-messages.ts).
 */
export function isAuthExpired(error: ShopError): boolean {
  return hasCode(error, 'EXPIRED_AUTH_TOKEN') || STOCK_AUTH_EXPIRED.has(error.message);
}

/** Any other refused token (revoked, tampered, rotated secret): the sign-in cookies are dropped. */
export function isAuthInvalid(error: ShopError): boolean {
  return hasCode(error, 'INVALID_AUTH_TOKEN') || STOCK_AUTH_INVALID.has(error.message);
}

export interface SignInTokens {
  authToken: string;
  refreshToken: string | null;
  sessionToken: string | null;
  /** Seconds the refresh cookie should live (from refreshTokenExpiration, else 30 days). */
  maxAge: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Seconds until an expiration the backend wrote as a Unix time (seconds or milliseconds) or an ISO
 * date; `fallback` when it is missing or unreadable, never less than a minute.
 */
export function secondsUntil(expiration: unknown, now: number, fallback: number): number {
  let at: number | null = null;
  if (typeof expiration === 'number' || (typeof expiration === 'string' && /^\d+$/.test(expiration))) {
    const value = Number(expiration);
    at = value < 1e12 ? value * 1000 : value;
  } else if (typeof expiration === 'string') {
    const parsed = Date.parse(expiration);
    at = Number.isNaN(parsed) ? null : parsed;
  }
  if (at === null) return fallback;
  return Math.max(60, Math.round((at - now) / 1000));
}

/**
 * Where an answer carries new tokens: the sign-ins, and a password change (it signs the customer out
 * everywhere and hands this browser a fresh login session).
 */
const TOKEN_PAYLOADS: Record<string, string> = {
  login: 'login',
  loginWithProvider: 'login',
  registerCustomer: 'registerCustomer',
  updatePassword: 'updateCustomer',
};

export function carriesTokens(operationName: string): boolean {
  return Object.hasOwn(TOKEN_PAYLOADS, operationName);
}

/** The tokens of an answer that issued a login session, or null when it issued none. */
export function signInTokens(operationName: string, data: unknown, now = Date.now()): SignInTokens | null {
  const key = TOKEN_PAYLOADS[operationName];
  const payload = key && isObject(data) && isObject(data[key]) ? data[key] : null;
  const authToken = text(payload?.authToken);
  if (!payload || !authToken) return null;
  const customer = isObject(payload.customer) ? payload.customer : null;
  return {
    authToken,
    refreshToken: text(payload.refreshToken),
    // login answers sessionToken; registerCustomer carries it on the customer.
    sessionToken: text(payload.sessionToken) ?? text(customer?.sessionToken),
    maxAge: secondsUntil(payload.refreshTokenExpiration, now, REFRESH_MAX_AGE),
  };
}

const TOKEN_FIELDS = ['authToken', 'refreshToken', 'sessionToken', 'wooSessionToken'];

/** A copy of the answer without any token (nested ones included): the browser never holds them. */
export function stripTokens<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripTokens) as T;
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !TOKEN_FIELDS.includes(key))
      .map(([key, inner]) => [key, stripTokens(inner)]),
  ) as T;
}

export interface CookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

export function cookieOptions(secure: boolean, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}

export type CookieChange =
  | { name: string; value: string; options: CookieOptions }
  | { name: string; delete: true };

/** The cookies to write after a sign-in: auth and refresh token, and the customer's cart session. */
export function signInCookies(tokens: SignInTokens, secure: boolean): CookieChange[] {
  const changes: CookieChange[] = [
    { name: AUTH_COOKIE, value: tokens.authToken, options: cookieOptions(secure, tokens.maxAge) },
  ];
  if (tokens.refreshToken) {
    changes.push({
      name: REFRESH_COOKIE,
      value: tokens.refreshToken,
      options: cookieOptions(secure, tokens.maxAge),
    });
  }
  if (tokens.sessionToken) {
    changes.push({
      name: SESSION_COOKIE,
      value: tokens.sessionToken,
      options: cookieOptions(secure, SESSION_MAX_AGE),
    });
  }
  return changes;
}

/** Logout (and a refused sign-in that cannot be refreshed) drops the cookies. */
export function clearCookies(names: readonly string[] = ALL_COOKIES): CookieChange[] {
  return names.map((name) => ({ name, delete: true as const }));
}

/** Whether the request came over HTTPS (directly or through a proxy that says so). */
export function isHttpsRequest(url: string, forwardedProto: string | null): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim();
  return (forwarded ?? new URL(url).protocol.replace(':', '')) === 'https';
}

/** Whether the cookies set for this request are marked Secure: in production, over HTTPS. */
export function securesCookies(request: Request): boolean {
  return (
    process.env.NODE_ENV === 'production' &&
    isHttpsRequest(request.url, request.headers.get('x-forwarded-proto'))
  );
}
