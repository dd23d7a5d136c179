import { afterEach, describe, expect, it, vi } from 'vitest';
import BackendCacheHandler, { backendCacheScope } from './backend-cache-handler.mjs';

const PAGE = {
  kind: 'APP_PAGE',
  html: '<h1>Reviews hidden</h1>',
  headers: { 'x-next-cache-tags': 'products' },
};
const FETCH = { kind: 'FETCH', data: { body: '{}', headers: {}, status: 200, url: 'x' }, revalidate: 300 };

/** A handler as Next makes one in a process started with this environment. */
function handlerFor(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const handler = new BackendCacheHandler({ maxMemoryCacheSize: 1024 * 1024 });
  vi.unstubAllEnvs();
  return handler;
}

afterEach(() => vi.unstubAllEnvs());

describe('backendCacheScope', () => {
  it('differs between backends, and between settings that change pages', () => {
    const a = backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql' });
    expect(backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql' })).toBe(a);
    expect(backendCacheScope({ GQL_HOST: 'https://shop.example/graphql' })).not.toBe(a);
    expect(
      backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql', STORE_SHOW_REVIEWS: 'true' }),
    ).not.toBe(a);
    expect(
      backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql', STOREFRONT_CACHE_KEY: 'release-2' }),
    ).not.toBe(a);
    expect(
      backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql', SITE_URL: 'https://b.example' }),
    ).not.toBe(a);
  });

  it('ignores what does not change a page (secrets, the port it listens on, empty values)', () => {
    const a = backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql' });
    expect(
      backendCacheScope({
        GQL_HOST: 'http://127.0.0.1:4000/graphql',
        REVALIDATE_SECRET: 's3cret',
        PORT: '3001',
        STORE_SHOW_SKU: '',
      }),
    ).toBe(a);
    // Without GQL_HOST the storefront talks to the embedded backend's default address.
    expect(backendCacheScope({})).toBe(backendCacheScope({ GQL_HOST: 'http://127.0.0.1:4000/graphql' }));
  });
});

describe('BackendCacheHandler', () => {
  it('never answers one backend with a page or a fetch another backend cached', async () => {
    const full = handlerFor({ GQL_HOST: 'http://127.0.0.1:4101/graphql', STORE_SHOW_REVIEWS: 'true' });
    const stock = handlerFor({ GQL_HOST: 'http://127.0.0.1:4102/graphql' });
    await stock.set('/route-cache/APP_PAGE/abc/$/en-US/product/mask', PAGE, {
      cacheControl: { revalidate: 300 },
    });
    await stock.set('fetch-key', FETCH, { fetchCache: true, tags: ['commerce'] });

    expect(await full.get('/route-cache/APP_PAGE/abc/$/en-US/product/mask', { kind: 'APP_PAGE' })).toBeNull();
    expect(await full.get('fetch-key', { kind: 'FETCH', tags: ['commerce'] })).toBeNull();
    // The same backend and settings, in another handler instance (Next makes one per request), reads it.
    const again = handlerFor({ GQL_HOST: 'http://127.0.0.1:4102/graphql' });
    expect(
      (await again.get('/route-cache/APP_PAGE/abc/$/en-US/product/mask', { kind: 'APP_PAGE' }))?.value,
    ).toEqual(PAGE);
  });

  it('forgets entries whose tag is revalidated, pages by their cache-tags header and fetches by their tags', async () => {
    const handler = handlerFor({ GQL_HOST: 'http://127.0.0.1:4103/graphql' });
    await handler.set('page', PAGE, {});
    await handler.set('data', FETCH, { fetchCache: true, tags: ['commerce', 'products'] });
    await handler.set('other', FETCH, { fetchCache: true, tags: ['posts'] });
    await handler.revalidateTag(['products']);
    expect(await handler.get('page', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get('data', { kind: 'FETCH', tags: ['commerce', 'products'] })).toBeNull();
    expect(await handler.get('other', { kind: 'FETCH', tags: ['posts'] })).not.toBeNull();
    // Written after the revalidation: kept.
    await handler.set('page', PAGE, {});
    expect(await handler.get('page', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('keeps within its memory bound, dropping the least recently used entries first', async () => {
    vi.stubEnv('GQL_HOST', 'http://127.0.0.1:4104/graphql');
    const handler = new BackendCacheHandler({ maxMemoryCacheSize: 3000 });
    const page = (n: number) => ({ kind: 'APP_PAGE', html: 'x'.repeat(900 + n) });
    await handler.set('a', page(1), {});
    await handler.set('b', page(2), {});
    await handler.get('a', { kind: 'APP_PAGE' });
    await handler.set('c', page(3), {});
    await handler.set('d', page(4), {});
    expect(await handler.get('a', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await handler.get('b', { kind: 'APP_PAGE' })).toBeNull();
    expect(await handler.get('d', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

describe('next.config', () => {
  it('sends ISR pages, route responses and fetch data through this handler', async () => {
    const { default: config } = await import('../../../next.config');
    const { existsSync } = await import('node:fs');
    expect(config.cacheHandler).toMatch(/src\/lib\/cache\/backend-cache-handler\.mjs$/);
    expect(existsSync(String(config.cacheHandler))).toBe(true);
  });
});
