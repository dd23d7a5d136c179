'use server';

import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { revalidateCatalogue } from '@/lib/commerce/server/revalidate';

/**
 * After a review was published, the product page's cached render and data are refreshed so the
 * review shows on the next load (the backend decides whether it is published; this only drops
 * the cache of one product, so a stray call costs one re-render).
 */
export async function revalidateProductReviews(slug: string): Promise<void> {
  if (typeof slug !== 'string' || !/^[\p{L}\p{N}%_-]{1,200}$/u.test(slug)) return;
  revalidateCatalogue([CACHE_TAGS.product(slug)]);
}
