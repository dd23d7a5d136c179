/**
 * The raster sizes the backend serves for every image, named as WordPress/WooCommerce name
 * them (MediaItemSizeEnum). All artwork is square, so one number per size.
 */
export const MEDIA_SIZES = {
  thumbnail: 150,
  woocommerce_gallery_thumbnail: 100,
  medium: 300,
  woocommerce_thumbnail: 450,
  woocommerce_single: 600,
  medium_large: 768,
  large: 1024,
  full: 1200,
} as const;

export type MediaSizeName = keyof typeof MEDIA_SIZES;

/** The original ("full") size of every stored artwork. */
export const FULL_SIZE = MEDIA_SIZES.full;

const ENUM_TO_SIZE: Record<string, MediaSizeName> = {
  THUMBNAIL: 'thumbnail',
  MEDIUM: 'medium',
  MEDIUM_LARGE: 'medium_large',
  LARGE: 'large',
  WOOCOMMERCE_THUMBNAIL: 'woocommerce_thumbnail',
  WOOCOMMERCE_SINGLE: 'woocommerce_single',
  WOOCOMMERCE_GALLERY_THUMBNAIL: 'woocommerce_gallery_thumbnail',
  // Larger than the original: WordPress then serves the original.
  _1536X1536: 'full',
  _2048X2048: 'full',
};

export const sizeFromEnum = (value: string | null | undefined): MediaSizeName =>
  (value && ENUM_TO_SIZE[value]) || 'full';

export const isMediaSizeName = (value: string): value is MediaSizeName => value in MEDIA_SIZES;

export const mediaPath = (id: number, size: MediaSizeName) => `/media/${id}/${size}.webp`;
