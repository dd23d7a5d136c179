/**
 * The sitemap's pure parts: which paths it lists, one entry per path and locale with the hreflang
 * alternates of all locales, and walking a paged GraphQL list to its end.
 */
import type { MetadataRoute } from 'next';

/**
 * Pages every shop has, listed in the sitemap. /contact-us is left out: it shows the contact page,
 * whose canonical URL is /contact. Carts, checkout and accounts are private and never listed.
 */
export const STATIC_PATHS = [
  '/',
  '/products',
  '/categories',
  '/blog',
  '/about-us',
  '/contact',
  '/shipping-returns',
  '/privacy-policy',
  '/terms-of-service',
  '/protection-finder',
  '/protection-finder/welding-shade',
] as const;

export interface SitemapPath {
  /** Path without locale prefix: /product/some-slug. */
  path: string;
  /** Calendar date of the last change (YYYY-MM-DD), when known. */
  lastModified?: string;
}

/** One entry per path and locale; each lists every locale's URL (and x-default) as alternates. */
export function sitemapEntries(
  paths: readonly SitemapPath[],
  locales: readonly string[],
  defaultLocale: string,
  urlFor: (path: string, locale: string) => string,
): MetadataRoute.Sitemap {
  return paths.flatMap(({ path, lastModified }) => {
    const languages: Record<string, string> = Object.fromEntries(
      locales.map((locale) => [locale, urlFor(path, locale)]),
    );
    languages['x-default'] = urlFor(path, defaultLocale);
    return locales.map((locale) => ({
      url: urlFor(path, locale),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }));
  });
}

export interface Page<T> {
  nodes: T[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/**
 * Every node of a paged list, one request per page, following endCursor while hasNextPage.
 * Stops on a repeated or missing cursor, or after maxPages, so a misbehaving backend cannot loop it.
 */
export async function collectPages<T>(
  fetchPage: (after: string | null) => Promise<Page<T>>,
  maxPages = 500,
): Promise<T[]> {
  const all: T[] = [];
  const seen = new Set<string>();
  let after: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const { nodes, hasNextPage, endCursor } = await fetchPage(after);
    all.push(...nodes);
    if (!hasNextPage || !endCursor || seen.has(endCursor)) break;
    seen.add(endCursor);
    after = endCursor;
  }
  return all;
}

/** "2025-01-14T15:00:00" (WordPress, no zone) → "2025-01-14"; anything else → undefined. */
export const calendarDay = (value: string | null | undefined): string | undefined =>
  /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
