import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The cookie jar the route reads and writes (next/headers' cookies()), in memory. */
const jar = new Map<string, string>();
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}));

/** What the backend answers, one call after the other, and what it was sent. */
const answers: Array<{ data: unknown; errors: Array<{ message: string }>; sessionToken: string | null }> = [];
const sent: Array<{ operation: string | undefined; session: string | null; auth: string | null }> = [];
vi.mock('@/lib/commerce/session-request', () => ({
  sessionRequest: async (
    document: { definitions: Array<{ name?: { value: string } }> },
    _variables: unknown,
    session: string | null,
    auth: string | null,
  ) => {
    sent.push({ operation: document.definitions[0]?.name?.value, session, auth });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected backend call');
    return answer;
  },
}));

/** The plugin features the backend has (lib/commerce/capabilities), and those reported refused. */
const features = new Set<string>();
const refused: string[] = [];
vi.mock('@/lib/commerce/capabilities', () => ({
  hasFeature: async (feature: string) => features.has(feature),
  featureRefused: (feature: string) => refused.push(feature),
  isMissingFieldMessage: (message: string) => message.startsWith('Cannot query field "'),
}));

const { POST } = await import('./route');

const post = (operationName: string, variables: Record<string, unknown> = {}) =>
  POST(
    new Request('http://shop.test/api/graphql', {
      method: 'POST',
      body: JSON.stringify({ operationName, variables }),
    }),
  );

const EXPIRED = {
  data: null,
  errors: [{ message: 'Your sign-in has expired. Please sign in again.' }],
  sessionToken: null,
};
const ORDERS = { data: { customer: { orders: { nodes: [] } } }, errors: [], sessionToken: null };

describe('/api/graphql with a signed-in shopper', () => {
  beforeEach(() => {
    jar.clear();
    answers.length = 0;
    sent.length = 0;
    jar.set('woo_session', 'customer-session');
    jar.set('ppe_auth', 'old-auth');
    jar.set('ppe_refresh', 'refresh-1');
    features.clear();
    for (const feature of ['wishlist', 'woonuxt']) features.add(feature);
  });

  it('refreshes an expired auth token once, silently, and retries the request with the new one', async () => {
    answers.push(
      EXPIRED,
      { data: { refreshToken: { success: true, authToken: 'new-auth' } }, errors: [], sessionToken: null },
      ORDERS,
    );
    const response = await post('getOrders');
    const body = (await response.json()) as { data: unknown; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual(ORDERS.data);
    expect(sent.map((call) => [call.operation, call.auth])).toEqual([
      ['getOrders', 'old-auth'],
      ['refreshToken', null],
      ['getOrders', 'new-auth'],
    ]);
    expect(jar.get('ppe_auth')).toBe('new-auth');
  });

  it('signs the shopper out here when the refresh is refused, and answers as a guest', async () => {
    answers.push(
      EXPIRED,
      { data: { refreshToken: { success: false, authToken: null } }, errors: [], sessionToken: null },
      ORDERS,
    );
    await post('getOrders');
    expect(sent.at(-1)).toMatchObject({ operation: 'getOrders', auth: null });
    expect(jar.has('ppe_auth')).toBe(false);
    expect(jar.has('ppe_refresh')).toBe(false);
  });

  it('never refreshes a token that is invalid rather than expired', async () => {
    answers.push(
      {
        data: null,
        errors: [{ message: 'Invalid authentication token. Please sign in again.' }],
        sessionToken: null,
      },
      ORDERS,
    );
    await post('getOrders');
    expect(sent.map((call) => call.operation)).toEqual(['getOrders', 'getOrders']);
    expect(jar.has('ppe_auth')).toBe(false);
  });

  it('refuses an operation that is not on the allow-list, asking the backend nothing', async () => {
    const response = await post('getCustomers');
    expect(response.status).toBe(400);
    expect(sent).toEqual([]);
  });
});

describe('/api/graphql on a backend without a store plugin', () => {
  beforeEach(() => {
    jar.clear();
    answers.length = 0;
    sent.length = 0;
    refused.length = 0;
    features.clear();
  });

  it('refuses an operation of a plugin the backend lacks with a clear message, asking the backend nothing', async () => {
    const response = await post('addToWishlist', { productIds: [1] });
    expect(response.status).toBe(501);
    const body = (await response.json()) as {
      errors: Array<{ message: string; extensions: { code: string } }>;
    };
    expect(body.errors[0]?.message).toMatch(/addToWishlist is not available.*"wishlist"/);
    expect(body.errors[0]?.extensions.code).toBe('FEATURE_UNAVAILABLE');
    expect(sent).toEqual([]);
  });

  it('asks for the payment methods alone without WooNuxt Settings, and with its Stripe settings when present', async () => {
    answers.push({ data: { paymentGateways: { nodes: [] } }, errors: [], sessionToken: null });
    await post('getPaymentGateways');
    features.add('woonuxt');
    answers.push({ data: { paymentGateways: { nodes: [] } }, errors: [], sessionToken: null });
    await post('getPaymentGateways');
    expect(sent.map((call) => call.operation)).toEqual([
      'getPaymentGateways',
      'getPaymentGatewaysWithStripe',
    ]);
  });

  it('remembers a plugin operation the backend refused as invalid (the plugin was removed)', async () => {
    features.add('wishlist');
    answers.push({
      data: null,
      errors: [{ message: 'Cannot query field "wishlistProductIds" on type "Customer".' }],
      sessionToken: null,
    });
    await post('getWishlist');
    expect(refused).toEqual(['wishlist']);
  });
});
