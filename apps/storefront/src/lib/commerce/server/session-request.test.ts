import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetCartDocument } from '@/graphql/generated';

vi.mock('server-only', () => ({}));
const { forwardedExtensions, sessionRequest, sessionTokenFromHeader } = await import('./session-request');

afterEach(() => vi.unstubAllGlobals());

describe('sessionTokenFromHeader', () => {
  it('reads the token of a `Session <token>` header', () => {
    expect(sessionTokenFromHeader('Session abc.def')).toBe('abc.def');
    expect(sessionTokenFromHeader(null)).toBeNull();
    expect(sessionTokenFromHeader('Bearer x')).toBeNull();
    expect(sessionTokenFromHeader('Session')).toBeNull();
    expect(sessionTokenFromHeader('')).toBeNull();
  });

  // WooGraphQL's QL_Session_Handler::set_customer_session_token puts the bare token in the response
  // header (`$headers[ $this->_token ] = $token`, includes/utils/class-ql-session-handler.php in
  // wp-graphql/wp-graphql-woocommerce); only requests carry the `Session ` prefix.
  it('reads the bare token WooGraphQL answers', () => {
    expect(sessionTokenFromHeader('eyJ0eXAi.eyJpc3Mi.sig-_x')).toBe('eyJ0eXAi.eyJpc3Mi.sig-_x');
  });
});

describe('forwardedExtensions', () => {
  it("passes on the code, field and params a refusal is worded by, and a checkout's fieldErrors", () => {
    expect(
      forwardedExtensions({
        code: 'COUPON_NOT_FOUND',
        field: 'code',
        params: { coupon: 'X' },
        fieldErrors: [{ field: 'billing.email', code: 'invalid_email' }],
        debugMessage: 'stack',
      }),
    ).toEqual({
      extensions: {
        code: 'COUPON_NOT_FOUND',
        field: 'code',
        params: { coupon: 'X' },
        fieldErrors: [{ field: 'billing.email', code: 'invalid_email' }],
      },
    });
    expect(forwardedExtensions({ debugMessage: 'stack' })).toEqual({});
    expect(forwardedExtensions(undefined)).toEqual({});
  });
});

describe('sessionRequest', () => {
  it('sends the session, never caches, and returns data, errors and the new token', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { cart: null }, errors: [{ message: 'Out of stock' }] }), {
          headers: { 'woocommerce-session': 'Session fresh-token' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const result = await sessionRequest(GetCartDocument, {}, 'old-token');
    expect(result).toEqual({
      data: { cart: null },
      errors: [{ message: 'Out of stock' }],
      sessionToken: 'fresh-token',
      status: 200,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['woocommerce-session']).toBe('Session old-token');
    expect(init.cache).toBe('no-store');
    expect(JSON.parse(String(init.body)).operationName).toBe('getCart');
  });

  it('keeps the bare token of a WooGraphQL answer, and sends it back with the `Session ` prefix', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { cart: null } }), {
          headers: { 'woocommerce-session': 'header.payload.signature' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = await sessionRequest(GetCartDocument, {}, null);
    expect(first.sessionToken).toBe('header.payload.signature');
    await sessionRequest(GetCartDocument, {}, first.sessionToken);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['woocommerce-session']).toBe(
      'Session header.payload.signature',
    );
  });

  it('sends the auth token in the configured header with the configured prefix', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { cart: null } })));
    vi.stubGlobal('fetch', fetchMock);
    await sessionRequest(GetCartDocument, {}, null, 'jwt');
    let [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt');

    vi.stubEnv('GQL_AUTH_HEADER', 'X-Shop-Auth');
    vi.stubEnv('GQL_AUTH_TOKEN_TYPE', '');
    await sessionRequest(GetCartDocument, {}, null, 'jwt');
    [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Shop-Auth']).toBe('jwt');
    vi.unstubAllEnvs();
  });

  it('sends no session header for a new shopper', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { cart: null } })));
    vi.stubGlobal('fetch', fetchMock);
    const result = await sessionRequest(GetCartDocument, {}, null);
    expect(result.sessionToken).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['woocommerce-session']).toBeUndefined();
  });
});
