import { describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { revalidateProductReviews } = await import('./review-actions');
const { onPageCacheClear } = await import('@/server/page-cache-hook.mjs');

describe('revalidateProductReviews', () => {
  it("refreshes the product's data and drops the rendered pages, so the review shows on the next request", async () => {
    const cleared = vi.fn();
    const stop = onPageCacheClear(cleared);
    try {
      await revalidateProductReviews('../not a slug');
      expect(revalidateTag).not.toHaveBeenCalled();
      expect(cleared).not.toHaveBeenCalled();
      await revalidateProductReviews('3m-aura-9332');
      expect(revalidateTag.mock.calls).toEqual([['product:3m-aura-9332', { expire: 0 }]]);
      expect(cleared).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
