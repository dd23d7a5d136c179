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

/** A product slug as WordPress makes them (letters, digits, `-`, `_`, percent-encoding). */
const PRODUCT_SLUG = /^[\p{L}\p{N}_%-]{1,200}$/u;

export function isProductSlug(slug: string): boolean {
  return PRODUCT_SLUG.test(slug);
}

export const FIXED_TAGS: ReadonlySet<string> = new Set(
  Object.values(CACHE_TAGS).flatMap((tag) => (typeof tag === 'string' ? [tag] : [])),
);
export const PRODUCT_PREFIX = CACHE_TAGS.product('');

/** Whether a tag is one the storefront caches under: a fixed tag or product:<slug>. */
export function isKnownTag(tag: string): boolean {
  if (FIXED_TAGS.has(tag)) return true;
  return tag.startsWith(PRODUCT_PREFIX) && isProductSlug(tag.slice(PRODUCT_PREFIX.length));
}

/** Catalogue pages refresh at most this often when nothing revalidates them sooner. */
export const DEFAULT_REVALIDATE_SECONDS = 300;
