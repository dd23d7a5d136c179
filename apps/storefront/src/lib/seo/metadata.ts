import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import { absoluteUrl, siteUrl } from './site-url';

export { siteUrl };

/** Absolute URL of a path in a locale: /products → https://shop/de-DE/products. */
export function localizedUrl(path: string, locale: Locale): string {
  return `${siteUrl()}${getPathname({ href: path, locale })}`;
}

export interface PageSeo {
  title: string;
  description?: string | null;
  /** The page's path without locale prefix, e.g. /product/some-slug. */
  path: string;
  locale: string;
  image?: { url: string; alt?: string | null; width?: number; height?: number } | null;
  type?: 'website' | 'article';
  noIndex?: boolean;
}

/**
 * Metadata every page shares: title and description, canonical URL in the page's locale,
 * hreflang alternates for all six locales (x-default: English), Open Graph and Twitter cards.
 */
export function pageMetadata({
  title,
  description,
  path,
  locale,
  image,
  type = 'website',
  noIndex,
}: PageSeo): Metadata {
  const current = (routing.locales as readonly string[]).includes(locale)
    ? (locale as Locale)
    : routing.defaultLocale;
  const languages: Record<string, string> = Object.fromEntries(
    routing.locales.map((l) => [l, localizedUrl(path, l)]),
  );
  languages['x-default'] = localizedUrl(path, routing.defaultLocale);
  const imageUrl = image && absoluteUrl(image.url);
  const images =
    image && imageUrl
      ? [{ url: imageUrl, alt: image.alt ?? title, width: image.width, height: image.height }]
      : undefined;
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: localizedUrl(path, current), languages },
    openGraph: {
      title,
      description: description ?? undefined,
      url: localizedUrl(path, current),
      locale: current.replace('-', '_'),
      type,
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description: description ?? undefined,
      images,
    },
    robots: noIndex ? { index: false, follow: true } : undefined,
  };
}
