'use client';

import { IslandOnDemand, islandComponent } from '@/components/island-on-demand';

const ReviewForm = islandComponent<{ productId: number; slug: string }>(
  typeof window === 'undefined' ? require('./review-form').ReviewForm : null,
  () => import('./review-form').then((module) => module.ReviewForm),
);

/**
 * The review form as the product page carries it, under the reviews: rendered in full by the
 * server, live once the shopper comes near it, so its code is not in the product page's first
 * scripts. A star picked or text typed before then is taken over.
 */
export function ReviewIsland({ productId, slug }: { productId: number; slug: string }) {
  return <IslandOnDemand wakes="near" render={() => <ReviewForm productId={productId} slug={slug} />} />;
}
