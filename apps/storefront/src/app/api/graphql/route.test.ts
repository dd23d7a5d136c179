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
const answers: Array<{
  data: unknown;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }>;
  sessionToken: string | null;
}> = [];
const sent: Array<{
  operation: string | undefined;
  session: string | null;
  auth: string | null;
  language?: string;
}> = [];
/** When set, the backend call fails with it (as sessionRequest throws when the backend is down). */
const failure: { error: unknown } = { error: null };
vi.mock('@/lib/commerce/server/session-request', () => ({
  sessionRequest: async (
    document: { definitions: Array<{ name?: { value: string } }> },
    _variables: unknown,
    session: string | null,
    auth: string | null,
    language?: string,
  ) => {
    sent.push({ operation: document.definitions[0]?.name?.value, session, auth, language });
    if (failure.error) throw failure.error;
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
const { CommerceError } = await import('@/lib/commerce/server/client');
const { graphqlEndpoint } = await import('@/lib/commerce/server/endpoint');
const operations = await import('@/graphql/generated/browser-operations.generated');
const { persistedEntry } = await import('@/lib/commerce/server/persisted-id');
const { RefreshTokenDocument } = await import('@/graphql/generated');

/** The browser's call: the registered id of the operation and its variables, nothing else. */
const postId = (
  id: string,
  variables: Record<string, unknown> = {},
  address = 'http://shop.test/api/graphql',
) =>
  POST(
    new Request(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, variables }),
    }),
  );
const post = (operation: { id: string }, variables: Record<string, unknown> = {}) =>
  postId(operation.id, variables);

/** The backend's refusals of a sign-in token carry their code (apps/commerce accounts/auth-tokens.ts). */
const EXPIRED = {
  data: null,
  errors: [
    {
      message: 'Your sign-in has expired. Please sign in again.',
      extensions: { code: 'EXPIRED_AUTH_TOKEN' },
    },
  ],
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

  it('signs out without asking a backend that has no logout mutation (a stock site: no Headless Login cookie option)', async () => {
    // Recorded on a stock site: `logout` → 'Cannot query field "logout" on type "RootMutation". Did you mean "login"?'
    const body = (await (await post(operations.LogoutOperation)).json()) as {
      data: unknown;
      errors?: unknown;
    };
    expect(body).toEqual({ data: { logout: { success: true } } });
    expect(sent).toEqual([]);
    expect([...jar.keys()]).toEqual([]);
  });

  it('sends logout to a backend that has it, and drops the cookies whatever it answers', async () => {
    features.add('logout');
    answers.push({ data: { logout: { success: true } }, errors: [], sessionToken: null });
    await post(operations.LogoutOperation);
    expect(sent.map((call) => [call.operation, call.auth])).toEqual([['Logout', 'old-auth']]);
    expect([...jar.keys()]).toEqual([]);
  });

  it('refreshes an expired auth token once, silently, and retries the request with the new one', async () => {
    answers.push(
      EXPIRED,
      { data: { refreshToken: { success: true, authToken: 'new-auth' } }, errors: [], sessionToken: null },
      ORDERS,
    );
    const response = await post(operations.GetOrdersOperation);
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
    await post(operations.GetOrdersOperation);
    expect(sent.at(-1)).toMatchObject({ operation: 'getOrders', auth: null });
    expect(jar.has('ppe_auth')).toBe(false);
    expect(jar.has('ppe_refresh')).toBe(false);
  });

  it('never refreshes a token that is invalid rather than expired', async () => {
    answers.push(
      {
        data: null,
        errors: [
          {
            message: 'Invalid authentication token. Please sign in again.',
            extensions: { code: 'INVALID_AUTH_TOKEN' },
          },
        ],
        sessionToken: null,
      },
      ORDERS,
    );
    await post(operations.GetOrdersOperation);
    expect(sent.map((call) => call.operation)).toEqual(['getOrders', 'getOrders']);
    expect(jar.has('ppe_auth')).toBe(false);
  });

  it('answers every operation as the backend did, without its tokens and with media on the shop origin', async () => {
    const backend = new URL(graphqlEndpoint()).origin;
    const cart = {
      contents: { nodes: [{ product: { node: { image: { thumbnail: `${backend}/media/2/b.jpg` } } } }] },
    };
    answers.push(
      {
        data: {
          login: {
            authToken: 'new-auth',
            refreshToken: 'refresh-2',
            sessionToken: 'session-2',
            customer: { email: 'ada@example.com', sessionToken: 'session-2' },
          },
        },
        errors: [],
        sessionToken: null,
      },
      { data: { cart }, errors: [], sessionToken: null },
    );
    const login = await post(operations.LoginOperation, { username: 'ada', password: 'pw' });
    expect(((await login.json()) as { data: unknown }).data).toEqual({
      login: { customer: { email: 'ada@example.com' } },
    });
    expect(jar.get('ppe_auth')).toBe('new-auth');
    const read = await post(operations.GetCartOperation);
    expect(((await read.json()) as { data: unknown }).data).toEqual({
      cart: { contents: { nodes: [{ product: { node: { image: { thumbnail: '/media/2/b.jpg' } } } }] } },
    });
  });

  it("asks the backend in the page's language the browser names (?lang=), English otherwise", async () => {
    const cart = { data: { cart: null }, errors: [], sessionToken: null };
    answers.push(cart, cart, cart, cart);
    for (const query of ['?lang=de', '?lang=pt-br', '', '?lang=xx']) {
      await postId(operations.GetCartOperation.id, {}, `http://shop.test/api/graphql${query}`);
    }
    // WPML ignores a code it does not know: an unknown one is the store's language.
    expect(sent.map((call) => call.language)).toEqual(['de', 'pt-br', 'en', 'en']);
  });

  it('refuses an operation that is not registered for the browser, asking the backend nothing', async () => {
    for (const id of [
      // The route's own refresh is in the build's registry, but the browser may not run it.
      persistedEntry(RefreshTokenDocument).id,
      'getCustomers',
      'toString',
      '0'.repeat(64),
    ]) {
      const response = await postId(id);
      expect(response.status).toBe(400);
    }
    const noId = await POST(
      new Request('http://shop.test/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operationName: 'getCart', query: '{ customers { nodes { email } } }' }),
      }),
    );
    expect(noId.status).toBe(400);
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
    const response = await post(operations.AddToWishlistOperation, { productIds: [1] });
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
    await post(operations.GetPaymentGatewaysOperation);
    features.add('woonuxt');
    answers.push({ data: { paymentGateways: { nodes: [] } }, errors: [], sessionToken: null });
    await post(operations.GetPaymentGatewaysOperation);
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
    await post(operations.GetWishlistOperation);
    expect(refused).toEqual(['wishlist']);
  });
});

describe('/api/graphql against cross-site request forgery', () => {
  const SIGN_IN = JSON.stringify({
    operationName: 'Login',
    variables: { input: { provider: 'PASSWORD', credentials: { username: 'attacker', password: 'x' } } },
  });
  const attempt = (headers: Record<string, string>, body = SIGN_IN) =>
    POST(new Request('http://shop.test/api/graphql', { method: 'POST', headers, body }));

  beforeEach(() => {
    jar.clear();
    answers.length = 0;
    sent.length = 0;
    failure.error = null;
  });

  it('refuses a text/plain post (what a cross-site HTML form sends) with 403, asking the backend nothing', async () => {
    const response = await attempt({ 'content-type': 'text/plain', origin: 'https://evil.test' });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toBe('This endpoint accepts only application/json requests.');
    // Even from this shop's own origin, a form-encoded body is not a shop call.
    const sameOrigin = await attempt({ 'content-type': 'text/plain', origin: 'http://shop.test' });
    expect(sameOrigin.status).toBe(403);
    expect(sent).toEqual([]);
    expect(jar.size).toBe(0);
  });

  it('refuses JSON from a foreign Origin with 403', async () => {
    const response = await attempt({ 'content-type': 'application/json', origin: 'https://evil.test' });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]?.message).toBe('Cross-origin requests are not allowed.');
    expect(sent).toEqual([]);
  });

  it('refuses a request the browser marks Sec-Fetch-Site: cross-site with 403', async () => {
    const response = await attempt({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(sent).toEqual([]);
  });

  it('lets same-origin JSON through to the backend', async () => {
    answers.push({ data: { cart: null }, errors: [], sessionToken: null });
    const response = await attempt(
      { 'content-type': 'application/json', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ id: operations.GetCartOperation.id, variables: {} }),
    );
    expect(response.status).toBe(200);
    expect(sent.map((call) => call.operation)).toEqual(['getCart']);
  });

  it('lets JSON without Origin or Sec-Fetch-Site through (a non-browser client, which forges no one)', async () => {
    answers.push({ data: { cart: null }, errors: [], sessionToken: null });
    const response = await attempt(
      { 'content-type': 'application/json' },
      JSON.stringify({ id: operations.GetCartOperation.id, variables: {} }),
    );
    expect(response.status).toBe(200);
  });
});

describe('/api/graphql when the backend fails', () => {
  beforeEach(() => {
    jar.clear();
    answers.length = 0;
    sent.length = 0;
  });

  it('answers 502 with a plain sentence that names no backend URL or host', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failure.error = new CommerceError(
      'The commerce backend at http://10.1.2.3:4000/graphql is unreachable. Is it running? (start it with `npm start -w @ppe/commerce` or set GQL_HOST)',
      'UNREACHABLE',
      { cause: new Error('connect ECONNREFUSED 10.1.2.3:4000') },
    );
    try {
      const response = await post(operations.GetCartOperation);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toMatch(/https?:|10\.1\.2\.3|4000|graphql|GQL_HOST|ECONNREFUSED/i);
      const body = JSON.parse(text) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(body.errors[0]?.message).toBe(
        'The shop is temporarily unavailable. Please try again in a moment.',
      );
      expect(body.errors[0]?.extensions.code).toBe('BACKEND_UNREACHABLE');
      // Whoever runs the shop still finds the detail in the server log.
      expect(logged.mock.calls.flat().join('\n')).toContain('http://10.1.2.3:4000/graphql');
    } finally {
      failure.error = null;
      logged.mockRestore();
    }
  });

  it('hides an unexpected failure behind the same kind of sentence', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failure.error = new Error('fetch failed: getaddrinfo ENOTFOUND commerce.internal');
    try {
      const response = await post(operations.GetCartOperation);
      expect(response.status).toBe(502);
      const text = await response.text();
      expect(text).not.toContain('commerce.internal');
      expect(text).toContain('The shop could not complete this request.');
    } finally {
      failure.error = null;
      logged.mockRestore();
    }
  });
});
