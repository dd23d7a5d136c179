import { describe, expect, it } from 'vitest';
import { filterChoices, withoutChoice } from './filter-choices';
import {
  countActiveFilters,
  EMPTY_FILTERS,
  MAX_VALUES_PER_FILTER,
  offersRatingFilter,
  type ProductFilters,
  parseFilterParam,
  serializeFilters,
} from './filters';
import { productTaxonomyEnum, termTaxonomyEnum, toProductsWhere } from './products-where';

const options = {
  attributes: ['pa_filterclass', 'pa_size', 'pa_color', 'pa_cutlevel', 'pa_shade', 'pa_standard'],
};
const parse = (text: string | string[] | null | undefined) => parseFilterParam(text, options);

const filters = (overrides: Partial<ProductFilters>): ProductFilters => ({ ...EMPTY_FILTERS, ...overrides });

describe('parseFilterParam', () => {
  it('reads every kind of filter of the spec syntax', () => {
    expect(
      parse(
        'category[ffp3-masks,gloves],price[10,50],rating[4],sale[true],inStock[true],filterclass[ffp3,n95],size[m,l]',
      ),
    ).toEqual({
      categories: ['ffp3-masks', 'gloves'],
      price: { min: 10, max: 50 },
      rating: 4,
      onSale: true,
      inStock: true,
      attributes: { filterclass: ['ffp3', 'n95'], size: ['l', 'm'] },
    });
  });

  it('gives no filters for a missing or empty parameter', () => {
    expect(parse(undefined)).toEqual(EMPTY_FILTERS);
    expect(parse(null)).toEqual(EMPTY_FILTERS);
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });

  it('sorts and de-duplicates values, and merges a repeated name', () => {
    expect(parse('category[gloves,ffp3-masks,gloves],category[speedglas]').categories).toEqual([
      'ffp3-masks',
      'gloves',
      'speedglas',
    ]);
    expect(parse('size[xl],size[m,xl]').attributes).toEqual({ size: ['m', 'xl'] });
  });

  it('reads open-ended and reversed price ranges', () => {
    expect(parse('price[,100]').price).toEqual({ min: null, max: 100 });
    expect(parse('price[25.5,]').price).toEqual({ min: 25.5, max: null });
    expect(parse('price[80,20]').price).toEqual({ min: 20, max: 80 });
    expect(parse('price[0,0]').price).toEqual({ min: 0, max: 0 });
  });

  it('accepts attribute names with their pa_ prefix and any case, and the built-ins in any case', () => {
    expect(parse('pa_Size[m],COLOR[blue],INSTOCK[true],Sale[TRUE]')).toEqual(
      filters({ inStock: true, onSale: true, attributes: { color: ['blue'], size: ['m'] } }),
    );
  });

  it('accepts the parameter given twice (?filter=a&filter=b)', () => {
    expect(parse(['category[gloves]', 'sale[true]'])).toEqual(
      filters({ categories: ['gloves'], onSale: true }),
    );
  });

  it.each([
    ['an unknown name', 'brand[acme],category[gloves]', filters({ categories: ['gloves'] })],
    ['an attribute the store does not offer', 'pa_range[x]', EMPTY_FILTERS],
    ['unclosed brackets', 'category[gloves', EMPTY_FILTERS],
    ['text outside the groups', 'hello,category[gloves] world,,', filters({ categories: ['gloves'] })],
    ['nested brackets', 'category[[gloves]]', EMPTY_FILTERS],
    ['a group without a name', '[gloves],sale[true]', filters({ onSale: true })],
    ['a price that is not a number', 'price[abc,50]', EMPTY_FILTERS],
    ['a negative price', 'price[-5,50]', EMPTY_FILTERS],
    ['a price with three values', 'price[1,2,3]', EMPTY_FILTERS],
    ['an empty price', 'price[,]', EMPTY_FILTERS],
    ['a rating outside 1 to 5', 'rating[9],rating[0],rating[x]', EMPTY_FILTERS],
    ['a fractional rating', 'rating[3.5]', EMPTY_FILTERS],
    ['a flag that is not true', 'sale[false],inStock[yes]', EMPTY_FILTERS],
    [
      'slugs with forbidden characters',
      'category[<script>,a b,ok-slug,]',
      filters({ categories: ['ok-slug'] }),
    ],
    ['an empty group', 'size[]', EMPTY_FILTERS],
    ['a name with punctuation', 'si$ze[m]', EMPTY_FILTERS],
    ['names of object internals', 'constructor[x],__proto__[y],toString[true]', EMPTY_FILTERS],
  ])('ignores %s and keeps the rest', (_what, text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it('never throws, whatever the input', () => {
    const nasty = [
      '[[[[',
      ']]]]',
      ',,,,',
      '\u0000[\u0000]',
      'a'.repeat(100_000),
      '%E0%A4%A[',
      'price[1e999,]',
    ];
    for (const text of nasty) expect(() => parse(text)).not.toThrow();
  });

  it('reads at most a bounded amount of text and values', () => {
    const many = Array.from({ length: 500 }, (_, i) => `c${String(i).padStart(3, '0')}`);
    expect(parse(`category[${many.join(',')}]`).categories.length).toBeLessThanOrEqual(MAX_VALUES_PER_FILTER);
    expect(parse(`${'x'.repeat(5000)},sale[true]`).onSale).toBe(false);
  });

  it('keeps percent-encoded and non-ASCII slugs (WordPress slugs of accented names)', () => {
    expect(parse('category[schutzhandschuhe-für-chemie,%c3%a9quipement]').categories).toEqual([
      '%c3%a9quipement',
      'schutzhandschuhe-für-chemie',
    ]);
  });
});

describe('serializeFilters', () => {
  it('writes nothing for no filters', () => {
    expect(serializeFilters(EMPTY_FILTERS)).toBe('');
  });

  it('writes a canonical string: fixed name order, attributes by name, values sorted', () => {
    expect(
      serializeFilters({
        attributes: { size: ['m', 'l'], color: ['red'] },
        inStock: true,
        onSale: true,
        rating: 3,
        price: { min: 5, max: 99.5 },
        categories: ['gloves', 'ffp3-masks'],
      }),
    ).toBe(
      'category[ffp3-masks,gloves],price[5,99.5],rating[3],sale[true],inStock[true],color[red],size[l,m]',
    );
  });

  it('writes open price bounds as empty', () => {
    expect(serializeFilters(filters({ price: { min: null, max: 40 } }))).toBe('price[,40]');
    expect(serializeFilters(filters({ price: { min: 40, max: null } }))).toBe('price[40,]');
  });

  it('leaves out attributes with no values', () => {
    expect(serializeFilters(filters({ attributes: { size: [] } }))).toBe('');
  });
});

describe('round trips', () => {
  it.each([
    'category[ffp3-masks,gloves]',
    'price[10,50]',
    'price[,50]',
    'rating[4]',
    'sale[true]',
    'inStock[true]',
    'filterclass[ffp3,n95]',
    'category[gloves],price[0,2399],rating[1],sale[true],inStock[true],color[blue],cutlevel[a4],shade[shade-11],size[l,m],standard[en-388]',
  ])('a canonical string reads and writes back unchanged: %s', (text) => {
    expect(serializeFilters(parse(text))).toBe(text);
  });

  it('parsed filters survive serialising and parsing again', () => {
    const parsed = parse('size[xl,m],category[b,a],price[9,1],pa_color[red],rating[2]');
    expect(parse(serializeFilters(parsed))).toEqual(parsed);
  });

  it('any input settles on one canonical string after one pass', () => {
    const messy = 'size[xl,m,m],junk,category[b,a],SALE[true],price[9,1]]]';
    const once = serializeFilters(parse(messy));
    expect(serializeFilters(parse(once))).toBe(once);
  });
});

describe('filter choices (chips)', () => {
  const selected = parse('category[gloves,masks],price[1,5],rating[4],sale[true],inStock[true],size[m]');

  it('lists every choice once, in canonical order', () => {
    expect(filterChoices(selected)).toEqual([
      { kind: 'category', value: 'gloves' },
      { kind: 'category', value: 'masks' },
      { kind: 'price', min: 1, max: 5 },
      { kind: 'rating', value: 4 },
      { kind: 'sale' },
      { kind: 'inStock' },
      { kind: 'attribute', name: 'size', value: 'm' },
    ]);
    expect(countActiveFilters(selected)).toBe(7);
  });

  it('removes exactly one choice', () => {
    expect(serializeFilters(withoutChoice(selected, { kind: 'category', value: 'masks' }))).toBe(
      'category[gloves],price[1,5],rating[4],sale[true],inStock[true],size[m]',
    );
    expect(serializeFilters(withoutChoice(selected, { kind: 'attribute', name: 'size', value: 'm' }))).toBe(
      'category[gloves,masks],price[1,5],rating[4],sale[true],inStock[true]',
    );
    expect(withoutChoice(selected, { kind: 'price', min: 1, max: 5 }).price).toBeNull();
    expect(withoutChoice(selected, { kind: 'rating', value: 4 }).rating).toBeNull();
    expect(withoutChoice(selected, { kind: 'sale' }).onSale).toBe(false);
    expect(withoutChoice(selected, { kind: 'inStock' }).inStock).toBe(false);
  });
});

describe('taxonomy enums', () => {
  it('names a global attribute as WPGraphQL does in taxonomyFilter and in terms()', () => {
    expect(productTaxonomyEnum('pa_filterclass')).toBe('PA_FILTERCLASS');
    expect(productTaxonomyEnum('size')).toBe('PA_SIZE');
    expect(productTaxonomyEnum('cut-level')).toBe('PA_CUT_LEVEL');
    expect(termTaxonomyEnum('pa_color')).toBe('PACOLOR');
    expect(termTaxonomyEnum('cut-level')).toBe('PACUTLEVEL');
  });
});

describe('toProductsWhere', () => {
  it('asks for newest first and nothing else when nothing is chosen', () => {
    expect(toProductsWhere({ filters: EMPTY_FILTERS })).toEqual({
      orderby: [{ field: 'DATE', order: 'DESC' }],
    });
  });

  it('turns every filter, the search and the sort into the backend input', () => {
    expect(
      toProductsWhere({
        filters: parse(
          'category[ffp3-masks,gloves],price[10,50],rating[4],sale[true],inStock[true],size[m,l],filterclass[ffp3]',
        ),
        search: '  nitrile  ',
        sort: { field: 'price', order: 'asc' },
      }),
    ).toEqual({
      search: 'nitrile',
      categoryIn: ['ffp3-masks', 'gloves'],
      minPrice: 10,
      maxPrice: 50,
      rating: [4, 5],
      onSale: true,
      stockStatus: ['IN_STOCK', 'ON_BACKORDER'],
      taxonomyFilter: {
        relation: 'AND',
        filters: [
          { taxonomy: 'PA_FILTERCLASS', terms: ['ffp3'], operator: 'IN' },
          { taxonomy: 'PA_SIZE', terms: ['l', 'm'], operator: 'IN' },
        ],
      },
      orderby: [{ field: 'PRICE', order: 'ASC' }],
    });
  });

  it('asks for every rating from the minimum up to five', () => {
    expect(toProductsWhere({ filters: parse('rating[1]') }).rating).toEqual([1, 2, 3, 4, 5]);
    expect(toProductsWhere({ filters: parse('rating[5]') }).rating).toEqual([5]);
  });

  it('sends open price bounds alone', () => {
    const where = toProductsWhere({ filters: parse('price[,30]') });
    expect(where.maxPrice).toBe(30);
    expect(where).not.toHaveProperty('minPrice');
  });

  it('leaves out a blank search', () => {
    expect(toProductsWhere({ filters: EMPTY_FILTERS, search: '   ' })).not.toHaveProperty('search');
  });

  it('scopes a category page to its category and narrows it by the chosen ones', () => {
    expect(
      toProductsWhere({ filters: EMPTY_FILTERS, scopeCategory: 'masks-respirators' }).categoryIn,
    ).toEqual(['masks-respirators']);
    const where = toProductsWhere({
      filters: parse('category[ffp2-masks,ffp3-masks],color[white]'),
      scopeCategory: 'masks-respirators',
    });
    expect(where.categoryIn).toEqual(['masks-respirators']);
    expect(where.taxonomyFilter).toEqual({
      relation: 'AND',
      filters: [
        { taxonomy: 'PRODUCT_CAT', terms: ['ffp2-masks', 'ffp3-masks'], operator: 'IN' },
        { taxonomy: 'PA_COLOR', terms: ['white'], operator: 'IN' },
      ],
    });
  });

  it.each([
    ['newest', { field: 'date', order: 'desc' }, { field: 'DATE', order: 'DESC' }],
    ['price high to low', { field: 'price', order: 'desc' }, { field: 'PRICE', order: 'DESC' }],
    ['popularity', { field: 'popularity', order: 'desc' }, { field: 'POPULARITY', order: 'DESC' }],
    ['rating', { field: 'rating', order: 'desc' }, { field: 'RATING', order: 'DESC' }],
    ['name', { field: 'name', order: 'asc' }, { field: 'NAME', order: 'ASC' }],
  ] as const)('sorts by %s', (_name, sort, orderby) => {
    expect(toProductsWhere({ filters: EMPTY_FILTERS, sort }).orderby).toEqual([orderby]);
  });
});

/**
 * A real site offered "Customer rating" while reviews were off and no product had a rating: the
 * filter is offered only where the store shows reviews and a listed product has a rating (or a
 * rating is already chosen).
 */
describe('offersRatingFilter', () => {
  const unrated = [{ averageRating: 0 }, { averageRating: 0 }];
  const rated = [...unrated, { averageRating: 3.5 }];
  const shown = { reviewsShown: true };
  const hidden = { reviewsShown: false };

  it('is false for a list whose products have no rating', () => {
    expect(offersRatingFilter(unrated, EMPTY_FILTERS, shown)).toBe(false);
    expect(offersRatingFilter([], EMPTY_FILTERS, shown)).toBe(false);
  });

  it('is true as soon as one listed product has a rating', () => {
    expect(offersRatingFilter(rated, EMPTY_FILTERS, shown)).toBe(true);
  });

  it('stays true while a rating is chosen, so that it can be changed', () => {
    expect(offersRatingFilter([], { ...EMPTY_FILTERS, rating: 4 }, shown)).toBe(true);
  });

  it('is false wherever the store hides reviews, rated products or not', () => {
    expect(offersRatingFilter(rated, EMPTY_FILTERS, hidden)).toBe(false);
    expect(offersRatingFilter(rated, { ...EMPTY_FILTERS, rating: 4 }, hidden)).toBe(false);
  });
});
