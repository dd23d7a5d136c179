/**
 * The product-list sort, as the `orderby`/`order` URL parameters (spec section 2: /products takes
 * search, orderby, order, filter). The dropdown offers six orders; newest first is the default
 * and has no parameters, so the plain list has one URL.
 */
import type { ProductsOrderByEnum } from '@/graphql/generated';

export type SortField = 'date' | 'price' | 'popularity' | 'rating' | 'name';
export type SortOrder = 'asc' | 'desc';

export interface ProductSort {
  field: SortField;
  order: SortOrder;
}

/** What each sort field asks the backend to order by. */
const FIELD_TO_ENUM: Record<SortField, ProductsOrderByEnum> = {
  date: 'DATE',
  price: 'PRICE',
  popularity: 'POPULARITY',
  rating: 'RATING',
  name: 'NAME',
};

/** The direction a field sorts in when the URL names none. */
const DEFAULT_ORDER: Record<SortField, SortOrder> = {
  date: 'desc',
  price: 'asc',
  popularity: 'desc',
  rating: 'desc',
  name: 'asc',
};

const DEFAULT_SORT: ProductSort = Object.freeze({ field: 'date', order: 'desc' });

/** The dropdown's choices, in order; `key` names the message and the option value. */
export const SORT_OPTIONS = [
  { key: 'newest', field: 'date', order: 'desc' },
  { key: 'priceAsc', field: 'price', order: 'asc' },
  { key: 'priceDesc', field: 'price', order: 'desc' },
  { key: 'popularity', field: 'popularity', order: 'desc' },
  { key: 'rating', field: 'rating', order: 'desc' },
  { key: 'name', field: 'name', order: 'asc' },
] as const satisfies ReadonlyArray<{ key: string } & ProductSort>;

const isSortField = (value: string): value is SortField => Object.hasOwn(FIELD_TO_ENUM, value);

const first = (value: string | readonly string[] | null | undefined): string =>
  (Array.isArray(value) ? value[0] : (value as string | null | undefined)) ?? '';

/** `orderby=price&order=desc` → {price, desc}; unknown or missing → null (the default order). */
export function parseSort(
  orderby: string | readonly string[] | null | undefined,
  order: string | readonly string[] | null | undefined,
): ProductSort | null {
  const field = first(orderby).trim().toLowerCase();
  if (!isSortField(field)) return null;
  const direction = first(order).trim().toLowerCase();
  const sort: ProductSort = {
    field,
    order: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_ORDER[field],
  };
  return isDefaultSort(sort) ? null : sort;
}

const isDefaultSort = (sort: ProductSort | null): boolean =>
  sort === null || (sort.field === DEFAULT_SORT.field && sort.order === DEFAULT_SORT.order);

/** The URL parameters of a sort; none for the default. */
export function sortParams(sort: ProductSort | null): { orderby: SortField; order: SortOrder } | null {
  return sort && !isDefaultSort(sort) ? { orderby: sort.field, order: sort.order } : null;
}

/** The option value of a sort (`price-asc`); the form field the dropdown submits without JavaScript. */
export const sortValue = (sort: ProductSort | null): string => {
  const { field, order } = sort ?? DEFAULT_SORT;
  return `${field}-${order}`;
};

/** `price-asc` → {price, asc}; anything else → null. */
export function parseSortValue(value: string | null | undefined): ProductSort | null {
  const [field = '', order = ''] = (value ?? '').split('-');
  return parseSort(field, order || null);
}

/** The backend's `orderby` entry. Always explicit, newest first by default, so the order never depends on a backend's own default. */
export function sortToOrderby(sort: ProductSort | null): {
  field: ProductsOrderByEnum;
  order: 'ASC' | 'DESC';
} {
  const { field, order } = sort ?? DEFAULT_SORT;
  return { field: FIELD_TO_ENUM[field], order: order === 'asc' ? 'ASC' : 'DESC' };
}
