import 'server-only';
import { storeSettings } from '@/config/store';
import { GetMainCategoriesDocument } from '@/graphql/generated';
import { toImage } from '@/lib/catalog/media-url';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { homeCategorySlugs, inSlugOrder } from './main-categories';

export interface CategoryTile {
  id: number;
  name: string;
  slug: string;
  count: number;
  image: { url: string; alt: string } | null;
}

/**
 * The home page's categories with their image and product count, found by slug in the configured
 * order (main-categories.ts); a category the backend lacks is left out.
 */
export async function getMainCategories(): Promise<CategoryTile[]> {
  const slugs = homeCategorySlugs(storeSettings().homeCategorySlugs);
  const data = await commerceQuery(GetMainCategoriesDocument, { slugs }, { tags: [CACHE_TAGS.categories] });
  return inSlugOrder(data.productCategories?.nodes ?? [], slugs).map((node) => {
    const name = node.name ?? node.slug;
    return {
      id: node.databaseId,
      name,
      slug: node.slug,
      count: node.count ?? 0,
      image: toImage(node.image, name),
    };
  });
}
