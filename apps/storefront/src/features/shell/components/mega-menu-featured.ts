import 'server-only';
import { cache } from 'react';
import { GetMainCategoriesDocument } from '@/graphql/generated';
import { toImage } from '@/lib/catalog/media-url';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';
import type { MainMenuEntry } from '../menu';

/** What a menu's featured tile shows of a main category: its picture and its product count. */
export interface FeaturedCategory {
  image: { url: string; alt: string } | null;
  count: number;
}

/** One read per render for both menus (React cache keys on the string of slugs). */
const featuredBySlugs = cache(async (slugKey: string): Promise<Map<string, FeaturedCategory>> => {
  try {
    const data = await commerceQuery(
      GetMainCategoriesDocument,
      { slugs: slugKey.split('\n') },
      { tags: [CACHE_TAGS.categories] },
    );
    return new Map(
      (data.productCategories?.nodes ?? []).flatMap(({ slug, name, image, count }) =>
        slug ? [[slug, { image: toImage(image, name ?? slug), count: count ?? 0 }] as const] : [],
      ),
    );
  } catch (error) {
    // The shell is on every page: without pictures the menus still list every category.
    serverLog.error({ error }, 'Shell menu pictures unavailable');
    return new Map();
  }
});

/** The featured tiles' data of the main menu's categories with a mega-menu, by slug. */
export function getFeaturedCategories(
  entries: readonly MainMenuEntry[],
): Promise<Map<string, FeaturedCategory>> {
  const slugs = entries.filter((entry) => entry.subcategories.length > 0).map((entry) => entry.slug);
  return slugs.length > 0 ? featuredBySlugs(slugs.join('\n')) : Promise.resolve(new Map());
}
