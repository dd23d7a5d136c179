/**
 * What a product list shows, as its URL says it: `?search=…&orderby=…&order=…&filter=…` on
 * /products or /product-category/<slug>, and /page/N for pages after the first.
 *
 * The filter form also works without JavaScript: it is a plain GET form whose fields
 * (`category`, `minPrice`, `rating`, `size`, …, and the sort dropdown's `sort`) land in the query
 * string; `readListQuery` notices them and the page redirects to the canonical URL that
 * `listHref` writes, so the address bar always shows the spec's `filter=` syntax. With
 * JavaScript the form's island builds the same URL from the same fields before navigating.
 *
 * Pure code, shared by the server and the browser.
 */
import {
  attributeName,
  type FilterSyntaxOptions,
  type PriceFilter,
  type ProductFilters,
  parseFilterParam,
  serializeFilters,
} from './filters';
import { type ProductSort, parseSort, parseSortValue, sortParams } from './sort';

export interface ListQuery {
  search: string | null;
  sort: ProductSort | null;
  filters: ProductFilters;
}

/** Next's `searchParams`, and what a form submits. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The backend refuses longer searches (product-where.ts); longer text is cut, not an error. */
export const MAX_SEARCH_LENGTH = 200;

/** Fields of the filter form (besides one per attribute) and of the sort dropdown. */
export const FORM_FIELDS = {
  category: 'category',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  rating: 'rating',
  sale: 'sale',
  inStock: 'inStock',
  sort: 'sort',
} as const;

const all = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const one = (value: string | string[] | undefined): string => all(value)[0] ?? '';

function readSearch(value: string | string[] | undefined): string | null {
  const text = one(value).trim().slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? null : text;
}

function readFormPrice(params: SearchParams): PriceFilter | null {
  const read = (value: string) => {
    const text = value.trim();
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  };
  const min = read(one(params[FORM_FIELDS.minPrice]));
  const max = read(one(params[FORM_FIELDS.maxPrice]));
  if (min === null && max === null) return null;
  return min !== null && max !== null && min > max ? { min: max, max: min } : { min, max };
}

/**
 * The filter form's fields as filters. They go through the URL parser, so a form and a URL
 * accept exactly the same values.
 */
function filtersFromForm(params: SearchParams, options: FilterSyntaxOptions): ProductFilters {
  const group = (name: string, values: string[]) => (values.length > 0 ? `${name}[${values.join(',')}]` : '');
  const price = readFormPrice(params);
  const rating = one(params[FORM_FIELDS.rating]);
  const parts = [
    group('category', all(params[FORM_FIELDS.category])),
    price ? `price[${price.min ?? ''},${price.max ?? ''}]` : '',
    rating ? `rating[${rating}]` : '',
    one(params[FORM_FIELDS.sale]) === 'true' ? 'sale[true]' : '',
    one(params[FORM_FIELDS.inStock]) === 'true' ? 'inStock[true]' : '',
    ...options.attributes.map((name) => group(attributeName(name), all(params[attributeName(name)]))),
  ];
  return parseFilterParam(parts.filter(Boolean).join(','), options);
}

export interface ReadListQuery {
  query: ListQuery;
  /** The parameters came (at least partly) from the form's fields: redirect to the canonical URL. */
  fromForm: boolean;
}

/** The list a URL (or a submitted form) asks for. Never throws; unreadable parts are ignored. */
export function readListQuery(params: SearchParams, options: FilterSyntaxOptions): ReadListQuery {
  const filterFields = [
    FORM_FIELDS.category,
    FORM_FIELDS.minPrice,
    FORM_FIELDS.maxPrice,
    FORM_FIELDS.rating,
    FORM_FIELDS.sale,
    FORM_FIELDS.inStock,
    ...options.attributes.map(attributeName),
  ];
  const fromFilterForm = filterFields.some((field) => params[field] !== undefined);
  const fromSortField = params[FORM_FIELDS.sort] !== undefined;
  return {
    query: {
      search: readSearch(params.search),
      sort: fromSortField
        ? parseSortValue(one(params[FORM_FIELDS.sort]))
        : parseSort(params.orderby, params.order),
      filters: fromFilterForm ? filtersFromForm(params, options) : parseFilterParam(params.filter, options),
    },
    fromForm: fromFilterForm || fromSortField,
  };
}

/**
 * Encodes a query value but leaves the filter syntax's brackets and commas readable
 * (`filter=category[gloves],sale[true]`): browsers and servers take them as they are.
 */
const encodeValue = (value: string): string =>
  encodeURIComponent(value).replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%2C/g, ',');

/** The canonical query string (no `?`): search, orderby, order, filter, each only when set. */
export function listQueryString(query: ListQuery): string {
  const parts: string[] = [];
  if (query.search) parts.push(`search=${encodeValue(query.search)}`);
  const sort = sortParams(query.sort);
  if (sort) parts.push(`orderby=${sort.orderby}`, `order=${sort.order}`);
  const filter = serializeFilters(query.filters);
  if (filter) parts.push(`filter=${encodeValue(filter)}`);
  return parts.join('&');
}

/** A list's URL path (without locale prefix): page 1 is the base path itself, never /page/1. */
export function listPath(basePath: string, page = 1): string {
  return page > 1 ? `${basePath}/page/${page}` : basePath;
}

/** A list page's URL (without locale prefix) with its canonical query string. */
export function listHref(basePath: string, query: ListQuery, page = 1): string {
  const queryString = listQueryString(query);
  return `${listPath(basePath, page)}${queryString ? `?${queryString}` : ''}`;
}

/** Form entries (FormData) as search parameters, repeated names kept together. */
export function formEntriesToParams(entries: Iterable<[string, FormDataEntryValue]>): SearchParams {
  const params: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    params[name] = [...(params[name] ?? []), value];
  }
  return params;
}

/** The page number in /page/N: a positive whole number written plainly ("2", not "02" or "2.0"). */
export function parsePageNumber(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return null;
  return Number(value);
}
