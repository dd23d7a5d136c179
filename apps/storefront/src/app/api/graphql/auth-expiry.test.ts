import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A signed-in shopper through the same-origin route and the real session request, against a
 * backend answering as Headless Login 0.4.3 does on a real site (recorded on WordPress 6.9,
 * WooCommerce 9.9.5, WooGraphQL 1.0.2): access tokens are JWTs that live 300 s (+60 s leeway);
 * a token past that, malformed or signed elsewhere is answered HTTP 403 with the viewer and the
 * customer's fields null and no `errors` at all; `refreshToken` then hands out a new token.
 */
const jar = new Map<string, string>();
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));

const { POST } = await import('./route');
const { GetCartOperation, GetOrdersOperation } = await import(
  '@/graphql/generated/browser-operations.generated'
);

const key = new TextEncoder().encode('a site secret of thirty-two bytes');
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An access token as Headless Login signs one: issued `age` seconds ago, living `lifetime` seconds. */
const accessToken = (age: number, lifetime = 300) =>
  new SignJWT({ data: { user: { id: 5 } } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowSeconds() - age)
    .setExpirationTime(nowSeconds() - age + lifetime)
    .sign(key);

interface Site {
  /** Tokens the site refuses although they have not run out (revoked, or the site's clock is ahead). */
  refused: Set<string>;
  /** Whether the refresh token still holds. */
  refreshHolds: boolean;
  /** A site that answers a refused token with 200 and an empty viewer instead of 403. */
  answersRefusalWith200: boolean;
  /** What each request carried: its operation and the token it sent. */
  seen: Array<{ operation: string; auth: string | null }>;
}
let site: Site;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The site: Headless Login's checks (expiry with 60 s leeway, signature) in front of the shop's answers. */
async function answer(_url: string, init: RequestInit): Promise<Response> {
  const request = JSON.parse(String(init.body)) as { operationName: string };
  const bearer = (init.headers as Record<string, string>).Authorization?.replace(/^Bearer /, '') ?? null;
  site.seen.push({ operation: request.operationName, auth: bearer });
  if (request.operationName === 'refreshToken') {
    if (!site.refreshHolds) return json(200, { errors: [{ message: 'The refresh token is invalid.' }] });
    const authToken = await accessToken(0);
    return json(200, { data: { refreshToken: { success: true, authToken, authTokenExpiration: '300' } } });
  }
  let signedIn = false;
  if (bearer) {
    const claims = JSON.parse(Buffer.from(bearer.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    signedIn = claims.exp + 60 > nowSeconds() && !site.refused.has(bearer);
    if (!signedIn && !site.answersRefusalWith200) {
      return json(403, { data: { viewer: null, customer: { orders: null } } });
    }
  }
  if (request.operationName === 'getOrders') {
    return json(200, { data: { customer: { orders: { nodes: signedIn ? [{ databaseId: 116 }] : [] } } } });
  }
  return json(200, {
    data: {
      cart: null,
      customer: { id: signedIn ? 'customer-5' : 'guest' },
      viewer: signedIn ? { databaseId: 5 } : null,
    },
  });
}

const post = async (operation: { id: string }) => {
  const response = await POST(
    new Request('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: operation.id, variables: {} }),
    }),
  );
  return (await response.json()) as { data: Record<string, unknown> | null; errors?: unknown };
};

beforeEach(() => {
  site = { refused: new Set(), refreshHolds: true, answersRefusalWith200: false, seen: [] };
  jar.set('woo_session', 'customer-session');
  jar.set('ppe_refresh', 'refresh-1');
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => {
  jar.clear();
  vi.unstubAllGlobals();
});

describe('/api/graphql keeps a shopper signed in through the access token’s expiry', () => {
  it('renews a token the site refuses with a bare 403 and no errors, and answers signed in', async () => {
    const token = await accessToken(60);
    site.refused.add(token);
    jar.set('ppe_auth', token);
    const body = await post(GetOrdersOperation);
    expect(body.data).toEqual({ customer: { orders: { nodes: [{ databaseId: 116 }] } } });
    expect(site.seen.map((call) => call.operation)).toEqual(['getOrders', 'refreshToken', 'getOrders']);
    expect(jar.get('ppe_auth')).not.toBe(token);
    expect(jar.has('ppe_refresh')).toBe(true);
  });

  it('renews a token that has run out before asking, so the site never sees it', async () => {
    const expired = await accessToken(430);
    jar.set('ppe_auth', expired);
    const body = await post(GetOrdersOperation);
    expect(body.data).toEqual({ customer: { orders: { nodes: [{ databaseId: 116 }] } } });
    expect(site.seen.map((call) => call.operation)).toEqual(['refreshToken', 'getOrders']);
    expect(site.seen.some((call) => call.auth === expired)).toBe(false);
  });

  it('renews a token about to run out before asking', async () => {
    jar.set('ppe_auth', await accessToken(280));
    await post(GetOrdersOperation);
    expect(site.seen.map((call) => call.operation)).toEqual(['refreshToken', 'getOrders']);
  });

  it('sends a fresh token as it is, with no renewal', async () => {
    const fresh = await accessToken(10);
    jar.set('ppe_auth', fresh);
    await post(GetOrdersOperation);
    expect(site.seen).toEqual([{ operation: 'getOrders', auth: fresh }]);
  });

  it('renews when a signed-in answer comes back with an empty viewer', async () => {
    const token = await accessToken(60);
    site.refused.add(token);
    site.answersRefusalWith200 = true;
    jar.set('ppe_auth', token);
    const body = await post(GetCartOperation);
    expect(body.data?.viewer).toEqual({ databaseId: 5 });
    expect(site.seen.map((call) => call.operation)).toEqual(['getCart', 'refreshToken', 'getCart']);
  });

  it('signs out cleanly when the renewal is refused: the cookies go and the answer is a guest’s', async () => {
    const token = await accessToken(60);
    site.refused.add(token);
    site.refreshHolds = false;
    jar.set('ppe_auth', token);
    const body = await post(GetCartOperation);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toBeNull();
    expect(site.seen.at(-1)).toEqual({ operation: 'getCart', auth: null });
    expect(jar.has('ppe_auth')).toBe(false);
    expect(jar.has('ppe_refresh')).toBe(false);
    expect(jar.get('woo_session')).toBe('customer-session');
  });
});
