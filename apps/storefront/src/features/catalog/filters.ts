/**
 * The product-list filter of spec section 5, as it travels in the URL:
 *
 *   ?filter=category[ffp3-masks,gloves],price[10,50],rating[4],sale[true],inStock[true],size[l,m]
 *
 * `parseFilterParam` reads that string into a typed `ProductFilters`, `serializeFilters` writes it
 * back (a canonical form: fixed name order, values sorted and de-duplicated, so one selection has
 * one URL and a shared link reads the same everywhere). products-where.ts turns filters, search and
 * sort into the backend's `products(where: …)` input, filter-choices.ts lists them as removable
 * chips. Anything malformed is dropped part by part; a bad URL never throws.
 *
 * Pure code: it runs on the server (pages) and in the browser (the filter form's island).
 */

export interface PriceFilter {
  /** Lowest price in store currency, or null for no lower bound. */
  min: number | null;
  /** Highest price in store currency, or null for no upper bound. */
  max: number | null;
}

export interface ProductFilters {
  /** Category slugs: products in any of them (or their subcategories). */
  categories: string[];
  price: PriceFilter | null;
  /** Minimum average rating, 1 to 5. */
  rating: number | null;
  onSale: boolean;
  /** Excludes OUT_OF_STOCK (backorders still show). */
  inStock: boolean;
  /** Global attribute name without `pa_` (e.g. `size`) → term slugs: products with any of them. */
  attributes: Record<string, string[]>;
}

export const EMPTY_FILTERS: ProductFilters = Object.freeze({
  categories: [],
  price: null,
  rating: null,
  onSale: false,
  inStock: false,
  attributes: {},
});

/** Longest filter string read; anything past it is ignored (a URL is not a place for a novel). */
const MAX_FILTER_LENGTH = 2000;
/** Most values one name may carry. */
export const MAX_VALUES_PER_FILTER = 50;

/** The price ceiling the backend accepts (product-where.ts); higher values are clamped. */
const MAX_PRICE = 10_000_000;

/** A filter's name: the built-ins or a global attribute (taxonomy without `pa_`). */
const NAME_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/i;
/** A term or category slug as WordPress writes it (lowercase, digits, hyphens; percent-encoded non-ASCII). */
const SLUG_PATTERN = /^[\p{L}\p{N}_%.-]{1,200}$/u;

/** `pa_size` → `size`; names compare lowercased (spec: attribute names lose `pa_` and case). */
export const attributeName = (taxonomy: string): string => taxonomy.replace(/^pa_/i, '').toLowerCase();

const uniqueSorted = (values: Iterable<string>): string[] =>
  [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** "12.5" → 12.5; "" or junk → null; negatives and absurd values are not prices. */
function readPrice(value: string | undefined): number | null | undefined {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Math.min(Number(text), MAX_PRICE);
}

function readPriceFilter(values: string[]): PriceFilter | null {
  if (values.length === 0 || values.length > 2) return null;
  const min = readPrice(values[0]);
  const max = readPrice(values[1]);
  if (min === undefined || max === undefined) return null;
  if (min === null && max === null) return null;
  // A reversed range is what the shopper meant the other way round.
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

const readFlag = (values: string[]): boolean => values.length === 1 && values[0]?.toLowerCase() === 'true';

function readRating(values: string[]): number | null {
  if (values.length !== 1 || !/^[1-5]$/.test(values[0] ?? '')) return null;
  return Number(values[0]);
}

const BUILT_IN: Record<string, 'category' | 'price' | 'rating' | 'sale' | 'inStock'> = {
  category: 'category',
  categories: 'category',
  price: 'price',
  rating: 'rating',
  sale: 'sale',
  onsale: 'sale',
  instock: 'inStock',
};

export interface FilterSyntaxOptions {
  /** The attribute filters this store offers (names without `pa_`); others are ignored. */
  attributes: readonly string[];
}

/**
 * Reads `name[v1,v2],name2[…]` into filters. Unknown names, malformed groups, bad values and
 * anything outside the brackets are skipped; the rest still applies. Repeated names merge.
 */
export function parseFilterParam(
  param: string | readonly string[] | null | undefined,
  { attributes }: FilterSyntaxOptions,
): ProductFilters {
  const text = (Array.isArray(param) ? param.join(',') : ((param as string | null | undefined) ?? '')).slice(
    0,
    MAX_FILTER_LENGTH,
  );
  const known = new Set(attributes.map(attributeName));
  const categories: string[] = [];
  const attributeValues = new Map<string, string[]>();
  let price: PriceFilter | null = null;
  let rating: number | null = null;
  let onSale = false;
  let inStock = false;

  for (const match of text.matchAll(/([^[\],\s]+)\[([^[\]]*)\]/g)) {
    const rawName = match[1] ?? '';
    if (!NAME_PATTERN.test(rawName)) continue;
    const values = (match[2] ?? '').split(',').map((value) => value.trim());
    const name = rawName.toLowerCase();
    const builtIn = Object.hasOwn(BUILT_IN, name) ? BUILT_IN[name] : undefined;
    const slugs = () =>
      values.filter((value) => SLUG_PATTERN.test(value)).map((value) => value.toLowerCase());
    if (builtIn === 'category') categories.push(...slugs());
    else if (builtIn === 'price') price = readPriceFilter(values) ?? price;
    else if (builtIn === 'rating') rating = readRating(values) ?? rating;
    else if (builtIn === 'sale') onSale = readFlag(values) || onSale;
    else if (builtIn === 'inStock') inStock = readFlag(values) || inStock;
    else {
      const attribute = attributeName(name);
      if (!known.has(attribute)) continue;
      attributeValues.set(attribute, [...(attributeValues.get(attribute) ?? []), ...slugs()]);
    }
  }

  const attributeEntries = [...attributeValues]
    .map(([name, values]) => [name, uniqueSorted(values).slice(0, MAX_VALUES_PER_FILTER)] as const)
    .filter(([, values]) => values.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    categories: uniqueSorted(categories).slice(0, MAX_VALUES_PER_FILTER),
    price,
    rating,
    onSale,
    inStock,
    attributes: Object.fromEntries(attributeEntries),
  };
}

const formatPrice = (value: number | null): string => (value === null ? '' : String(value));

/**
 * Writes filters in the spec syntax, canonically: category, price, rating, sale, inStock, then the
 * attributes by name; values sorted. Empty filters give ''.
 */
export function serializeFilters(filters: ProductFilters): string {
  const parts: string[] = [];
  const categories = uniqueSorted(filters.categories);
  if (categories.length > 0) parts.push(`category[${categories.join(',')}]`);
  if (filters.price && (filters.price.min !== null || filters.price.max !== null)) {
    parts.push(`price[${formatPrice(filters.price.min)},${formatPrice(filters.price.max)}]`);
  }
  if (filters.rating !== null) parts.push(`rating[${filters.rating}]`);
  if (filters.onSale) parts.push('sale[true]');
  if (filters.inStock) parts.push('inStock[true]');
  for (const name of Object.keys(filters.attributes).sort()) {
    const values = uniqueSorted(filters.attributes[name] ?? []);
    if (values.length > 0) parts.push(`${name}[${values.join(',')}]`);
  }
  return parts.join(',');
}

/** How many separate choices the filters hold (each category, term, flag and range counts once). */
export function countActiveFilters(filters: ProductFilters): number {
  return (
    filters.categories.length +
    (filters.price ? 1 : 0) +
    (filters.rating !== null ? 1 : 0) +
    (filters.onSale ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    Object.values(filters.attributes).reduce((sum, values) => sum + values.length, 0)
  );
}

export const hasActiveFilters = (filters: ProductFilters): boolean => countActiveFilters(filters) > 0;

/**
 * Whether a list offers the minimum-rating filter: only where the store shows reviews (the store
 * setting that follows WooCommerce's "Enable product reviews", `showReviews`), and only when a
 * product it lists has a rating: otherwise the filter could only empty the list. A rating already
 * chosen keeps it offered there, so the shopper can change it.
 */
export const offersRatingFilter = (
  products: readonly { averageRating: number }[],
  filters: Pick<ProductFilters, 'rating'>,
  { reviewsShown }: { reviewsShown: boolean },
): boolean =>
  reviewsShown && (filters.rating !== null || products.some((product) => product.averageRating > 0));
