// Plain JavaScript, like page-cache.mjs which uses it. Types: accept-language.d.mts.
import { match } from '@formatjs/intl-localematcher';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.mjs';

// Longest first, as next-intl orders them for the matcher (formatjs/formatjs#4469).
const ORDERED_LOCALES = [...LOCALES].sort((a, b) => b.length - a.length);

/**
 * Each header's answer, once: the page cache asks on every request, a negotiation costs about
 * 45 µs, and browsers send few distinct headers. Bounded in count and in header text, as the
 * header is the client's to choose.
 * @type {LRUCache<string, string>}
 */
const negotiated = new LRUCache({
  max: 1000,
  maxSize: 64 * 1024,
  sizeCalculation: (_locale, header) => header.length + 1,
});

/**
 * The shop locale next-intl's proxy picks from an Accept-Language header, when neither the path
 * nor the locale cookie names one: the same negotiation as next-intl 4's
 * `getAcceptLanguageLocale` (dist/esm/production/middleware/resolveLocale.js), with the same two
 * libraries, so every header that leads to one locale gives one answer. The default locale for a
 * header that names none of the shop's, or none at all, or cannot be read.
 * @param {string} header
 * @returns {string}
 */
export function acceptLanguageLocale(header) {
  let locale = negotiated.get(header);
  if (locale === undefined) {
    locale = negotiate(header);
    negotiated.set(header, locale);
  }
  return locale;
}

/** @param {string} header */
function negotiate(header) {
  const languages = new Negotiator({ headers: { 'accept-language': header || undefined } }).languages();
  try {
    const matched = match(languages, ORDERED_LOCALES, DEFAULT_LOCALE).toLowerCase();
    return LOCALES.find((locale) => locale.toLowerCase() === matched) ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
