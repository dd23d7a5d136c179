// Plain JavaScript, like page-cache.mjs which uses it. Types: stored-page.d.mts.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/**
 * A rendered page as the page cache keeps it: uncompressed, cut at every occurrence of the nonce it
 * was rendered with, so each hit puts a new one in (page-cache.mjs).
 */

/** The cookie next-intl's proxy picks the locale by (src/i18n/routing.ts). */
export const LOCALE_COOKIE = 'i18n_redirected';
/** Headers of the stored response that a hit writes anew, or that no longer hold once stored. */
const UNSTORED_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
]);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/**
 * @param {string | string[] | undefined} value
 * @returns {string}
 */
export const single = (value) => (Array.isArray(value) ? value.join(', ') : (value ?? ''));

/**
 * @param {Buffer} body
 * @param {string} encoding
 */
function decoded(body, encoding) {
  if (encoding === '' || encoding === 'identity') return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return null;
}

/**
 * Whether a response sets no cookie but the locale one: next-intl's proxy sets it from the locale
 * of the page and the request's cookie and Accept-Language, all in the key, so every request with
 * that key gets the same (its Expires drifts by the page's age at most; Max-Age, which browsers
 * prefer, does not).
 * @param {unknown} setCookie
 */
function onlyLocaleCookie(setCookie) {
  if (setCookie === undefined) return true;
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie];
  return cookies.every((cookie) => String(cookie).startsWith(`${LOCALE_COOKIE}=`));
}

/**
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {[string, string | string[]][]} headers
 * @property {Buffer[]} parts The body cut at every occurrence of its nonce.
 * @property {string} nonce
 * @property {number} bytes
 */

/**
 * What to keep of a finished response, or null when it must not be kept: only a complete 200
 * HTML page that sets no cookie (but the locale's) and whose policy carries a nonce.
 * @param {{ status: number, headers: Record<string, unknown>, body: Buffer }} response
 * @returns {StoredPage | null}
 */
export function storablePage({ status, headers, body }) {
  if (status !== 200 || !onlyLocaleCookie(headers['set-cookie'])) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const nonce = String(headers['content-security-policy'] ?? '').match(NONCE_IN_POLICY)?.[1];
  if (!nonce) return null;
  const html = decoded(
    body,
    String(headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!html) return null;
  const parts = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  /** @type {[string, string | string[]][]} */
  const kept = Object.entries(headers).flatMap(([name, value]) =>
    UNSTORED_HEADERS.has(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.map(String) : String(value)]],
  );
  const headerBytes = kept.reduce((sum, [name, value]) => sum + name.length + single(value).length, 0);
  return { status, headers: kept, parts, nonce, bytes: html.length + headerBytes };
}

/**
 * The stored page with `nonce` in place of the one it was rendered with, everywhere.
 * @param {StoredPage} page
 * @param {string} nonce
 */
export function withNonce(page, nonce) {
  const fresh = Buffer.from(nonce);
  const body = Buffer.concat(page.parts.flatMap((part, index) => (index === 0 ? [part] : [fresh, part])));
  const swap = (/** @type {string} */ text) => text.replaceAll(page.nonce, nonce);
  const headers = page.headers.map(([name, value]) => [
    name,
    Array.isArray(value) ? value.map(swap) : swap(value),
  ]);
  return { headers: /** @type {[string, string | string[]][]} */ (headers), body };
}
