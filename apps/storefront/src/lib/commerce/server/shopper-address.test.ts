import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartDocument, GetCartDocument, SubmitContactFormDocument } from '@/graphql/generated';

vi.mock('server-only', () => ({}));
const incoming = { headers: new Headers() };
const headersCalled = vi.fn();
vi.mock('next/headers', () => ({
  headers: async () => {
    headersCalled();
    return incoming.headers;
  },
}));
const { shopperAddressFrom } = await import('./shopper-address');
const { trustedProxies } = await import('@/config/graphql');
const { withSocketPeer } = await import('@/server/socket-peer.mjs');
const { sessionRequest } = await import('./session-request');
const { commerceQuery } = await import('./client');

const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>, call = 0) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers ?? {}) as Record<
    string,
    string
  >;

/** Runs `call` as the production server runs a request that came in from `peer`. */
const fromPeer = <T>(peer: string, call: () => Promise<T>) =>
  withSocketPeer({ socket: { remoteAddress: peer } } as never, call);

describe('shopperAddressFrom', () => {
  const none = trustedProxies('');
  const proxy = trustedProxies('10.0.0.2, 192.168.0.0/16');

  it('a shopper reaching the storefront directly is the socket, whatever headers they send', () => {
    expect(shopperAddressFrom('203.0.113.9', null, null, none)).toBe('203.0.113.9');
    // Forged headers, as 40 login guesses sent them to dodge the per-address limit.
    expect(shopperAddressFrom('203.0.113.9', '198.51.100.7', '198.51.100.8', none)).toBe('203.0.113.9');
    expect(shopperAddressFrom('::ffff:203.0.113.9', '198.51.100.7', null, none)).toBe('203.0.113.9');
    // A peer that is not a listed proxy is not believed either.
    expect(shopperAddressFrom('203.0.113.9', '198.51.100.7', null, proxy)).toBe('203.0.113.9');
  });

  it('behind a trusted proxy: X-Forwarded-For from the right past trusted hops, never a forged entry on its left', () => {
    expect(shopperAddressFrom('10.0.0.2', '203.0.113.9', null, proxy)).toBe('203.0.113.9');
    expect(shopperAddressFrom('10.0.0.2', '6.6.6.6, 203.0.113.9', null, proxy)).toBe('203.0.113.9');
    expect(shopperAddressFrom('10.0.0.2', '6.6.6.6, 203.0.113.9, 192.168.1.4', null, proxy)).toBe(
      '203.0.113.9',
    );
    // X-Real-IP when the proxy sent only that; nothing usable is the proxy itself.
    expect(shopperAddressFrom('10.0.0.2', null, '2001:db8::1', proxy)).toBe('2001:db8::1');
    expect(shopperAddressFrom('10.0.0.2', 'not-an-ip', null, proxy)).toBe('10.0.0.2');
    expect(shopperAddressFrom(null, '203.0.113.9', null, proxy)).toBeNull();
  });

  it('STOREFRONT_TRUSTED_PROXIES takes addresses and ranges, and says a bad entry in words', () => {
    expect(trustedProxies('none').has('127.0.0.1')).toBe(false);
    expect(trustedProxies('10.0.0.0/8').has('::ffff:10.1.2.3')).toBe(true);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(
      /STOREFRONT_TRUSTED_PROXIES: "10.0.0.0\/33" is not an address or range/,
    );
  });
});

describe('the shopper address reaches the backend', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    incoming.headers = new Headers({ 'x-forwarded-for': '203.0.113.9' });
    headersCalled.mockClear();
    fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { submitContactForm: { success: true }, cart: null } })),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('on the shop route and in server actions (session requests and mutations): the socket, not a forged header', async () => {
    incoming.headers = new Headers({ 'x-forwarded-for': '198.51.100.7' });
    await fromPeer('203.0.113.9', () =>
      sessionRequest(AddToCartDocument, { input: { productId: 1, quantity: 1 } }, 'token'),
    );
    expect(sentHeaders(fetchMock)['x-forwarded-for']).toBe('203.0.113.9');
    await fromPeer('203.0.113.9', () =>
      commerceQuery(SubmitContactFormDocument, { name: 'A', email: 'a@b.co', message: '0123456789' }),
    );
    expect(sentHeaders(fetchMock, 1)['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('and nothing where no socket is known (next dev, a build)', async () => {
    await sessionRequest(AddToCartDocument, { input: { productId: 1, quantity: 1 } }, 'token');
    expect(sentHeaders(fetchMock)['x-forwarded-for']).toBeUndefined();
  });

  it('but cached queries never read the request', async () => {
    await fromPeer('203.0.113.9', () => commerceQuery(GetCartDocument, {}));
    expect(headersCalled).not.toHaveBeenCalled();
    expect(sentHeaders(fetchMock)['x-forwarded-for']).toBeUndefined();
  });
});
