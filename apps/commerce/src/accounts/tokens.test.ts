import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GET_VIEWER,
  LOGIN,
  LOGOUT,
  loginShopper,
  PASSWORD,
  REFRESH_TOKEN,
  RESET_PASSWORD_EMAIL,
  registerShopper,
  UPDATE_PASSWORD,
} from '../testing/account-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const EXPIRED = 'Your sign-in has expired. Please sign in again.';
const INVALID = 'Invalid authentication token. Please sign in again.';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
  await registerShopper(shopper(store), 'tokens@example.com', { username: 'tokens' });
});
afterAll(() => store?.close());

/** The viewer seen with this auth token (and no session), or the error it gets. */
async function viewerWith(authToken: string): Promise<string> {
  const me = shopper(store, null, authToken);
  const result = await me.graphql<{ viewer: { username: string } | null }>(GET_VIEWER);
  return result.errors?.[0]?.message ?? result.data?.viewer?.username ?? 'guest';
}

type RefreshData = {
  refreshToken: { authToken: string | null; success: boolean; authTokenExpiration: string | null };
};

describe('auth tokens', () => {
  it('work until tampered with: a changed payload or signature is refused', async () => {
    const { authToken } = await loginShopper(shopper(store), 'tokens');
    expect(await viewerWith(authToken)).toBe('tokens');
    const [header, payload, signature] = authToken.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await viewerWith(`${header}.${payload}.${flipped}`)).toBe(INVALID);
    // Another customer's id in the payload, signature kept: refused.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) })).toString(
      'base64url',
    );
    expect(await viewerWith(`${header}.${forged}.${signature}`)).toBe(INVALID);
    // "alg: none" tokens are refused too.
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await viewerWith(`${none}.${payload}.`)).toBe(INVALID);
    expect(await viewerWith('not-a-token')).toBe(INVALID);
  });

  it('are refused once the login session is logged out, and refresh then fails', async () => {
    const me = shopper(store);
    const login = await loginShopper(me, 'tokens');
    const other = await loginShopper(shopper(store), 'tokens');
    const data = await me.data<{ logout: { success: boolean } }>(LOGOUT);
    expect(data.logout.success).toBe(true);
    expect(await viewerWith(login.authToken)).toBe(INVALID);
    const refreshed = await shopper(store).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: login.refreshToken,
    });
    expect(refreshed.refreshToken).toMatchObject({ authToken: null, success: false });
    // Only that login session ended: the customer's other device stays signed in.
    expect(await viewerWith(other.authToken)).toBe('tokens');
    // A guest logging out has nothing to end.
    expect((await shopper(store).data<{ logout: { success: null } }>(LOGOUT)).logout.success).toBeNull();
  });

  it('refresh: a valid refresh token gives a new working auth token; a forged one gives none', async () => {
    const login = await loginShopper(shopper(store), 'tokens');
    const refreshed = await shopper(store).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: login.refreshToken,
    });
    expect(refreshed.refreshToken.success).toBe(true);
    expect(Number(refreshed.refreshToken.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);
    expect(await viewerWith(refreshed.refreshToken.authToken ?? '')).toBe('tokens');
    const [id] = login.refreshToken.split('.');
    for (const forged of [`${id}.${'A'.repeat(43)}`, 'nonsense', login.authToken]) {
      const answer = await shopper(store).data<RefreshData>(REFRESH_TOKEN, { refreshToken: forged });
      expect(answer.refreshToken).toMatchObject({ authToken: null, success: false });
    }
  });

  it('a password change signs every other device out and gives this one fresh tokens', async () => {
    const me = shopper(store);
    const login = await loginShopper(me, 'tokens');
    const elsewhere = await loginShopper(shopper(store), 'tokens');
    const data = await me.data<{ updateCustomer: { authToken: string; refreshToken: string } }>(
      UPDATE_PASSWORD,
      {
        id: login.customer.id,
        password: 'a brand new secret',
        currentPassword: PASSWORD,
      },
    );
    expect(await viewerWith(login.authToken)).toBe(INVALID);
    expect(await viewerWith(elsewhere.authToken)).toBe(INVALID);
    const stale = await shopper(store).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: elsewhere.refreshToken,
    });
    expect(stale.refreshToken.success).toBe(false);
    expect(await viewerWith(data.updateCustomer.authToken)).toBe('tokens');
    const fresh = await shopper(store).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: data.updateCustomer.refreshToken,
    });
    expect(fresh.refreshToken.success).toBe(true);
    // The old password no longer works, the new one does.
    expect(await shopper(store).error(LOGIN, { username: 'tokens', password: PASSWORD })).toBe(
      'The user could not be logged in.',
    );
    await loginShopper(shopper(store), 'tokens', 'a brand new secret');
  });

  it('a guest presenting no token is simply a guest; requesting a reset does not sign anyone out', async () => {
    const login = await loginShopper(shopper(store), 'tokens', 'a brand new secret');
    await shopper(store).data(RESET_PASSWORD_EMAIL, { username: 'tokens' });
    expect(await viewerWith(login.authToken)).toBe('tokens');
    expect(await viewerWith('')).toBe('guest');
  });
});

/** Long enough that a freshly refreshed token is still valid on a busy machine, short enough to wait out. */
const SHORT_TTL_SECONDS = 3;
describe('auth tokens with a short lifetime', () => {
  let shortLived: TestStore;
  beforeAll(async () => {
    shortLived = await startTestStore({
      seed: false,
      env: { COMMERCE_AUTH_TOKEN_TTL_SECONDS: String(SHORT_TTL_SECONDS) },
    });
    await registerShopper(shopper(shortLived), 'brief@example.com', { username: 'brief' });
  });
  afterAll(() => shortLived?.close());

  it('are refused as expired after their lifetime, and a refresh brings the customer back', async () => {
    const me = shopper(shortLived);
    const login = await loginShopper(me, 'brief');
    expect(Number(login.authTokenExpiration) - Date.now() / 1000).toBeLessThanOrEqual(SHORT_TTL_SECONDS);
    await sleep(SHORT_TTL_SECONDS * 1000 + 1100);
    expect((await me.graphql(GET_VIEWER)).errors?.[0]?.message).toBe(EXPIRED);
    // The customer's cart session answers the same, so the client refreshes rather than logs out.
    expect((await me.graphql('{ cart { isEmpty } }')).errors?.[0]?.message).toBe(EXPIRED);
    const refreshed = await shopper(shortLived).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: login.refreshToken,
    });
    me.authToken = refreshed.refreshToken.authToken;
    expect((await me.data<{ viewer: { username: string } }>(GET_VIEWER)).viewer.username).toBe('brief');
    // An expired token can still log its session out.
    await sleep(SHORT_TTL_SECONDS * 1000 + 1100);
    expect((await me.data<{ logout: { success: boolean } }>(LOGOUT)).logout.success).toBe(true);
    const after = await shopper(shortLived).data<RefreshData>(REFRESH_TOKEN, {
      refreshToken: login.refreshToken,
    });
    expect(after.refreshToken.success).toBe(false);
  });
});
