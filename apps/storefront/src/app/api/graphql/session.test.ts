import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The guest's cart session through the same-origin route and the real session request, against a
 * backend answering as WooGraphQL does: the bare token in the `woocommerce-session` response header
 * (QL_Session_Handler::set_customer_session_token, includes/utils/class-ql-session-handler.php in
 * wp-graphql/wp-graphql-woocommerce), the `Session <token>` form expected on requests.
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
const { AddToCartOperation, GetCartOperation } = await import(
  '@/graphql/generated/browser-operations.generated'
);

const post = (operation: { id: string }, variables: Record<string, unknown> = {}) =>
  POST(
    new Request('http://shop.test/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: operation.id, variables }),
    }),
  );

afterEach(() => {
  jar.clear();
  vi.unstubAllGlobals();
});

describe('/api/graphql on a WooGraphQL backend', () => {
  it('keeps the session WooGraphQL started, so the item added is in the cart read next', async () => {
    const sessions: Array<string | null> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const sent = (init.headers as Record<string, string>)['woocommerce-session'] ?? null;
        sessions.push(sent);
        // A request without a token starts a session; one with the token goes on with it.
        const token = sent ? sent.replace(/^Session /, '') : 'eyJhbGciOi.eyJkYXRhIjp7.first-session';
        return new Response(JSON.stringify({ data: { addToCart: null } }), {
          headers: { 'content-type': 'application/json', 'woocommerce-session': token },
        });
      }),
    );
    await post(AddToCartOperation, { productId: 1, quantity: 1 });
    expect(jar.get('woo_session')).toBe('eyJhbGciOi.eyJkYXRhIjp7.first-session');
    await post(GetCartOperation);
    expect(sessions).toEqual([null, 'Session eyJhbGciOi.eyJkYXRhIjp7.first-session']);
    expect(jar.get('woo_session')).toBe('eyJhbGciOi.eyJkYXRhIjp7.first-session');
  });
});
