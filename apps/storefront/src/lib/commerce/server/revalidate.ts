import { revalidateTag } from 'next/cache';
import { clearPageCaches } from '@/server/page-cache-hook.mjs';

/**
 * Refreshes what changed: the cached backend answers under these tags (lib/commerce/server/cache.ts)
 * and every rendered page the production server keeps (src/server/page-cache.mjs), so the next
 * request renders from fresh data. Pages are not tagged there, so all are dropped: revalidation is
 * rare and a re-render costs one render per page.
 */
export function revalidateCatalogue(tags: readonly string[]): void {
  for (const tag of tags) {
    // A reported change has happened: drop the cached data now rather than serve it stale once more.
    revalidateTag(tag, { expire: 0 });
  }
  clearPageCaches();
}
