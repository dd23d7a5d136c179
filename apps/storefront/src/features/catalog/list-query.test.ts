import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, parseFilterParam } from './filters';
import {
  formEntriesToParams,
  type ListQuery,
  listHref,
  listQueryString,
  MAX_SEARCH_LENGTH,
  parsePageNumber,
  readListQuery,
} from './list-query';

const options = { attributes: ['pa_size', 'pa_color', 'pa_filterclass'] };
const plain: ListQuery = { search: null, sort: null, filters: EMPTY_FILTERS };

describe('readListQuery', () => {
  it('reads search, sort and filter from the URL', () => {
    expect(
      readListQuery(
        { search: ' nitrile ', orderby: 'price', order: 'desc', filter: 'category[gloves],size[m]' },
        options,
      ),
    ).toEqual({
      query: {
        search: 'nitrile',
        sort: { field: 'price', order: 'desc' },
        filters: parseFilterParam('category[gloves],size[m]', options),
      },
      fromForm: false,
    });
  });

  it('reads a plain list from no parameters', () => {
    expect(readListQuery({}, options)).toEqual({ query: plain, fromForm: false });
  });

  it('cuts an overlong search and ignores a blank one', () => {
    expect(readListQuery({ search: 'x'.repeat(500) }, options).query.search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(readListQuery({ search: '   ' }, options).query.search).toBeNull();
  });

  it('reads the filter form submitted without JavaScript, and asks for the canonical URL', () => {
    const submitted = formEntriesToParams([
      ['search', 'mask'],
      ['orderby', 'price'],
      ['order', 'asc'],
      ['category', 'gloves'],
      ['category', 'ffp3-masks'],
      ['minPrice', '10'],
      ['maxPrice', ''],
      ['rating', '4'],
      ['sale', 'true'],
      ['size', 'm'],
      ['color', 'blue'],
      ['color', 'red'],
    ]);
    const { query, fromForm } = readListQuery(submitted, options);
    expect(fromForm).toBe(true);
    expect(listHref('/products', query)).toBe(
      '/products?search=mask&orderby=price&order=asc&filter=category[ffp3-masks,gloves],price[10,],rating[4],sale[true],color[blue,red],size[m]',
    );
  });

  it('reads an emptied filter form as no filters (and still redirects to drop the fields)', () => {
    const { query, fromForm } = readListQuery(
      formEntriesToParams([
        ['minPrice', ''],
        ['maxPrice', ''],
        ['rating', ''],
      ]),
      options,
    );
    expect(fromForm).toBe(true);
    expect(query).toEqual(plain);
  });

  it('ignores bad form values the same way as bad URL values', () => {
    const { query } = readListQuery(
      { minPrice: '-3', maxPrice: 'lots', rating: '7', sale: 'yes', size: '<b>', category: 'ok' },
      options,
    );
    expect(query.filters).toEqual({ ...EMPTY_FILTERS, categories: ['ok'] });
  });

  it('reads the sort dropdown submitted without JavaScript, keeping the filter', () => {
    const { query, fromForm } = readListQuery({ sort: 'price-desc', filter: 'sale[true]' }, options);
    expect(fromForm).toBe(true);
    expect(listHref('/products', query)).toBe('/products?orderby=price&order=desc&filter=sale[true]');
    expect(readListQuery({ sort: 'date-desc' }, options).query.sort).toBeNull();
  });
});

describe('listHref', () => {
  it('gives page 1 no /page/1 and later pages /page/N', () => {
    expect(listHref('/products', plain)).toBe('/products');
    expect(listHref('/products', plain, 1)).toBe('/products');
    expect(listHref('/product-category/gloves', plain, 3)).toBe('/product-category/gloves/page/3');
  });

  it('keeps the filter syntax readable and encodes everything else', () => {
    const query: ListQuery = {
      search: 'N95 & FFP3?',
      sort: null,
      filters: parseFilterParam('category[gloves],price[1.5,20]', options),
    };
    expect(listQueryString(query)).toBe('search=N95%20%26%20FFP3%3F&filter=category[gloves],price[1.5,20]');
  });

  it('reads back what it writes', () => {
    const query: ListQuery = {
      search: 'half mask',
      sort: { field: 'rating', order: 'desc' },
      filters: parseFilterParam('inStock[true],size[l,m]', options),
    };
    const url = new URL(listHref('/products', query, 2), 'http://shop.test');
    const params = Object.fromEntries(url.searchParams);
    expect(url.pathname).toBe('/products/page/2');
    expect(readListQuery(params, options)).toEqual({ query, fromForm: false });
  });
});

describe('parsePageNumber', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['120', 120],
  ])('reads %s', (text, page) => {
    expect(parsePageNumber(text)).toBe(page);
  });

  it.each(['0', '-1', '02', '2.0', '1e3', 'two', '', ' 2', '9999999'])('refuses %j', (text) => {
    expect(parsePageNumber(text)).toBeNull();
  });
});
