// Plain JavaScript, like page-cache.mjs which uses it. Types: stored-page.d.mts.
import {
  brotliDecompressSync,
  constants,
  crc32,
  deflateRawSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { crc32Shift, joinCrc32 } from './crc32-join.mjs';
import { deferBootstrapScripts } from './deferred-scripts.mjs';
import { inlineStylesheets, withoutStylesheetPreloads } from './inlined-styles.mjs';

/**
 * A rendered page as the page cache keeps it: uncompressed, its stylesheets written in
 * (inlined-styles.mjs) and its scripts started after the first paint (deferred-scripts.mjs), cut at
 * every occurrence of the nonce it was rendered with, so each hit puts a new one in (page-cache.mjs).
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
 * Each part is compressed once, when stored, as raw deflate ending in a flush: byte-aligned and not
 * final, so the parts and the nonce between them join into one valid stream, and a gzip hit
 * compresses nothing (deflatedParts, storedBlock).
 */
const JOINABLE = { finishFlush: constants.Z_SYNC_FLUSH };
/** How far back deflate may refer. */
const WINDOW = 32 * 1024;
/** gzip's header (RFC 1952): deflate, no flags, no time, no extra flags, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** The last, empty deflate block (final bit set, fixed codes, end of block). */
const LAST_BLOCK = Buffer.from([3, 0]);

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
 * The parts with `between` put back between each two.
 * @param {Buffer[]} parts
 * @param {Buffer} between
 */
const joined = (parts, between) => parts.flatMap((part, index) => (index === 0 ? [part] : [between, part]));

/**
 * Each part as joinable raw deflate that may still refer to the page before it, as one compression
 * of the whole page would: its dictionary is what precedes it in every hit's stream, with the nonce
 * as NUL bytes. A match never covers a NUL (HTML has none), so every reference lands on bytes that
 * are the same whatever nonce a hit writes in, provided it has the stored one's length.
 * @param {Buffer[]} parts
 * @param {number} nonceLength
 */
function deflateParts(parts, nonceLength) {
  const masked = Buffer.concat(joined(parts, Buffer.alloc(nonceLength)));
  let start = 0;
  return parts.map((part) => {
    const dictionary = masked.subarray(Math.max(0, start - WINDOW), start);
    start += part.length + nonceLength;
    return deflateRawSync(part, dictionary.length > 0 ? { ...JOINABLE, dictionary } : JOINABLE);
  });
}

/**
 * @typedef {object} StoredPage
 * @property {number} status
 * @property {[string, string | string[]][]} headers
 * @property {Buffer[]} parts The body cut at every occurrence of its nonce.
 * @property {Buffer[]} deflatedParts Each part as joinable raw deflate (deflateParts).
 * @property {{ crc: number, shift: number }[]} partChecksums Each part's CRC-32 and crc32Shift of
 *   its length, for the gzip trailer (gzippedBody).
 * @property {string} nonce
 * @property {number} nonceShift crc32Shift of the nonce's length: every fresh nonce written into a
 *   gzipped hit has it (gzippedBody), so it is taken once, when the page is stored.
 * @property {number} bytes
 */

/**
 * What to keep of a finished response, or null when it must not be kept: only a complete 200
 * HTML page that sets no cookie (but the locale's) and whose policy carries a nonce.
 * @param {{ status: number, headers: Record<string, unknown>, body: Buffer }} response
 * @param {{ readStylesheet?: (href: string) => string | null }} [options] the build's stylesheets by
 *   the path they are served at, to write into the page (without it, links stay links)
 * @returns {StoredPage | null}
 */
export function storablePage({ status, headers, body }, { readStylesheet } = {}) {
  if (status !== 200 || !onlyLocaleCookie(headers['set-cookie'])) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  const nonce = String(headers['content-security-policy'] ?? '').match(NONCE_IN_POLICY)?.[1];
  if (!nonce) return null;
  const rendered = decoded(
    body,
    String(headers['content-encoding'] ?? '')
      .trim()
      .toLowerCase(),
  );
  if (!rendered) return null;
  const text = rendered.toString('utf8');
  const styled = readStylesheet
    ? inlineStylesheets(text, readStylesheet)
    : { html: text, inlined: new Set() };
  const html = Buffer.from(deferBootstrapScripts(styled.html));
  const parts = [];
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  /** @type {[string, string | string[]][]} */
  const kept = Object.entries(headers).flatMap(([name, value]) => {
    if (UNSTORED_HEADERS.has(name) || value === undefined) return [];
    if (name === 'link' && styled.inlined.size > 0) {
      // Those stylesheets are in the page now: their preloads would fetch them again.
      const links = (Array.isArray(value) ? value : [value])
        .map((entry) => withoutStylesheetPreloads(String(entry), styled.inlined))
        .filter(Boolean);
      return links.length > 0 ? [[name, links]] : [];
    }
    return [[name, Array.isArray(value) ? value.map(String) : String(value)]];
  });
  const headerBytes = kept.reduce((sum, [name, value]) => sum + name.length + single(value).length, 0);
  const deflatedParts = deflateParts(parts, needle.length);
  const deflatedBytes = deflatedParts.reduce((sum, part) => sum + part.length, 0);
  const partChecksums = parts.map((part) => ({ crc: crc32(part), shift: crc32Shift(part.length) }));
  return {
    status,
    headers: kept,
    parts,
    deflatedParts,
    partChecksums,
    nonce,
    nonceShift: crc32Shift(needle.length),
    bytes: html.length + deflatedBytes + headerBytes,
  };
}

/**
 * `bytes` as a deflate block stored as is, with no compression (RFC 1951 3.2.4): not final, so the
 * stream goes on after it. It starts on a byte boundary, as every joinable part ends on one, and so
 * its three header bits and padding make one zero byte.
 * @param {Buffer} bytes at most 65535
 */
function storedBlock(bytes) {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/**
 * The page's body gzipped with `fresh` in place of its nonce, from the parts compressed when stored
 * and the nonce stored uncompressed between them, with a checksum joined from the stored parts'
 * (crc32-join.mjs): nothing is compressed or read through again.
 * @param {StoredPage} page
 * @param {Buffer} fresh
 */
function gzippedBody(page, fresh) {
  // The stored parts' references assume a nonce of the stored one's length (deflateParts).
  if (fresh.length !== Buffer.byteLength(page.nonce))
    return gzipSync(Buffer.concat(joined(page.parts, fresh)));
  const nonceCrc = crc32(fresh);
  const { nonceShift } = page;
  let checksum = page.partChecksums[0].crc;
  let size = page.parts[0].length;
  for (let index = 1; index < page.parts.length; index++) {
    const { crc, shift } = page.partChecksums[index];
    checksum = joinCrc32(joinCrc32(checksum, nonceCrc, nonceShift), crc, shift);
    size += fresh.length + page.parts[index].length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  const nonceBlock = storedBlock(fresh);
  return Buffer.concat([GZIP_HEADER, ...joined(page.deflatedParts, nonceBlock), LAST_BLOCK, trailer]);
}

/**
 * The stored page with `nonce` in place of the one it was rendered with, everywhere; its body
 * gzipped when asked.
 * @param {StoredPage} page
 * @param {string} nonce
 * @param {{ gzip?: boolean }} [options]
 */
export function withNonce(page, nonce, { gzip = false } = {}) {
  const fresh = Buffer.from(nonce);
  const body = gzip ? gzippedBody(page, fresh) : Buffer.concat(joined(page.parts, fresh));
  const swap = (/** @type {string} */ text) => text.replaceAll(page.nonce, nonce);
  const headers = page.headers.map(([name, value]) => [
    name,
    Array.isArray(value) ? value.map(swap) : swap(value),
  ]);
  return { headers: /** @type {[string, string | string[]][]} */ (headers), body };
}
