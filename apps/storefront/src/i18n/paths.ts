import { routing } from './routing';

/** A path of the shop without its locale prefix ('/cart'), or one with its query. */
export type ShopHref = string | { pathname: string; query?: Record<string, string | undefined> };

const isShopPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * A shop path in a locale, as next-intl's getPathname words it for 'as-needed' prefixes: English
 * has none (/products), the others theirs (/de-DE/products, /de-DE for the home page). A link
 * leaving the shop (https://…, //…) is kept as it is. Small enough to run in every page's script
 * without next-intl's navigation.
 */
export function localePath(href: ShopHref, locale: string): string {
  const { pathname, query } = typeof href === 'string' ? { pathname: href, query: undefined } : href;
  let path = pathname;
  if (isShopPath(path) && locale !== routing.defaultLocale)
    path = path === '/' ? `/${locale}` : `/${locale}${path}`;
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** The shop path of a browser path: its locale prefix, if any, taken off ('/de-DE/cart' → '/cart'). */
export function withoutLocale(pathname: string): string {
  const first = pathname.split('/')[1];
  if (!first || !(routing.locales as readonly string[]).includes(first)) return pathname;
  return pathname.slice(first.length + 1) || '/';
}

/**
 * Keeps the shopper's choice of language for a year (the proxy reads it on the next visit), as
 * next-intl's own links do when they change the locale.
 */
export function rememberLocale(locale: string, current: string): void {
  const cookie = routing.localeCookie;
  if (typeof cookie !== 'object' || locale === current) return;
  // SameSite=Lax as next-intl sets it: sent when a shopper arrives from a link elsewhere.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers.
  document.cookie = `${cookie.name}=${locale};path=/;max-age=${cookie.maxAge};samesite=lax`;
}
