import 'server-only';
import { GetMainCategoriesDocument } from '@/graphql/generated';
import { CACHE_TAGS } from '@/lib/commerce/cache';
import { commerceQuery } from '@/lib/commerce/client';
import { toImage } from '@/lib/commerce/media-url';

/** The shop's main categories, in menu order (spec section 9): Speedglas, Versaflo, Masks, Gloves, Industrial. */
export const MAIN_CATEGORY_IDS = [510, 523, 513, 534, 562] as const;

export interface CategoryTile {
  id: number;
  name: string;
  slug: string;
  count: number;
  image: { url: string; alt: string } | null;
}

/** The main categories with their image and product count, in menu order (missing ones left out). */
export async function getMainCategories(): Promise<CategoryTile[]> {
  const data = await commerceQuery(
    GetMainCategoriesDocument,
    { ids: MAIN_CATEGORY_IDS.map(String) },
    { tags: [CACHE_TAGS.categories] },
  );
  const order = new Map<number, number>(MAIN_CATEGORY_IDS.map((id, index) => [id, index]));
  return (data.productCategories?.nodes ?? [])
    .filter((node) => order.has(node.databaseId) && node.slug)
    .sort((a, b) => (order.get(a.databaseId) ?? 0) - (order.get(b.databaseId) ?? 0))
    .map((node) => {
      const name = node.name ?? node.slug ?? '';
      return {
        id: node.databaseId,
        name,
        slug: node.slug ?? '',
        count: node.count ?? 0,
        image: toImage(node.image, name),
      };
    });
}
