/**
 * Cache tags of catalogue reads. The backend (or an editor) calls /api/revalidate with a tag
 * after a change, so pages refresh without a rebuild; otherwise they refresh on a timer.
 */
export const CACHE_TAGS = {
  /** Every commerce read: revalidate it to refresh the whole shop. */
  all: 'commerce',
  products: 'products',
  product: (slug: string) => `product:${slug}`,
  categories: 'categories',
  posts: 'posts',
  settings: 'settings',
} as const;

/** Catalogue pages refresh at most this often when nothing revalidates them sooner. */
export const DEFAULT_REVALIDATE_SECONDS = 300;
