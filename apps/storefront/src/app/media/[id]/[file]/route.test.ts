import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageCache, maxAgeMs } from './image-cache';
import { GET } from './route';

vi.mock('server-only', () => ({}));

const BACKEND = 'http://10.9.8.7:4000';
const request = (id: string, file: string) =>
  GET(new Request(`http://shop.test/media/${id}/${file}`), { params: Promise.resolve({ id, file }) });
const webp = (bytes: number[]) =>
  new Response(new Uint8Array(bytes), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('/media while the backend restarts', () => {
  it('serves an image it served before without the backend, then a stale copy only when the backend fails', async () => {
    vi.stubEnv('GQL_HOST', `${BACKEND}/graphql`);
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const fetch = vi.fn(async () => webp([1, 2, 3]));
    vi.stubGlobal('fetch', fetch);
    const first = await request('42', 'medium.webp');
    expect(first.status).toBe(200);
    expect(fetch).toHaveBeenCalledWith(`${BACKEND}/media/42/medium.webp`, { cache: 'no-store' });

    // The backend goes down: the fresh copy is served from memory.
    fetch.mockRejectedValue(new TypeError('fetch failed: connect ECONNREFUSED 10.9.8.7:4000'));
    const during = await request('42', 'medium.webp');
    expect(during.status).toBe(200);
    expect([...new Uint8Array(await during.arrayBuffer())]).toEqual([1, 2, 3]);

    // A day later the copy is stale: it is still served while the backend cannot answer, briefly cacheable.
    vi.setSystemTime(new Date('2026-01-02T01:00:00Z'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stale = await request('42', 'medium.webp');
    logged.mockRestore();
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers 502 without the backend address for an image it never had', async () => {
    vi.stubEnv('GQL_HOST', `${BACKEND}/graphql`);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed: connect ECONNREFUSED 10.9.8.7:4000');
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await request('7', 'large.webp');
    const lines = logged.mock.calls.map(([line]) => String(line));
    logged.mockRestore();
    expect(response.status).toBe(502);
    expect(await response.text()).not.toMatch(/10\.9\.8\.7|4000|ECONNREFUSED/);
    // The detail stays in the server log, as one JSON line.
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'error',
      msg: 'Image fetch failed',
      path: '/media/7/large.webp',
      error: 'fetch failed: connect ECONNREFUSED 10.9.8.7:4000',
    });
  });

  it('passes only /media/{id}/{size}.webp on', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect((await request('1', '..%2Fgraphql')).status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('ImageCache', () => {
  const image = (bytes: number) => ({
    body: new Uint8Array(bytes),
    contentType: 'image/webp',
    cacheControl: null,
  });

  it('keeps at most its byte budget, dropping the least recently used first', () => {
    const cache = new ImageCache(10, 8);
    cache.set('a', image(4));
    cache.set('b', image(4));
    cache.get('a');
    cache.set('c', image(4));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.size).toBe(8);
    cache.set('huge', image(9));
    expect(cache.get('huge')).toBeNull();
  });

  it("reads the backend's max-age, and keeps nothing fresh that must not be cached", () => {
    expect(maxAgeMs('public, max-age=86400, stale-while-revalidate=604800')).toBe(86_400_000);
    expect(maxAgeMs('no-store')).toBe(0);
    expect(maxAgeMs(null)).toBe(86_400_000);
  });
});
