// Plain JavaScript: the production server (server.mjs) runs it without a build step, and Node 20
// does not run TypeScript. Types: page-cache.d.mts.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { acceptLanguageLocale } from './accept-language.mjs';
import { onPageCacheClear } from './page-cache-hook.mjs';
import { acceptsGzip, recordBody } from './response-body.mjs';
import { createSharedPages } from './shared-pages.mjs';
import { LOCALE_COOKIE, single, storablePage, withNonce } from './stored-page.mjs';

/** @typedef {import('./stored-page.mjs').StoredPage} StoredPage */

/**
 * Rendered catalogue pages kept in memory and served again with a fresh CSP nonce.
 *
 * A page's scripts carry its response's nonce, so Next renders every page per request. Here a
 * page whose HTML is the same for every shopper is kept after its first render; each later request
 * gets it with a newly drawn nonce written over the stored one, in the body and in the headers (the
 * Content-Security-Policy). The stored nonce was drawn at random when the page rendered, after
 * everything that shaped the page was fixed, so no injected markup can carry it, and each hit's
 * nonce is new and unguessable: the policy is as strict as a per-request render's
 * (docs/reliability.md, "Cached pages and the nonce").
 *
 * Given the shared cache (REDIS_URL, shared-cache.mjs), pages are kept there too: a page one
 * instance rendered is served by every other, and a clear on one clears them all (shared-pages.mjs).
 */

/** Catalogue and content pages, in any locale prefix: none reads cookies or the session. */
const CATALOGUE_PATH = new RegExp(
  '^(?:/[a-z]{2}-[A-Z]{2})?' +
    '(?:/(?:products(?:/page/\\d+)?|product-category/[^/]+(?:/page/\\d+)?|product/[^/]+|categories' +
    '|blog(?:/[^/]+)?|about-us|contact-us|contact|privacy-policy|shipping-returns|terms-of-service))?/?$',
);
const DEFAULT_SECONDS = 60;
const DEFAULT_STALE_SECONDS = 600;
const DEFAULT_MEGABYTES = 64;
/** Marks the server's own request that renders a stale page again (with this process's token). */
export const REFRESH_HEADER = 'x-page-cache-refresh';

/** The header telling tests and operators whether a page came from the cache. */
export const CACHE_HEADER = 'x-page-cache';

/**
 * The cache's settings from the environment: STOREFRONT_PAGE_CACHE_SECONDS (how long a page is
 * served as is; 0 turns the cache off), STOREFRONT_PAGE_CACHE_STALE_SECONDS (how long after that it
 * is still served while rendered again behind it) and STOREFRONT_PAGE_CACHE_MB (memory bound).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheSettings(env) {
  const number = (/** @type {string | undefined} */ text, /** @type {number} */ fallback) => {
    const value = Number(text?.trim() || Number.NaN);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ttlSeconds: number(env.STOREFRONT_PAGE_CACHE_SECONDS, DEFAULT_SECONDS),
    staleSeconds: number(env.STOREFRONT_PAGE_CACHE_STALE_SECONDS, DEFAULT_STALE_SECONDS),
    maxBytes: Math.round(number(env.STOREFRONT_PAGE_CACHE_MB, DEFAULT_MEGABYTES) * 1024 * 1024),
  };
}

/** A nonce as strong as a render's (lib/security/headers.ts createNonce): 128 random bits, base64. */
export function createNonce() {
  return randomBytes(16).toString('base64');
}

/** @param {string} cookieHeader */
function localeCookie(cookieHeader) {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === LOCALE_COOKIE) return value.join('=').trim();
  }
  return '';
}

/**
 * The key of a request whose page may come from the cache, or null. Only GETs of catalogue pages,
 * never Next's router requests (RSC payloads, prefetches, server actions: an `rsc` or `next-*`
 * header, an `_rsc` query). The key holds all a render depends on besides the path: host and
 * forwarded protocol (HSTS, upgrade-insecure-requests), and what next-intl picks the locale by,
 * since a hit skips the proxy that would redirect or rewrite: the locale cookie, and the locale the
 * Accept-Language header leads to (not the header itself, which browsers word in countless ways).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {string | null}
 */
export function pageCacheKey({ method, url = '', headers }) {
  if (method !== 'GET') return null;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (!CATALOGUE_PATH.test(path)) return null;
  if (query >= 0 && new URLSearchParams(url.slice(query)).has('_rsc')) return null;
  if (Object.keys(headers).some((name) => name === 'rsc' || name.startsWith('next-'))) return null;
  return [
    single(headers.host),
    single(headers['x-forwarded-host']),
    single(headers['x-forwarded-proto']),
    url,
    acceptLanguageLocale(single(headers['accept-language'])),
    localeCookie(single(headers.cookie)),
  ].join('\n');
}

/**
 * The headers of `request` a page depends on (pageCacheKey), for the server's own request that
 * renders it again: never the shopper's other cookies.
 * @param {import('node:http').IncomingMessage} request
 */
function keyHeaders(request) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-language']) {
    const value = single(request.headers[name]);
    if (value) headers[name] = value;
  }
  const locale = localeCookie(single(request.headers.cookie));
  if (locale) headers.cookie = `${LOCALE_COOKIE}=${locale}`;
  return headers;
}

/**
 * @typedef {{ page: StoredPage, freshUntil: number }} Kept
 * @typedef {(path: string, headers: Record<string, string>) => Promise<void>} Refresh
 */

/**
 * @param {{ ttlSeconds: number, staleSeconds?: number, maxBytes: number, clock?: { now(): number },
 *   readStylesheet?: (href: string) => string | null, refresh?: Refresh,
 *   shared?: import('./shared-cache.mjs').SharedCache }} settings `clock` (milliseconds) for tests;
 *   the process's monotonic clock otherwise. `readStylesheet`: the build's stylesheets, written
 *   into each stored page (inlined-styles.mjs buildStylesheets). `staleSeconds` and `refresh`:
 *   how long a page past its lifetime is still served, while `refresh` asks this server for the
 *   page again (page-refresh.mjs) so that one render behind the shoppers replaces it. `shared`: the
 *   caches every instance shares; this process's memory only without it.
 */
export function createPageCache({
  ttlSeconds,
  staleSeconds = 0,
  maxBytes,
  clock,
  readStylesheet,
  refresh,
  shared,
}) {
  const enabled = ttlSeconds > 0 && maxBytes > 0;
  const freshMs = Math.max(ttlSeconds, 1) * 1000;
  const lifeMs = freshMs + (refresh ? Math.max(staleSeconds, 0) * 1000 : 0);
  const now = () => (clock ?? performance).now();
  /** @type {LRUCache<string, Kept>} */
  const pages = new LRUCache({
    maxSize: Math.max(maxBytes, 1),
    // One page may take at most a quarter of the cache, so a few big ones cannot empty it.
    maxEntrySize: Math.max(Math.floor(maxBytes / 4), 1),
    sizeCalculation: (kept) => Math.max(kept.page.bytes, 1),
    ttl: lifeMs,
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
  });
  // Only this server's own requests may skip the cache to render a page again.
  const refreshToken = Buffer.from(createNonce());
  /** Pages being rendered again, each by one request. */
  const refreshing = new Set();
  // A render that began before a revalidation must not be stored after it.
  let generation = 0;
  const clearMemory = () => {
    generation += 1;
    pages.clear();
  };
  const sharedPages =
    enabled && shared?.enabled ? createSharedPages({ shared, freshMs, lifeMs, clearMemory }) : null;
  const stopListening = onPageCacheClear(() => {
    clearMemory();
    sharedPages?.clear().catch(() => {});
  });

  /**
   * A page another instance kept, now kept here too for the time it has left.
   * @param {string} key
   */
  async function fromShared(key) {
    const started = generation;
    const found = await sharedPages?.read(key);
    if (!found || started !== generation) return undefined;
    const kept = { page: found.page, freshUntil: now() + found.freshMs };
    pages.set(key, kept, { ttl: found.lifeMs });
    return kept;
  }

  /** @param {import('node:http').IncomingMessage} request */
  function isRefresh(request) {
    const token = Buffer.from(single(request.headers[REFRESH_HEADER]));
    return token.length === refreshToken.length && timingSafeEqual(token, refreshToken);
  }

  /**
   * Has the page rendered again behind the shopper who got the stale one; once at a time.
   * @param {string} key
   * @param {import('node:http').IncomingMessage} request
   */
  function startRefresh(key, request) {
    if (!refresh || refreshing.has(key)) return;
    refreshing.add(key);
    const headers = { ...keyHeaders(request), [REFRESH_HEADER]: refreshToken.toString() };
    refresh(request.url ?? '/', headers)
      .catch(() => {})
      .finally(() => refreshing.delete(key));
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {StoredPage} page
   * @param {'hit' | 'stale'} state
   */
  function sendKept(request, response, page, state) {
    const gzipped = acceptsGzip(single(request.headers['accept-encoding']));
    const { headers, body: sent } = withNonce(page, createNonce(), { gzip: gzipped });
    for (const [name, value] of headers) response.setHeader(name, value);
    if (gzipped) response.setHeader('content-encoding', 'gzip');
    const vary = single(response.getHeader('vary')?.toString());
    if (!/accept-encoding/i.test(vary))
      response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    response.setHeader('content-length', sent.length);
    response.setHeader(CACHE_HEADER, state);
    response.statusCode = page.status;
    response.end(sent);
  }

  /**
   * Answers from the cache, or lets `render` answer and keeps the page when it may.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => Promise<void> | void} render
   */
  async function handle(request, response, render) {
    const key = enabled ? pageCacheKey(request) : null;
    if (key === null) return render();
    if (!isRefresh(request)) {
      const kept = pages.get(key) ?? (await fromShared(key));
      const stale = kept !== undefined && now() >= kept.freshUntil;
      if (kept && stale) startRefresh(key, request);
      if (kept) return sendKept(request, response, kept.page, stale ? 'stale' : 'hit');
    }
    response.setHeader(CACHE_HEADER, 'miss');
    const started = generation;
    const body = recordBody(response, maxBytes / 4);
    response.once('finish', () => {
      const recorded = body();
      if (!recorded || started !== generation) return;
      const headers = response.getHeaders();
      delete headers[CACHE_HEADER];
      const stored = storablePage(
        { status: response.statusCode, headers, body: recorded },
        { readStylesheet },
      );
      if (!stored) return;
      pages.set(key, { page: stored, freshUntil: now() + freshMs });
      sharedPages?.write(key, stored).catch(() => {});
    });
    return render();
  }

  return {
    handle,
    /** Pages kept now. */
    get size() {
      return pages.size;
    },
    close: stopListening,
  };
}
