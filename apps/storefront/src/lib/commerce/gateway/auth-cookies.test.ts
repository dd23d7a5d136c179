import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_COOKIE,
  carriesTokens,
  clearCookies,
  isAuthExpired,
  isAuthInvalid,
  isHttpsRequest,
  isSignInOperation,
  REFRESH_COOKIE,
  REFRESH_MAX_AGE,
  SESSION_COOKIE,
  secondsUntil,
  securesCookies,
  signInCookies,
  signInTokens,
  stripTokens,
} from './auth-cookies';

const NOW = Date.UTC(2026, 0, 1);

describe('signInTokens', () => {
  it('reads the tokens of a password or provider login', () => {
    const data = {
      login: {
        authToken: 'a.b.c',
        authTokenExpiration: String(NOW / 1000 + 900),
        refreshToken: '7.secret',
        refreshTokenExpiration: String(NOW / 1000 + 86_400),
        sessionToken: 'session-1',
        user: { databaseId: 7 },
      },
    };
    expect(signInTokens('login', data, NOW)).toEqual({
      authToken: 'a.b.c',
      refreshToken: '7.secret',
      sessionToken: 'session-1',
      maxAge: 86_400,
    });
    expect(signInTokens('loginWithProvider', data, NOW)?.authToken).toBe('a.b.c');
  });

  it('takes the session of a registration from its customer', () => {
    const data = { registerCustomer: { authToken: 'x', refreshToken: 'r', customer: { sessionToken: 's' } } };
    expect(signInTokens('registerCustomer', data, NOW)).toEqual({
      authToken: 'x',
      refreshToken: 'r',
      sessionToken: 's',
      maxAge: REFRESH_MAX_AGE,
    });
  });

  it('reads the fresh login session of a password change', () => {
    const data = { updateCustomer: { authToken: 'new', refreshToken: '8.new', customer: { databaseId: 3 } } };
    expect(carriesTokens('updatePassword')).toBe(true);
    expect(carriesTokens('UpdateCustomer')).toBe(false);
    expect(signInTokens('updatePassword', data, NOW)).toMatchObject({
      authToken: 'new',
      refreshToken: '8.new',
      sessionToken: null,
    });
    expect(signInTokens('updatePassword', { updateCustomer: { authToken: null } }, NOW)).toBeNull();
  });

  it('is null when nobody was signed in', () => {
    expect(signInTokens('login', null, NOW)).toBeNull();
    expect(signInTokens('login', { login: null }, NOW)).toBeNull();
    expect(signInTokens('login', { login: { authToken: '' } }, NOW)).toBeNull();
    expect(signInTokens('registerCustomer', { registerCustomer: { customer: {} } }, NOW)).toBeNull();
  });
});

describe('stripTokens', () => {
  it('removes every token, nested ones too, and keeps the rest', () => {
    const data = {
      login: {
        authToken: 'a',
        refreshToken: 'r',
        sessionToken: 's',
        authTokenExpiration: '1',
        user: { databaseId: 1, wooSessionToken: 'w' },
        customer: { email: 'a@b.c', sessionToken: 's' },
      },
    };
    expect(stripTokens(data)).toEqual({
      login: { authTokenExpiration: '1', user: { databaseId: 1 }, customer: { email: 'a@b.c' } },
    });
    expect(JSON.stringify(stripTokens(data))).not.toMatch(/"(a|r|s|w)"/);
    expect(stripTokens(null)).toBeNull();
    expect(stripTokens([{ authToken: 'a', x: 1 }])).toEqual([{ x: 1 }]);
  });
});

describe('cookies', () => {
  it('sets auth, refresh and session as httpOnly, SameSite=Lax cookies', () => {
    const changes = signInCookies(
      { authToken: 'a', refreshToken: 'r', sessionToken: 's', maxAge: 100 },
      true,
    );
    expect(changes.map((change) => change.name)).toEqual([AUTH_COOKIE, REFRESH_COOKIE, SESSION_COOKIE]);
    for (const change of changes) {
      expect('options' in change && change.options).toMatchObject({
        httpOnly: true,
        sameSite: 'lax',
        secure: true,
        path: '/',
      });
    }
  });

  it('is not Secure over plain http', () => {
    const [auth] = signInCookies(
      { authToken: 'a', refreshToken: null, sessionToken: null, maxAge: 100 },
      false,
    );
    expect(auth && 'options' in auth && auth.options.secure).toBe(false);
  });

  it('logout clears all three cookies', () => {
    expect(clearCookies()).toEqual([
      { name: SESSION_COOKIE, delete: true },
      { name: AUTH_COOKIE, delete: true },
      { name: REFRESH_COOKIE, delete: true },
    ]);
  });

  it('knows https directly or behind a proxy', () => {
    expect(isHttpsRequest('https://shop.test/api/graphql', null)).toBe(true);
    expect(isHttpsRequest('http://127.0.0.1/api/graphql', 'https')).toBe(true);
    expect(isHttpsRequest('http://127.0.0.1/api/graphql', null)).toBe(false);
  });

  describe('marking cookies Secure', () => {
    afterEach(() => vi.unstubAllEnvs());
    const behindProxy = new Request('http://127.0.0.1/api/graphql', {
      headers: { 'x-forwarded-proto': 'https' },
    });

    it('does so in production over https, also behind a proxy that says so', () => {
      vi.stubEnv('NODE_ENV', 'production');
      expect(securesCookies(behindProxy)).toBe(true);
      expect(securesCookies(new Request('http://127.0.0.1/api/graphql'))).toBe(false);
    });

    it('never in development, where the shop runs over plain http', () => {
      vi.stubEnv('NODE_ENV', 'development');
      expect(securesCookies(behindProxy)).toBe(false);
    });
  });
});

describe('errors and expirations', () => {
  it('tells an expired sign-in from an invalid one by code', () => {
    const expired = {
      message: 'Your sign-in has expired. Please sign in again.',
      code: 'EXPIRED_AUTH_TOKEN',
    };
    const invalid = {
      message: 'Invalid authentication token. Please sign in again.',
      code: 'INVALID_AUTH_TOKEN',
    };
    expect(isAuthExpired(expired)).toBe(true);
    expect(isAuthInvalid(expired)).toBe(false);
    expect(isAuthInvalid(invalid)).toBe(true);
    expect(isAuthExpired(invalid)).toBe(false);
    expect(isAuthExpired({ message: 'Incorrect password. Please try again.', code: 'LOGIN_FAILED' })).toBe(
      false,
    );
    // The sentence alone is no code: another wording of it is not taken for an expiry.
    expect(isAuthExpired({ message: 'Your sign-in has expired. Please sign in again.' })).toBe(false);
  });

  // Headless Login sends no codes: AxeWP/wp-graphql-headless-login src/Auth/TokenManager.php
  // validate_token() answers firebase/php-jwt's 'Expired token' or its own sentences, compared exactly.
  it("recognises a stock Headless Login site's exact sentences", () => {
    expect(isAuthExpired({ message: 'Expired token' })).toBe(true);
    expect(isAuthInvalid({ message: 'Expired token' })).toBe(false);
    expect(isAuthInvalid({ message: 'Signature verification failed' })).toBe(true);
    expect(isAuthInvalid({ message: 'User secret is revoked.' })).toBe(true);
    expect(isAuthExpired({ message: 'expired token, really' })).toBe(false);
  });

  it('reads Unix seconds, milliseconds and ISO dates', () => {
    expect(secondsUntil(String(NOW / 1000 + 600), NOW, 5)).toBe(600);
    expect(secondsUntil(NOW + 600_000, NOW, 5)).toBe(600);
    expect(secondsUntil(new Date(NOW + 3_600_000).toISOString(), NOW, 5)).toBe(3600);
    expect(secondsUntil(null, NOW, 5)).toBe(5);
    expect(secondsUntil('soon', NOW, 5)).toBe(5);
    expect(secondsUntil(String(NOW / 1000 - 600), NOW, 5)).toBe(60);
  });

  it('names the sign-in operations', () => {
    expect(isSignInOperation('login')).toBe(true);
    expect(isSignInOperation('registerCustomer')).toBe(true);
    expect(isSignInOperation('getCart')).toBe(false);
  });
});
