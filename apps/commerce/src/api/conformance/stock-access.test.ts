/**
 * Who may call a stock backend, as Headless Login 0.4.3 decides it (real-site/README.md,
 * observations 1 and 7): an auth token it cannot accept leaves the request a guest's, answered
 * 403 with the data and no error; tokens live 300 s and are still taken for a 60 s leeway; and
 * "Block unauthorized domains" refuses requests from other origins and from none at all.
 * Evidence in the plugin: src/Auth/TokenManager.php (validate_token sets 403; 300 s validity;
 * JWT::$leeway = 60), src/Auth/Request.php (authenticate_origin_on_request).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthToken, tokenSettings } from '../../accounts/auth-tokens.ts';
import { loadConfig } from '../../config.ts';
import { customers } from '../../db/schema.ts';
import { PASSWORD, REFRESH_TOKEN, registerShopper } from '../../testing/account-operations.ts';
import { shopper } from '../../testing/shopper.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { UNAUTHORIZED_ORIGIN } from '../cors.ts';

const SECRET = 'a session secret for the stock sign-in tests';
const VIEWER_AND_CUSTOMER = '{ viewer { databaseId } customer { email } }';

/** One POST as a client sends it; the answer's status, JSON body and session header. */
async function post(store: TestStore, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    session: response.headers.get('woocommerce-session'),
  };
}

describe('stock profile: auth tokens as Headless Login takes them', () => {
  let store: TestStore;
  let customer: { id: number; tokenSecret: string };
  let loginSessionId: string;
  let refreshToken: string;
  /** An auth token for the registered customer, issued `secondsAgo` seconds ago. */
  const issuedAgo = async (secondsAgo: number) => {
    const settings = tokenSettings(SECRET, { authTokenTtlSeconds: 300, refreshTokenTtlSeconds: 3600 });
    const issued = new Date(Date.now() - secondsAgo * 1000);
    return (await signAuthToken(settings, customer, loginSessionId, issued)).token;
  };

  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock', COMMERCE_SESSION_SECRET: SECRET } });
    const me = shopper(store);
    const registered = await registerShopper(me, 'leeway@example.com', { username: 'leeway' });
    refreshToken = registered.refreshToken;
    loginSessionId = refreshToken.split('.')[0] ?? '';
    const [row] = await store.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, registered.customerId));
    if (!row) throw new Error('The registered customer is missing.');
    customer = { id: row.id, tokenSecret: row.tokenSecret };
  });
  afterAll(() => store?.close());

  it('lives 300 s by default, as Headless Login; COMMERCE_AUTH_TOKEN_TTL_SECONDS still wins', async () => {
    expect(loadConfig({ COMMERCE_PROFILE: 'stock' }).auth.authTokenTtlSeconds).toBe(300);
    expect(loadConfig({}).auth.authTokenTtlSeconds).toBe(900);
    expect(
      loadConfig({ COMMERCE_PROFILE: 'stock', COMMERCE_AUTH_TOKEN_TTL_SECONDS: '30' }).auth
        .authTokenTtlSeconds,
    ).toBe(30);
    const { data } = await shopper(store).graphql<{ login: { authTokenExpiration: string } }>(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "leeway", password: "${PASSWORD}" } }) { authTokenExpiration } }`,
    );
    const lifetime = Number(data?.login.authTokenExpiration) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(290);
    expect(lifetime).toBeLessThanOrEqual(300);
  });

  it('still takes a token 320 s old, inside the 60 s leeway (observation 1)', async () => {
    const answer = await post(store, VIEWER_AND_CUSTOMER, {
      authorization: `Bearer ${await issuedAgo(320)}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { viewer: { databaseId: customer.id }, customer: { email: 'leeway@example.com' } },
    });
  });

  it('answers an expired, malformed or foreign-signed token 403 as a guest, with no errors (observation 1)', async () => {
    const foreign = (await issuedAgo(0)).replace(/\.[^.]+$/, '.c2lnbmVkIGVsc2V3aGVyZQ');
    for (const token of [await issuedAgo(430), 'not-a-token', foreign]) {
      const answer = await post(store, VIEWER_AND_CUSTOMER, { authorization: `Bearer ${token}` });
      expect(answer.status, token).toBe(403);
      expect(answer.body, token).toEqual({ data: { viewer: null, customer: { email: null } } });
    }
  });

  it('gives a new auth token for the refresh token afterwards (observation 1)', async () => {
    const answer = await shopper(store).graphql<{
      refreshToken: { authToken: string; authTokenExpiration: string };
    }>(REFRESH_TOKEN, { refreshToken });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.refreshToken.authToken).toMatch(/\S/);
    expect(Number(answer.data?.refreshToken.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);
    const again = await post(store, VIEWER_AND_CUSTOMER, {
      authorization: `Bearer ${answer.data?.refreshToken.authToken}`,
    });
    expect(again.status).toBe(200);
  });
});

describe('"Block unauthorized domains" (COMMERCE_CORS_BLOCK_UNAUTHORIZED)', () => {
  const SHOP = 'http://localhost:3500';
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({
      env: { COMMERCE_PROFILE: 'stock', COMMERCE_CORS_ORIGINS: SHOP, COMMERCE_CORS_BLOCK_UNAUTHORIZED: 'on' },
    });
  });
  afterAll(() => store?.close());

  it('refuses a request with no Origin at all, as a foreign one, and still starts its session (observation 7)', async () => {
    const withoutOrigin: Record<string, string> = {};
    for (const headers of [withoutOrigin, { origin: 'https://evil.example' }]) {
      const answer = await post(store, '{ customer { sessionToken } }', headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ errors: [{ message: UNAUTHORIZED_ORIGIN }] });
      expect(answer.session).toMatch(/\S/);
    }
  });

  it("serves an allowed origin, and the storefront's server once it names its own address", async () => {
    const answer = await post(store, '{ customer { sessionToken } }', { origin: SHOP });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { customer: { sessionToken: expect.stringMatching(/\S/) } } });
    // A refused request that brought a usable session starts none, so it is given no new token.
    const refused = await post(store, '{ customer { sessionToken } }', {
      origin: 'https://evil.example',
      'woocommerce-session': `Session ${answer.session}`,
    });
    expect(refused.status).toBe(403);
    expect(refused.session).toBeNull();
  });

  it('answers a preflight from anywhere: the browser, not the server, withholds the answer', async () => {
    const preflight = await fetch(`${store.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(store.url);
  });
});
