import 'server-only';
import { cache } from 'react';
import { storeSettings } from '@/config/store';
import { PRODUCT_FEATURES, productDocument } from '@/graphql/product-document';
import { withCapabilities } from '@/lib/commerce/capabilities';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { toProductPage } from './map-product';
import type { ProductPageData } from './types';

/** WordPress slugs: letters, digits, hyphens, underscores, and %-escapes of other characters. */
const SLUG = /^[\p{L}\p{N}%_-]{1,200}$/u;

/**
 * Everything the product page shows, in one cached backend read (getProduct with the fragments of
 * the plugins the backend has: SEO, custom tabs, FAQs, warranty). generateMetadata and the page
 * share it through React's cache(), so a render costs one round trip. Without a plugin its section
 * is simply not shown and the SEO comes from the product's own name and description. Null when no
 * product has this slug (or the slug cannot be one).
 */
export const getProductPage = cache(async (slug: string): Promise<ProductPageData | null> => {
  if (!SLUG.test(slug)) return null;
  const settings = storeSettings();
  const data = await withCapabilities(PRODUCT_FEATURES, (capabilities) =>
    commerceQuery(
      productDocument(capabilities),
      { slug, withRelated: settings.showRelatedProducts, withReviews: settings.showReviews },
      { tags: [CACHE_TAGS.products, CACHE_TAGS.product(slug)] },
    ),
  );
  return data.product ? toProductPage(data.product) : null;
});
