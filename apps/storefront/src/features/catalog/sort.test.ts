import { describe, expect, it } from 'vitest';
import { parseSort, parseSortValue, SORT_OPTIONS, sortParams, sortToOrderby, sortValue } from './sort';

describe('parseSort', () => {
  it('reads orderby and order, in any case', () => {
    expect(parseSort('price', 'asc')).toEqual({ field: 'price', order: 'asc' });
    expect(parseSort('PRICE', 'DESC')).toEqual({ field: 'price', order: 'desc' });
    expect(parseSort(['rating', 'name'], ['desc'])).toEqual({ field: 'rating', order: 'desc' });
  });

  it("takes the field's own direction when order is missing or wrong", () => {
    expect(parseSort('price', undefined)).toEqual({ field: 'price', order: 'asc' });
    expect(parseSort('name', 'sideways')).toEqual({ field: 'name', order: 'asc' });
    expect(parseSort('popularity', null)).toEqual({ field: 'popularity', order: 'desc' });
  });

  it('gives null for the default order and for unknown fields', () => {
    expect(parseSort('date', 'desc')).toBeNull();
    expect(parseSort('date', undefined)).toBeNull();
    expect(parseSort('colour', 'asc')).toBeNull();
    expect(parseSort(undefined, 'asc')).toBeNull();
    expect(parseSort('__proto__', 'asc')).toBeNull();
  });
});

describe('sort parameters', () => {
  it('writes none for the default and orderby/order otherwise', () => {
    expect(sortParams(null)).toBeNull();
    expect(sortParams({ field: 'date', order: 'desc' })).toBeNull();
    expect(sortParams({ field: 'price', order: 'desc' })).toEqual({ orderby: 'price', order: 'desc' });
  });

  it('round-trips every dropdown option through its value', () => {
    for (const option of SORT_OPTIONS) {
      const sort = { field: option.field, order: option.order };
      const parsed = parseSortValue(sortValue(sort));
      expect(parsed ?? { field: 'date', order: 'desc' }).toEqual(sort);
    }
    expect(parseSortValue('nonsense')).toBeNull();
    expect(parseSortValue(undefined)).toBeNull();
  });

  it('asks the backend for the dropdown orders the spec names', () => {
    expect(SORT_OPTIONS.map((option) => sortToOrderby(option))).toEqual([
      { field: 'DATE', order: 'DESC' },
      { field: 'PRICE', order: 'ASC' },
      { field: 'PRICE', order: 'DESC' },
      { field: 'POPULARITY', order: 'DESC' },
      { field: 'RATING', order: 'DESC' },
      { field: 'NAME', order: 'ASC' },
    ]);
    expect(sortToOrderby(null)).toEqual({ field: 'DATE', order: 'DESC' });
  });
});
