import 'server-only';
import { cache } from 'react';
import {
  GetBannerSettingsDocument,
  GetProductCategoriesWithHierarchyDocument,
  type GetProductCategoriesWithHierarchyQuery,
  GetSearchSuggestionsDocument,
} from '@/graphql/generated';
import { withFeature } from '@/lib/commerce/capabilities';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';
import { type Banner, toBanner } from './banner';
import type { MenuCategory } from './menu';
import { SEARCH_SUGGESTION_LIMIT, type SearchSuggestion, toSearchSuggestion } from './search';

/**
 * The shell's reads from the commerce backend. The shell is on every page, so a backend hiccup
 * must not take a page down with it: the banner is left out and the menus fall back to plain
 * category links until the next successful read.
 */

function logFailure(what: string, error: unknown) {
  serverLog.error({ error }, `Shell ${what} unavailable`);
}

/** The announcement banner: a store plugin (bannerSettings); a shop without it shows none and asks nothing. */
export const getBanner = cache(async (): Promise<Banner | null> => {
  try {
    const data = await withFeature('banner', () =>
      commerceQuery(GetBannerSettingsDocument, {}, { tags: [CACHE_TAGS.settings] }),
    );
    return data ? toBanner(data.bannerSettings) : null;
  } catch (error) {
    logFailure('banner settings', error);
    return null;
  }
});

type CategoryNode = NonNullable<GetProductCategoriesWithHierarchyQuery['productCategories']>['nodes'][number];
interface CategoryLike {
  databaseId: number;
  name: string | null;
  slug: string | null;
  count: number | null;
  children?: { nodes: CategoryLike[] } | null;
}

function toMenuCategory(node: CategoryLike): MenuCategory {
  return {
    id: node.databaseId,
    name: node.name ?? '',
    slug: node.slug ?? String(node.databaseId),
    count: node.count ?? 0,
    children: (node.children?.nodes ?? []).map(toMenuCategory),
  };
}

/** Spec getProductCategoriesWithHierarchy: the category tree the menus are built from. */
export const getMenuCategories = cache(async (): Promise<MenuCategory[]> => {
  try {
    const data = await commerceQuery(
      GetProductCategoriesWithHierarchyDocument,
      { first: 50 },
      { tags: [CACHE_TAGS.categories] },
    );
    return (data.productCategories?.nodes ?? []).map((node: CategoryNode) => toMenuCategory(node));
  } catch (error) {
    logFailure('category menu', error);
    return [];
  }
});

/** Suggestions change with the catalogue, but a minute old is fresh enough while typing. */
const SUGGESTIONS_REVALIDATE_SECONDS = 60;

/** The instant search's suggestions; errors reach the caller (the route handler answers 502). */
export async function getSearchSuggestions(
  term: string,
  locale: string,
  currency: string,
): Promise<SearchSuggestion[]> {
  const data = await commerceQuery(
    GetSearchSuggestionsDocument,
    { search: term, first: SEARCH_SUGGESTION_LIMIT },
    { tags: [CACHE_TAGS.products], revalidate: SUGGESTIONS_REVALIDATE_SECONDS, locale },
  );
  return (data.products?.nodes ?? []).map((node) => toSearchSuggestion(node, locale, currency));
}
