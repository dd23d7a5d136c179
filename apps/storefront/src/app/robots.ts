import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/seo/metadata';

/** Shopper-specific pages: nothing there for a search engine. */
const PRIVATE_PATHS = ['/cart', '/checkout', '/my-account', '/wishlist', '/order-summary', '/oauth'];

/** /robots.txt: crawl the shop, not the API or private pages, and find everything in the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // SITE_URL is read when the request comes, not baked in at build time.
  await connection();
  const disallow = [
    '/api/',
    ...routing.locales.flatMap((locale) => PRIVATE_PATHS.map((href) => getPathname({ href, locale }))),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...new Set(disallow)] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
