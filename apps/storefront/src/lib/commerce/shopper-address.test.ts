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
const { proxyHops } = await import('@/config/graphql');
const { sessionRequest } = await import('./session-request');
const { commerceQuery } = await import('./client');

const sentHeaders = (fetchMock: ReturnType<typeof vi.fn>, call = 0) =>
  ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers ?? {}) as Record<
    string,
    string
  >;

describe('shopperAddressFrom', () => {
  it('takes the entry Next.js or the one proxy in front appended, never a forged one on its left', () => {
    expect(shopperAddressFrom('203.0.113.9', null, 0)).toBe('203.0.113.9');
    expect(shopperAddressFrom('6.6.6.6, 203.0.113.9', null, 1)).toBe('203.0.113.9');
    expect(shopperAddressFrom('6.6.6.6, 203.0.113.9, 10.0.0.2', null, 2)).toBe('203.0.113.9');
  });

  it('falls back to X-Real-IP, and sends nothing that is not an address', () => {
    expect(shopperAddressFrom(null, '2001:db8::1', 0)).toBe('2001:db8::1');
    expect(shopperAddressFrom('not-an-ip', null, 0)).toBeNull();
    expect(shopperAddressFrom(null, null, 0)).toBeNull();
  });

  it('STOREFRONT_PROXY_HOPS must be a small whole number, said in words', () => {
    expect(proxyHops(undefined)).toBe(0);
    expect(proxyHops('2')).toBe(2);
    expect(() => proxyHops('one')).toThrow(/STOREFRONT_PROXY_HOPS must be a whole number from 0 to 10/);
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

  it('on the shop route and in server actions (session requests and mutations)', async () => {
    await sessionRequest(AddToCartDocument, { input: { productId: 1, quantity: 1 } }, 'token');
    expect(sentHeaders(fetchMock)['x-forwarded-for']).toBe('203.0.113.9');
    await commerceQuery(SubmitContactFormDocument, { name: 'A', email: 'a@b.co', message: '0123456789' });
    expect(sentHeaders(fetchMock, 1)['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('but cached queries never read the request', async () => {
    await commerceQuery(GetCartDocument, {});
    expect(headersCalled).not.toHaveBeenCalled();
    expect(sentHeaders(fetchMock)['x-forwarded-for']).toBeUndefined();
  });
});
