import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { buildSitemap } from '@/features/content/sitemap';

/**
 * /sitemap.xml: every product, category, post and page in all six locales, with hreflang
 * alternates. Built per request (the build never needs the backend); the backend reads behind it
 * are cached and revalidated like the pages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  return buildSitemap();
}
