import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

const { GET } = await import('./route');

/** The URLs the route asked the backend for. */
const requested: string[] = [];
beforeEach(() => {
  process.env.GQL_HOST = 'http://backend.test/graphql';
  vi.stubGlobal('fetch', async (url: URL | string) => {
    requested.push(String(url));
    return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
  });
});
afterEach(() => {
  requested.length = 0;
  vi.unstubAllGlobals();
});

const download = (query: string) =>
  GET(new Request(`http://shop.test/api/download/dl_abc${query}`), {
    params: Promise.resolve({ key: 'dl_abc' }),
  });

describe('GET /api/download/<key>', () => {
  it("passes a guest order's key and billing email on, as the backend needs both", async () => {
    const response = await download('?order_key=wc_order_x1&email=ada%40example.com');
    expect(response.status).toBe(200);
    const upstream = new URL(requested[0] ?? '');
    expect(upstream.pathname).toBe('/download/dl_abc');
    expect(upstream.searchParams.get('order_key')).toBe('wc_order_x1');
    expect(upstream.searchParams.get('email')).toBe('ada@example.com');
  });

  it('passes neither when one is missing or malformed', async () => {
    for (const query of [
      '?order_key=wc_order_x1',
      '?email=ada%40example.com',
      '?order_key=a%20b&email=ada%40example.com',
    ]) {
      await download(query);
      const upstream = new URL(requested.at(-1) ?? '');
      expect([...upstream.searchParams.keys()], query).toEqual([]);
    }
  });
});
