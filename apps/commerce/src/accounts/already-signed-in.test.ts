/**
 * A login on a request that is signed in already. Evidence: AxeWP/wp-graphql-headless-login
 * src/Auth/Auth.php (Auth::login starts with `if ( is_user_logged_in() )` → "You are already
 * logged in.", before any provider is asked), and the real site (real-site README, item 14):
 * `login` with a valid `Authorization: Bearer` token is refused so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema.ts';
import { LOGIN, LOGOUT, loginShopper, PASSWORD, registerShopper } from '../testing/account-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { ALREADY_LOGGED_IN } from './already-signed-in.ts';

const LOGIN_WITH_PROVIDER = `mutation ($input: LoginInput!) { login(input: $input) { authToken } }`;

describe.each(['full', 'stock'] as const)('the %s profile', (profile) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_PROFILE: profile } });
  });
  afterAll(() => store?.close());

  const sessionCount = async () => (await store.database.db.select().from(refreshTokens)).length;

  it('refuses a login carrying a valid auth token, with any provider, and starts no login session', async () => {
    const me = shopper(store);
    await registerShopper(me, `signed-in-${profile}@example.com`);
    const before = await sessionCount();
    expect(await me.error(LOGIN, { username: `signed-in-${profile}@example.com`, password: PASSWORD })).toBe(
      ALREADY_LOGGED_IN,
    );
    const provider = { provider: 'GOOGLE', oauthResponse: { code: 'c', state: 's' } };
    expect(await me.error(LOGIN_WITH_PROVIDER, { input: provider })).toBe(ALREADY_LOGGED_IN);
    expect(await sessionCount()).toBe(before);
  });

  it('signs in a request without a token', async () => {
    const me = shopper(store);
    await registerShopper(me, `no-token-${profile}@example.com`);
    me.authToken = null;
    const login = await loginShopper(me, `no-token-${profile}@example.com`);
    expect(login.authToken).toEqual(expect.any(String));
  });

  if (profile === 'full') {
    // WooNuxt signs in again after a password change with the token the change revoked still sent.
    it('signs in a request whose token is no longer accepted (signed out)', async () => {
      const me = shopper(store);
      await registerShopper(me, 'signed-out@example.com');
      const revoked = me.authToken;
      await me.data(LOGOUT);
      me.authToken = revoked;
      const { login } = await me.data<{ login: { authToken: string } }>(LOGIN, {
        username: 'signed-out@example.com',
        password: PASSWORD,
      });
      expect(login.authToken).toEqual(expect.any(String));
      expect(login.authToken).not.toBe(revoked);
    });
  }
});
