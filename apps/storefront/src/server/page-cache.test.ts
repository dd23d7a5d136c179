import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { nonceOf } from '@/lib/security/headers';
import {
  CACHE_HEADER,
  createPageCache,
  pageCacheKey,
  pageCacheSettings,
  REFRESH_HEADER,
} from './page-cache.mjs';
import { clearPageCaches } from './page-cache-hook.mjs';
import { loopbackRefresh } from './page-refresh.mjs';
import { storablePage, withNonce } from './stored-page.mjs';

const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA==';
const policy = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const html = (nonce: string, text = 'Helmet') =>
  `<html><script nonce="${nonce}">self.n="${nonce}"</script><p>${text}</p><script nonce="${nonce}"></script></html>`;
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
  method,
  url,
  headers: { host: 'shop.test', ...headers },
});

describe('pageCacheKey', () => {
  it('keys GETs of catalogue and content pages in every locale prefix', () => {
    for (const url of [
      '/',
      '/de-DE',
      '/products',
      '/products?orderby=price&order=asc',
      '/products/page/2',
      '/fr-FR/product-category/gloves',
      '/product-category/gloves/page/3',
      '/product/speedglas-9100',
      '/pt-BR/product/speedglas-9100',
      '/blog',
      '/blog/hearing-protection',
      '/about-us',
      '/it-IT/terms-of-service',
    ]) {
      expect(pageCacheKey(request(url)), url).not.toBeNull();
    }
  });

  it('leaves shopper pages, API routes, other methods and router requests to Next', () => {
    for (const url of [
      '/cart',
      '/checkout',
      '/my-account',
      '/de-DE/wishlist',
      '/api/stock/a',
      '/_next/x.js',
    ]) {
      expect(pageCacheKey(request(url)), url).toBeNull();
    }
    expect(pageCacheKey(request('/products', {}, 'POST'))).toBeNull();
    expect(pageCacheKey(request('/products', {}, 'HEAD'))).toBeNull();
    expect(pageCacheKey(request('/products?_rsc=1x2y'))).toBeNull();
    expect(pageCacheKey(request('/products', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(request('/products', { 'next-router-prefetch': '1' }))).toBeNull();
    expect(pageCacheKey(request('/products', { 'next-action': 'abc' }))).toBeNull();
  });

  it('tells apart what the proxy and the headers depend on, and nothing else', () => {
    const base = pageCacheKey(request('/product/a'));
    const variants = [
      request('/product/b'),
      request('/product/a?x=1'),
      request('/product/a', { host: 'other.test' }),
      request('/product/a', { 'x-forwarded-proto': 'https' }),
      request('/product/a', { 'x-forwarded-host': 'shop.example' }),
      request('/product/a', { 'accept-language': 'de-DE' }),
      request('/product/a', { cookie: 'i18n_redirected=de-DE' }),
    ];
    for (const variant of variants) expect(pageCacheKey(variant), JSON.stringify(variant)).not.toBe(base);
    // A signed-in shopper's cookies do not change a catalogue page (none reads cookies server-side).
    expect(pageCacheKey(request('/product/a', { cookie: 'ppe_auth=t; woo-session=s' }))).toBe(base);
    expect(pageCacheKey(request('/product/a', { cookie: 'a=1; i18n_redirected=de-DE' }))).toBe(
      pageCacheKey(request('/product/a', { cookie: 'i18n_redirected=de-DE' })),
    );
  });

  it('keys by the locale the Accept-Language header leads to, not by its wording', () => {
    const key = (acceptLanguage?: string) =>
      pageCacheKey(
        request('/product/a', acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
      );
    // Every browser that next-intl's proxy would treat as English shares the English page.
    const english = key('en-US,en;q=0.9');
    for (const header of [undefined, '', 'en', 'en-GB,en;q=0.8', 'nl-NL,nl;q=0.9', '*', 'x-invalid;;q=bad'])
      expect(key(header), String(header)).toBe(english);
    // A header that leads elsewhere is a key of its own, however it is worded.
    const german = key('de-DE,de;q=0.9');
    expect(german).not.toBe(english);
    expect(key('de')).toBe(german);
    expect(key('de-AT,de;q=0.9,en;q=0.8')).toBe(german);
    expect(key('pt-BR')).not.toBe(german);
  });
});

describe('storablePage and withNonce', () => {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy(NONCE) };

  it('writes a new nonce over every occurrence, in the body and the policy', () => {
    const page = storablePage({ status: 200, headers, body: Buffer.from(html(NONCE)) });
    expect(page).not.toBeNull();
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB==';
    const { body, headers: sent } = withNonce(page!, fresh);
    expect(body.toString()).toBe(html(fresh));
    expect(Object.fromEntries(sent)['content-security-policy']).toBe(policy(fresh));
    expect(body.toString()).not.toContain(NONCE);
  });

  it('keeps a page with its chunk scripts started after the first paint, the loader under each hit’s nonce', () => {
    const next = (nonce: string) =>
      `<html><head><script src="/_next/static/chunks/app.js" async="" nonce="${nonce}"></script></head>` +
      `<body><p>Helmet</p><script nonce="${nonce}">self.n=1</script></body></html>`;
    const page = storablePage({ status: 200, headers, body: Buffer.from(next(NONCE)) });
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB==';
    const body = withNonce(page!, fresh).body.toString();
    expect(body).not.toContain('<script src=');
    expect(body).toContain(`<script nonce="${fresh}">self.n=1</script><script nonce="${fresh}">(function(){`);
    expect(body).toContain('["/_next/static/chunks/app.js"]');
    expect(body).not.toContain(NONCE);
  });

  it('writes the build’s stylesheets into a kept page when it can read them', () => {
    const withLink = (nonce: string) =>
      `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${nonce}" data-precedence="next"/>` +
      '</head><body><p>Helmet</p></body></html>';
    const body = Buffer.from(withLink(NONCE));
    const readStylesheet = (href: string) => (href === '/_next/static/chunks/a.css' ? 'p{color:red}' : null);
    const fresh = 'BBBBBBBBBBBBBBBBBBBBBB==';
    const inlined = storablePage({ status: 200, headers, body }, { readStylesheet });
    expect(withNonce(inlined!, fresh).body.toString()).toBe(
      `<html><head><style nonce="${fresh}">p{color:red}</style>` +
        `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${fresh}" data-precedence="next" disabled="">` +
        '</head><body><p>Helmet</p></body></html>',
    );
    const linked = storablePage({ status: 200, headers, body });
    expect(withNonce(linked!, fresh).body.toString()).toBe(withLink(fresh));
  });

  it('drops the preloads of the stylesheets it wrote in from the kept Link header', () => {
    const body = Buffer.from(
      `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/></head></html>`,
    );
    const font = `</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="${NONCE}"`;
    const link = `${font}, </_next/static/chunks/a.css>; rel=preload; as="style"; nonce="${NONCE}"`;
    const readStylesheet = (href: string) => (href === '/_next/static/chunks/a.css' ? 'p{color:red}' : null);
    const linkOf = (stored: ReturnType<typeof storablePage>) =>
      stored?.headers.find(([name]) => name === 'link')?.[1];
    expect(
      linkOf(storablePage({ status: 200, headers: { ...headers, link }, body }, { readStylesheet })),
    ).toEqual([font]);
    expect(linkOf(storablePage({ status: 200, headers: { ...headers, link }, body }))).toBe(link);
    // A stylesheet left a link (its rules would end the <style> early) keeps its preload.
    const unsafe = () => 'p{}</style>';
    expect(
      linkOf(storablePage({ status: 200, headers: { ...headers, link }, body }, { readStylesheet: unsafe })),
    ).toBe(link);
  });

  it('gzips a hit from parts compressed when stored, the fresh nonce joined in', () => {
    // Large and repetitive, so a joined stream that referred across parts would show.
    const text = 'Speedglas 9100 FX welding helmet, ADF 9100XXi. '.repeat(2000);
    const page = storablePage({ status: 200, headers, body: Buffer.from(html(NONCE, text)) });
    const fresh = 'CCCCCCCCCCCCCCCCCCCCCC==';
    const { body } = withNonce(page!, fresh, { gzip: true });
    expect(gunzipSync(body).toString()).toBe(html(fresh, text));
    expect(body.length).toBeLessThan(html(fresh, text).length / 20);
    // The parts refer back across each nonce, so one of another length is compressed whole.
    const longer = `${fresh}DD`;
    expect(gunzipSync(withNonce(page!, longer, { gzip: true }).body).toString()).toBe(html(longer, text));
  });

  it('keeps a compressed page uncompressed, without its encoding', () => {
    const page = storablePage({
      status: 200,
      headers: { ...headers, 'content-encoding': 'gzip', 'content-length': '10' },
      body: gzipSync(html(NONCE)),
    });
    const { body, headers: sent } = withNonce(page!, NONCE);
    expect(body.toString()).toBe(html(NONCE));
    expect(sent.map(([name]) => name)).toEqual(['content-type', 'content-security-policy']);
  });

  it('keeps only complete 200 HTML pages that set no cookie and carry a nonce', () => {
    const body = Buffer.from(html(NONCE));
    expect(storablePage({ status: 404, headers, body })).toBeNull();
    expect(storablePage({ status: 307, headers, body })).toBeNull();
    expect(storablePage({ status: 200, headers: { ...headers, 'set-cookie': ['a=1'] }, body })).toBeNull();
    const localeAndSession = ['i18n_redirected=de-DE; Path=/', 'woo-session=s'];
    expect(
      storablePage({ status: 200, headers: { ...headers, 'set-cookie': localeAndSession }, body }),
    ).toBeNull();
    // The locale cookie next-intl sets on a first visit follows from the key: the same for all.
    const locale = storablePage({
      status: 200,
      headers: { ...headers, 'set-cookie': ['i18n_redirected=de-DE; Path=/; Max-Age=31536000'] },
      body,
    });
    expect(locale?.headers).toContainEqual([
      'set-cookie',
      ['i18n_redirected=de-DE; Path=/; Max-Age=31536000'],
    ]);
    expect(
      storablePage({ status: 200, headers: { ...headers, 'content-type': 'text/x-component' }, body }),
    ).toBeNull();
    expect(
      storablePage({ status: 200, headers: { ...headers, 'content-security-policy': undefined }, body }),
    ).toBeNull();
  });
});

describe('pageCacheSettings', () => {
  it('reads the lifetime and the memory bound, 0 turning the cache off', () => {
    expect(pageCacheSettings({})).toEqual({ ttlSeconds: 60, staleSeconds: 600, maxBytes: 64 * 1024 * 1024 });
    expect(
      pageCacheSettings({
        STOREFRONT_PAGE_CACHE_SECONDS: '0',
        STOREFRONT_PAGE_CACHE_STALE_SECONDS: '30',
        STOREFRONT_PAGE_CACHE_MB: '1',
      }),
    ).toEqual({ ttlSeconds: 0, staleSeconds: 30, maxBytes: 1024 * 1024 });
    expect(pageCacheSettings({ STOREFRONT_PAGE_CACHE_SECONDS: 'soon' }).ttlSeconds).toBe(60);
  });
});

describe('createPageCache', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  /** A server whose "renders" are counted: each draws its own nonce, like Next's. */
  type Answer = { status?: number; headers?: Record<string, string>; text?: string };
  async function serve(
    settings: Parameters<typeof createPageCache>[0],
    page: (url: string) => Answer = () => ({}),
  ) {
    // With a stale window, the cache asks this very server for the page again, as server.mjs does.
    const refreshes: Promise<void>[] = [];
    const refresh = (path: string, headers: Record<string, string>) => {
      const done = loopbackRefresh({ port: (server.address() as AddressInfo).port, host: '127.0.0.1' })(
        path,
        headers,
      );
      refreshes.push(done);
      return done;
    };
    const cache = createPageCache({ ...settings, refresh: settings.staleSeconds ? refresh : undefined });
    let renders = 0;
    const render = (req: IncomingMessage, res: ServerResponse) => {
      renders += 1;
      const nonce = Buffer.from(`render-${renders}-padding`).toString('base64');
      const { status = 200, headers = {}, text } = page(req.url ?? '');
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy(nonce),
        ...headers,
      });
      // Streamed in pieces, as Next streams a page.
      const body = html(nonce, text);
      res.write(body.slice(0, 30));
      res.end(body.slice(30));
    };
    const server = createServer((req, res) => void cache.handle(req, res, () => render(req, res)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = async () => {
      cache.close();
      await new Promise((resolve) => server.close(resolve));
    };
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, { headers, redirect: 'manual' });
      return { response, text: await response.text() };
    };
    return { cache, get, renders: () => renders, refreshes };
  }

  const nonceAttributes = (text: string) => [...text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);

  it('serves a page again with a fresh nonce in the policy and on every script', async () => {
    const { get, renders } = await serve({ ttlSeconds: 60, maxBytes: 1_000_000 });
    const first = await get('/product/a');
    expect(first.response.headers.get(CACHE_HEADER)).toBe('miss');
    const second = await get('/product/a');
    const third = await get('/product/a', { 'accept-encoding': 'gzip' });
    expect(renders()).toBe(1);
    for (const hit of [second, third]) {
      expect(hit.response.headers.get(CACHE_HEADER)).toBe('hit');
      const nonce = nonceOf(hit.response.headers.get('content-security-policy'));
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceAttributes(hit.text)).toEqual([nonce, nonce]);
      expect(hit.text).toBe(html(nonce!));
    }
    expect(third.response.headers.get('content-encoding')).toBe('gzip');
    const nonces = [first, second, third].map(({ response }) =>
      nonceOf(response.headers.get('content-security-policy')),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('renders again what it must not keep', async () => {
    const { get, renders } = await serve({ ttlSeconds: 60, maxBytes: 1_000_000 }, (url): Answer => {
      if (url.includes('missing')) return { status: 404 };
      if (url.includes('cookie')) return { headers: { 'set-cookie': 'woo-session=abc' } };
      if (url.includes('json')) return { headers: { 'content-type': 'application/json' } };
      return {};
    });
    for (const path of ['/product/missing', '/product/cookie', '/product/json']) {
      await get(path);
      expect((await get(path)).response.headers.get(CACHE_HEADER), path).toBe('miss');
    }
    await get('/products', { rsc: '1' });
    expect((await get('/products', { rsc: '1' })).response.headers.get(CACHE_HEADER)).toBeNull();
    expect(renders()).toBe(8);
  });

  it('forgets pages after their lifetime and when the app revalidates', async () => {
    let now = 1_000;
    const { get, renders } = await serve({ ttlSeconds: 60, maxBytes: 1_000_000, clock: { now: () => now } });
    await get('/blog');
    now = 60_000;
    expect((await get('/blog')).response.headers.get(CACHE_HEADER)).toBe('hit');
    now = 62_000;
    expect((await get('/blog')).response.headers.get(CACHE_HEADER)).toBe('miss');
    clearPageCaches();
    expect((await get('/blog')).response.headers.get(CACHE_HEADER)).toBe('miss');
    expect((await get('/blog')).response.headers.get(CACHE_HEADER)).toBe('hit');
    expect(renders()).toBe(3);
  });

  it('serves a page past its lifetime while one render behind the shopper refreshes it', async () => {
    let now = 1_000;
    let rendered = 0;
    const { get, renders, refreshes } = await serve(
      { ttlSeconds: 60, staleSeconds: 600, maxBytes: 1_000_000, clock: { now: () => now } },
      () => ({ text: `render ${++rendered}` }),
    );
    await get('/product/a');
    now = 62_000;
    const stale = await get('/product/a');
    expect(stale.response.headers.get(CACHE_HEADER)).toBe('stale');
    expect(stale.text).toContain('render 1');
    expect(refreshes).toHaveLength(1);
    await refreshes[0];
    const fresh = await get('/product/a');
    expect(fresh.response.headers.get(CACHE_HEADER)).toBe('hit');
    expect(fresh.text).toContain('render 2');
    expect(renders()).toBe(2);
    // Past the stale window a page is gone: the shopper's request renders it.
    now += 60_000 + 600_000 + 1;
    expect((await get('/product/a')).response.headers.get(CACHE_HEADER)).toBe('miss');
  });

  it('renders past the cache only for its own refresh, never for a client naming the header', async () => {
    const { get, renders } = await serve({ ttlSeconds: 60, staleSeconds: 600, maxBytes: 1_000_000 });
    await get('/blog');
    const forged = await get('/blog', { [REFRESH_HEADER]: 'AAAAAAAAAAAAAAAAAAAAAA==' });
    expect(forged.response.headers.get(CACHE_HEADER)).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('keeps within its memory bound, dropping the least recently used page', async () => {
    // About 2.3 kB a page with its headers: four fit in 10 kB, not five.
    const big = 'x'.repeat(2_000);
    const { cache, get } = await serve({ ttlSeconds: 60, maxBytes: 10_000 }, () => ({ text: big }));
    for (const path of ['/blog/a', '/blog/b', '/blog/c', '/blog/d', '/blog/e']) await get(path);
    expect(cache.size).toBe(4);
    expect((await get('/blog/a')).response.headers.get(CACHE_HEADER)).toBe('miss');
    expect((await get('/blog/e')).response.headers.get(CACHE_HEADER)).toBe('hit');
  });

  it('is off with a lifetime of 0', async () => {
    const { get, renders } = await serve({ ttlSeconds: 0, maxBytes: 1_000_000 });
    await get('/');
    expect((await get('/')).response.headers.get(CACHE_HEADER)).toBeNull();
    expect(renders()).toBe(2);
  });
});
