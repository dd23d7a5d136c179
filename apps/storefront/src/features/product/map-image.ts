import type { ProductImageFragment } from '@/graphql/generated';
import { shopMediaUrl } from '@/lib/catalog/media-url';
import type { ProductImage } from './types';

/** WordPress sizes (px): woocommerce_single is 600 wide and keeps the proportions; large fits 1024×1024. */
const SINGLE_WIDTH = 600;
const LARGE_BOX = 1024;
export function toImage(
  image: ProductImageFragment | null | undefined,
  fallbackAlt: string,
): ProductImage | null {
  const original = image?.single ?? image?.large ?? image?.thumbnail;
  if (!image || !original) return null;
  const src = shopMediaUrl(original);
  const originalWidth = image.mediaDetails?.width ?? 0;
  const originalHeight = image.mediaDetails?.height ?? 0;
  const known = originalWidth > 0 && originalHeight > 0;
  const width = known ? Math.min(SINGLE_WIDTH, originalWidth) : SINGLE_WIDTH;
  const largeScale = known ? Math.min(1, LARGE_BOX / originalWidth, LARGE_BOX / originalHeight) : 1;
  return {
    id: image.databaseId,
    // WooCommerce leaves alt text empty unless an editor set it; the product name is the honest fallback.
    alt: image.altText || fallbackAlt,
    src,
    width,
    height: known ? Math.round((width * originalHeight) / originalWidth) : SINGLE_WIDTH,
    thumbnail: image.thumbnail ? shopMediaUrl(image.thumbnail) : src,
    large: image.large ? shopMediaUrl(image.large) : src,
    largeWidth: known ? Math.round(originalWidth * largeScale) : LARGE_BOX,
    largeHeight: known ? Math.round(originalHeight * largeScale) : LARGE_BOX,
  };
}
