import { routing } from './routing';

/**
 * Language-only prefixes (`/de/…`, `/pt/…`) as other shops and WordPress's multilingual plugins
 * write them (WPML's and Polylang's language directories): each names one of the shop's locales,
 * whose own prefix carries the region (`/de-DE/…`). Only the prefixed locales have one; English has
 * no prefix at all.
 */
const LOCALE_OF_LANGUAGE: ReadonlyMap<string, string> = new Map(
  routing.locales
    .filter((locale) => locale !== routing.defaultLocale)
    .map((locale) => [locale.split('-')[0]?.toLowerCase() ?? locale, locale]),
);

/**
 * The path a language-only prefix stands for, the rest of the path kept (`/DE/products` →
 * `/de-DE/products`); null for any other path. Only a whole first segment counts: a product slug
 * such as `/de-something` or a locale's own prefix is left to the router.
 */
export function shortPrefixTarget(pathname: string): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] ? LOCALE_OF_LANGUAGE.get(match[1].toLowerCase()) : undefined;
  if (!locale) return null;
  const rest = match?.[2] ?? '';
  return `/${locale}${rest === '/' ? '' : rest}`;
}
