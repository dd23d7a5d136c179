import 'server-only';
import type { MetadataRoute } from 'next';
import {
  GetSitemapCategoriesDocument,
  GetSitemapPostsDocument,
  GetSitemapProductsDocument,
} from '@/graphql/generated';
import { routing } from '@/i18n/routing';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { localizedUrl } from '@/lib/seo/metadata';
import { calendarDay, collectPages, type SitemapPath, STATIC_PATHS, sitemapEntries } from './sitemap-entries';

const noPage = { nodes: [], hasNextPage: false, endCursor: null };

async function productPaths(): Promise<SitemapPath[]> {
  const nodes = await collectPages(async (after) => {
    const data = await commerceQuery(GetSitemapProductsDocument, { after }, { tags: [CACHE_TAGS.products] });
    return data.products ? { nodes: data.products.nodes, ...data.products.pageInfo } : noPage;
  });
  return nodes.flatMap((node) =>
    node.slug ? [{ path: `/product/${node.slug}`, lastModified: calendarDay(node.modified) }] : [],
  );
}

async function categoryPaths(): Promise<SitemapPath[]> {
  const nodes = await collectPages(async (after) => {
    const data = await commerceQuery(
      GetSitemapCategoriesDocument,
      { after },
      { tags: [CACHE_TAGS.categories] },
    );
    return data.productCategories
      ? { nodes: data.productCategories.nodes, ...data.productCategories.pageInfo }
      : noPage;
  });
  return nodes.flatMap((node) => (node.slug ? [{ path: `/product-category/${node.slug}` }] : []));
}

async function postPaths(): Promise<SitemapPath[]> {
  const nodes = await collectPages(async (after) => {
    const data = await commerceQuery(GetSitemapPostsDocument, { after }, { tags: [CACHE_TAGS.posts] });
    return data.posts ? { nodes: data.posts.nodes, ...data.posts.pageInfo } : noPage;
  });
  return nodes.flatMap((node) =>
    node.slug ? [{ path: `/blog/${node.slug}`, lastModified: calendarDay(node.modified) }] : [],
  );
}

/** Every static page, product, category and post, in every locale. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, categories, posts] = await Promise.all([productPaths(), categoryPaths(), postPaths()]);
  const paths: SitemapPath[] = [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories,
    ...products,
    ...posts,
  ];
  return sitemapEntries(paths, routing.locales, routing.defaultLocale, (path, locale) =>
    localizedUrl(path, locale as (typeof routing.locales)[number]),
  );
}
