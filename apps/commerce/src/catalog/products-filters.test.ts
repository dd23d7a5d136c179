/**
 * `products(where: …)`: every filter of the catalogue, with the expected products worked
 * out from the demo seed data (catalog-facts.ts) and compared as sets of slugs.
 */

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedCategory, SeedProduct } from '../seed/types.ts';
import {
  attributeTerms,
  averageRating,
  catalog,
  categoryWithDescendants,
  expectUserError,
  isVariable,
  listAll,
  onSale,
  phpRound,
  priceRange,
  productsInCategoryTree,
  STOCK_ENUM,
  searchMatches,
  searchSources,
  slugsOf,
  sorted,
  stockStatus,
  toCents,
  variationPrice,
} from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
const idOf = new Map<string, number>();

beforeAll(async () => {
  store = await startTestStore();
  for (const node of (await listAll(store)).nodes) idOf.set(node.slug, node.databaseId);
  await fileUnderDeepestCategoryOnly();
});

afterAll(async () => {
  await store?.close();
});

const allSlugs = sorted(catalog.products.map((p) => p.slug));
const slugsWhere = (predicate: (p: SeedProduct) => boolean) =>
  sorted(catalog.products.filter(predicate).map((p) => p.slug));
const except = (slugs: string[]) => allSlugs.filter((slug) => !slugs.includes(slug));
const id = (slug: string) => {
  const value = idOf.get(slug);
  if (value === undefined) throw new Error(`${slug} is not listed`);
  return value;
};

const COUNT = `query Count($where: RootQueryToProductConnectionWhereArgs) {
  products(first: 100, where: $where) { found nodes { slug } }
}`;
const count = (where: Record<string, unknown>) =>
  store.data<{ products: { found: number; nodes: { slug: string }[] } }>(COUNT, { where });
const attempt = (where: Record<string, unknown>) => store.graphql(COUNT, { where });

type Source = keyof ReturnType<typeof searchSources>;

/** A product and a word of one search source that none of its other sources contain. */
function wordOnlyIn(source: Source): { product: SeedProduct; word: string } {
  for (const product of catalog.products) {
    const sources = searchSources(product);
    const others = (Object.keys(sources) as Source[]).filter((s) => s !== source).map((s) => sources[s]);
    const words = sources[source].split(/[^a-z0-9-]+/).filter((w) => w.length >= 5);
    const word = words.find((w) => others.every((text) => !text.includes(w)));
    if (word) return { product, word };
  }
  throw new Error(`The seed has no product with a word only in its ${source}`);
}

describe('products: search', () => {
  it.each(['name', 'description', 'shortDescription', 'tags'] as const)(
    'finds a product by a word that only its %s contains',
    async (source) => {
      const { product, word } = wordOnlyIn(source);
      const slugs = await slugsOf(store, { search: word });
      expect(slugs).toContain(product.slug);
      expect(slugs).toEqual(sorted(searchMatches(word)));
    },
  );

  it('finds the products whose name, descriptions or tags mention ffp3', async () => {
    const expected = sorted(searchMatches('ffp3'));
    expect(expected.length).toBeGreaterThan(0);
    const { products } = await count({ search: 'ffp3' });
    expect(products.found).toBe(expected.length);
    expect(await slugsOf(store, { search: 'ffp3' })).toEqual(expected);
  });

  it('ignores case', async () => {
    const expected = sorted(searchMatches('speedglas'));
    expect(await slugsOf(store, { search: 'SpEeDgLaS' })).toEqual(expected);
  });

  it('needs every word of a multi-word search (AND)', async () => {
    const ffp3 = searchMatches('ffp3');
    const second = ['valved', 'disposable', 'niosh', 'reusable', 'pack', 'comfort'].find((word) => {
      const both = searchMatches(`ffp3 ${word}`);
      return both.length > 0 && both.length < ffp3.length && both.length < searchMatches(word).length;
    });
    expect(second, 'a word that narrows the ffp3 results').toBeDefined();
    const expected = sorted(searchMatches(`ffp3 ${second}`));
    expect(await slugsOf(store, { search: `  FFP3   ${second} ` })).toEqual(expected);
  });

  it('matches % literally, not as a wildcard', async () => {
    const expected = sorted(searchMatches('%'));
    const slugs = await slugsOf(store, { search: '%' });
    expect(slugs).toEqual(expected);
    expect(slugs.length).toBeLessThan(catalog.products.length);
  });

  it('matches _ literally, not as a single-character wildcard', async () => {
    expect(await slugsOf(store, { search: 'ffp_' })).toEqual(sorted(searchMatches('ffp_')));
    expect(await slugsOf(store, { search: '_' })).toEqual(sorted(searchMatches('_')));
  });

  it('returns no products and found 0 when nothing matches', async () => {
    const { products } = await count({ search: 'zyxwvut-no-such-gear' });
    expect(products).toEqual({ found: 0, nodes: [] });
  });

  it('treats a blank search as no search', async () => {
    const { products } = await count({ search: '   ' });
    expect(products.found).toBe(catalog.products.length);
  });

  it('refuses a search longer than 200 characters', async () => {
    expectUserError(await attempt({ search: 'a'.repeat(201) }), /Search text is too long/);
  });
});

/**
 * The seed files every product under its whole category path, so to prove that a category
 * also matches products filed only below it, one product is unfiled from the two upper levels
 * of a three-level path (as WooCommerce shops often file products). Expectations computed
 * from the category tree do not change; only that product's direct links do.
 */
const deep = catalog.categories.find((c) => {
  const parent = catalog.categories.find((p) => p.slug === c.parentSlug);
  return parent?.parentSlug !== undefined && catalog.products.some((p) => p.categories.includes(c.slug));
});
const middle = catalog.categories.find((c) => c.slug === deep?.parentSlug);
const top = catalog.categories.find((c) => c.slug === middle?.parentSlug);
const unfiled = catalog.products.find((p) => deep && p.categories.includes(deep.slug));

async function fileUnderDeepestCategoryOnly() {
  if (!deep || !middle || !top || !unfiled)
    throw new Error('The seed has no product in a third-level category');
  await store.database.db.execute(
    sql`delete from product_terms where product_id = ${id(unfiled.slug)} and term_id = any(${sql.param([middle.id, top.id])}::int4[])`,
  );
  const { product } = await store.data<{ product: { productCategories: { nodes: { slug: string }[] } } }>(
    'query($slug: ID!) { product(id: $slug, idType: SLUG) { productCategories { nodes { slug } } } }',
    { slug: unfiled.slug },
  );
  expect(product.productCategories.nodes.map((c) => c.slug)).not.toContain(top.slug);
}

describe('products: categories', () => {
  it('categoryIn includes products filed only under a subcategory, at any depth', async () => {
    for (const category of [top, middle]) {
      const expected = sorted(productsInCategoryTree(category?.slug ?? ''));
      const { products } = await count({ categoryIn: [category?.slug] });
      expect(products.found).toBe(expected.length);
      const slugs = await slugsOf(store, { categoryIn: [category?.slug] });
      expect(slugs).toContain(unfiled?.slug);
      expect(slugs).toEqual(expected);
    }
  });

  it.each(['speedglas', 'versaflo', 'masks-respirators', 'gloves', 'industrial'])(
    'categoryIn %s finds the whole category tree',
    async (slug) => {
      const expected = sorted(productsInCategoryTree(slug));
      expect(expected.length).toBeGreaterThan(0);
      expect(await slugsOf(store, { categoryIn: [slug] })).toEqual(expected);
    },
  );

  it('categoryIn with two slugs finds either', async () => {
    const expected = sorted(
      new Set([...productsInCategoryTree('speedglas'), ...productsInCategoryTree('gloves')]),
    );
    expect(await slugsOf(store, { categoryIn: ['speedglas', 'gloves'] })).toEqual(expected);
  });

  it('category (one slug) works like categoryIn', async () => {
    expect(await slugsOf(store, { category: 'versaflo' })).toEqual(
      sorted(productsInCategoryTree('versaflo')),
    );
  });

  it('an unknown category slug finds nothing', async () => {
    expect((await count({ categoryIn: ['no-such-category'] })).products).toEqual({ found: 0, nodes: [] });
  });

  it('categoryId and categoryIdIn select by database id, with subcategories', async () => {
    const category = top as SeedCategory;
    const byId = await slugsOf(store, { categoryId: category.id });
    expect(byId).toContain(unfiled?.slug);
    expect(byId).toEqual(sorted(productsInCategoryTree(category.slug)));
    const gloves = catalog.categories.find((c) => c.slug === 'gloves');
    const expected = sorted(
      new Set([...productsInCategoryTree(category.slug), ...productsInCategoryTree('gloves')]),
    );
    expect(await slugsOf(store, { categoryIdIn: [category.id, gloves?.id] })).toEqual(expected);
  });

  it('categoryNotIn leaves out the category and its subcategories', async () => {
    expect(await slugsOf(store, { categoryNotIn: ['speedglas'] })).toEqual(
      except(productsInCategoryTree('speedglas')),
    );
    const withoutTop = await slugsOf(store, { categoryNotIn: [top?.slug] });
    expect(withoutTop).not.toContain(unfiled?.slug);
    expect(withoutTop).toEqual(except(productsInCategoryTree(top?.slug ?? '')));
  });

  it('categoryIdNotIn leaves out a category by id', async () => {
    const versaflo = catalog.categories.find((c) => c.slug === 'versaflo');
    expect(await slugsOf(store, { categoryIdNotIn: [versaflo?.id] })).toEqual(
      except(productsInCategoryTree('versaflo')),
    );
  });

  it('categoryIn and categoryNotIn combine', async () => {
    const sub = catalog.categories.find(
      (c) => c.parentSlug === 'speedglas' && productsInCategoryTree(c.slug).length > 0,
    );
    expect(sub).toBeDefined();
    const subTree = categoryWithDescendants(sub?.slug ?? '');
    const expected = sorted(
      productsInCategoryTree('speedglas').filter(
        (slug) => !catalog.products.find((p) => p.slug === slug)?.categories.some((c) => subTree.has(c)),
      ),
    );
    expect(await slugsOf(store, { categoryIn: ['speedglas'], categoryNotIn: [sub?.slug] })).toEqual(expected);
  });
});

describe('products: tags', () => {
  it('tagIn finds the products with the tag', async () => {
    const expected = slugsWhere((p) => p.tags.includes('best-seller') || p.tags.includes('papr'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await slugsOf(store, { tagIn: ['best-seller', 'papr'] })).toEqual(expected);
  });

  it('follows product_terms as they are written: a term linked or unlinked directly is filtered on at once', async () => {
    // The filters read each product's copy of its term ids, which a trigger keeps from product_terms.
    const product = catalog.products.find((p) => !p.tags.includes('papr')) as SeedProduct;
    const papr = sql`(select id from terms where taxonomy = 'product_tag' and slug = 'papr')`;
    const before = await slugsOf(store, { tagIn: ['papr'] });
    await store.database.db.execute(
      sql`insert into product_terms (product_id, term_id) values (${id(product.slug)}, ${papr})`,
    );
    try {
      expect(await slugsOf(store, { tagIn: ['papr'] })).toEqual(sorted([...before, product.slug]));
    } finally {
      await store.database.db.execute(
        sql`delete from product_terms where product_id = ${id(product.slug)} and term_id = ${papr}`,
      );
    }
    expect(await slugsOf(store, { tagIn: ['papr'] })).toEqual(before);
  });
});

/** Terms of a taxonomy that at least one product carries, most used first. */
function usedTerms(taxonomy: string, among = catalog.products): string[] {
  const counts = new Map<string, number>();
  for (const product of among) {
    for (const term of attributeTerms(product, taxonomy)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([term]) => term);
}
const carrying = (taxonomy: string, term: string) => (p: SeedProduct) =>
  attributeTerms(p, taxonomy).includes(term);

describe('products: taxonomyFilter', () => {
  it('PA_FILTERCLASS IN ffp3 finds the FFP3 products', async () => {
    const expected = slugsWhere(carrying('pa_filterclass', 'ffp3'));
    expect(expected.length).toBeGreaterThan(0);
    const where = {
      taxonomyFilter: { filters: [{ taxonomy: 'PA_FILTERCLASS', terms: ['ffp3'], operator: 'IN' }] },
    };
    expect(await slugsOf(store, where)).toEqual(expected);
  });

  it('IN with two terms finds products with either (and IN is the default operator)', async () => {
    const expected = slugsWhere(
      (p) => carrying('pa_filterclass', 'ffp2')(p) || carrying('pa_filterclass', 'n95')(p),
    );
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PA_FILTERCLASS', terms: ['ffp2', 'n95'] }] } };
    expect(await slugsOf(store, where)).toEqual(expected);
  });

  it('selects terms by id as well as by slug', async () => {
    const { terms } = await store.data<{ terms: { nodes: { slug: string; databaseId: number }[] } }>(
      '{ terms(first: 100, where: { taxonomies: [PAFILTERCLASS] }) { nodes { slug databaseId } } }',
    );
    const ffp3 = terms.nodes.find((t) => t.slug === 'ffp3');
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PA_FILTERCLASS', ids: [ffp3?.databaseId] }] } };
    expect(await slugsOf(store, where)).toEqual(slugsWhere(carrying('pa_filterclass', 'ffp3')));
  });

  it('AND needs every term', async () => {
    const standards = usedTerms('pa_standard');
    let pair: [string, string] | undefined;
    for (const a of standards) {
      for (const b of standards) {
        if (a >= b) continue;
        const both = slugsWhere((p) => carrying('pa_standard', a)(p) && carrying('pa_standard', b)(p));
        const either = slugsWhere((p) => carrying('pa_standard', a)(p) || carrying('pa_standard', b)(p));
        if (!pair && both.length > 0 && both.length < either.length) pair = [a, b];
      }
    }
    expect(pair, 'two standards some products share').toBeDefined();
    const [a, b] = pair as [string, string];
    const where = {
      taxonomyFilter: { filters: [{ taxonomy: 'PA_STANDARD', terms: [a, b], operator: 'AND' }] },
    };
    expect(await slugsOf(store, where)).toEqual(
      slugsWhere((p) => carrying('pa_standard', a)(p) && carrying('pa_standard', b)(p)),
    );
  });

  it('NOT_IN leaves out the products with the terms', async () => {
    const where = {
      taxonomyFilter: {
        filters: [{ taxonomy: 'PA_FILTERCLASS', terms: ['ffp3', 'ffp2'], operator: 'NOT_IN' }],
      },
    };
    expect(await slugsOf(store, where)).toEqual(
      slugsWhere((p) => !carrying('pa_filterclass', 'ffp3')(p) && !carrying('pa_filterclass', 'ffp2')(p)),
    );
  });

  it('PA_SIZE filters by size term', async () => {
    const size = usedTerms('pa_size')[0] as string;
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PA_SIZE', terms: [size] }] } };
    expect(await slugsOf(store, where)).toEqual(slugsWhere(carrying('pa_size', size)));
  });

  it('relation AND needs every filter, relation OR any of them', async () => {
    const filterclass = usedTerms('pa_filterclass')[0] as string;
    const size = usedTerms('pa_size')[0] as string;
    const filters = [
      { taxonomy: 'PA_FILTERCLASS', terms: [filterclass], operator: 'IN' },
      { taxonomy: 'PA_SIZE', terms: [size], operator: 'IN' },
    ];
    const a = carrying('pa_filterclass', filterclass);
    const b = carrying('pa_size', size);
    const both = slugsWhere((p) => a(p) && b(p));
    const either = slugsWhere((p) => a(p) || b(p));
    expect(either.length).toBeGreaterThan(both.length);
    expect(await slugsOf(store, { taxonomyFilter: { relation: 'AND', filters } })).toEqual(both);
    expect(await slugsOf(store, { taxonomyFilter: { filters } })).toEqual(both);
    expect(await slugsOf(store, { taxonomyFilter: { relation: 'OR', filters } })).toEqual(either);
  });

  it('a taxonomy the store does not have (PA_RANGE) finds nothing', async () => {
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PA_RANGE', terms: ['anything'] }] } };
    expect((await count(where)).products).toEqual({ found: 0, nodes: [] });
  });

  it('an unknown term finds nothing', async () => {
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PA_FILTERCLASS', terms: ['ffp9'] }] } };
    expect((await count(where)).products.found).toBe(0);
  });

  it('PRODUCT_CAT in a taxonomy filter includes subcategories', async () => {
    const category = top as SeedCategory;
    const where = { taxonomyFilter: { filters: [{ taxonomy: 'PRODUCT_CAT', terms: [category.slug] }] } };
    const slugs = await slugsOf(store, where);
    expect(slugs).toContain(unfiled?.slug);
    expect(slugs).toEqual(sorted(productsInCategoryTree(category.slug)));
  });
});

const overlaps = (p: SeedProduct, min?: number, max?: number) => {
  const range = priceRange(p);
  return (min === undefined || range.max >= toCents(min)) && (max === undefined || range.min <= toCents(max));
};

describe('products: price', () => {
  it('finds a variable product whose price range overlaps the filter, even with no variation inside it', async () => {
    // A one-cent window just above a variable product's lowest price, where no variation is priced.
    const product = catalog.products.find((p) => {
      const range = priceRange(p);
      return (
        isVariable(p) &&
        range.max > range.min + 1 &&
        !(p.variations ?? []).some((v) => variationPrice(v) === range.min + 1)
      );
    });
    expect(product, 'a variable product with a price range').toBeDefined();
    const at = (priceRange(product as SeedProduct).min + 1) / 100;
    const slugs = await slugsOf(store, { minPrice: at, maxPrice: at });
    expect(slugs).toContain(product?.slug);
    expect(slugs).toEqual(slugsWhere((p) => overlaps(p, at, at)));
  });

  it('minPrice alone keeps products whose highest price reaches it', async () => {
    expect(await slugsOf(store, { minPrice: 100 })).toEqual(slugsWhere((p) => overlaps(p, 100)));
  });

  it('maxPrice alone keeps products whose lowest price is within it', async () => {
    expect(await slugsOf(store, { maxPrice: 25.5 })).toEqual(slugsWhere((p) => overlaps(p, undefined, 25.5)));
  });

  it('includes both ends of the range', async () => {
    const cheapest = Math.min(...catalog.products.map((p) => priceRange(p).min)) / 100;
    const slugs = await slugsOf(store, { minPrice: cheapest, maxPrice: cheapest });
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).toEqual(slugsWhere((p) => overlaps(p, cheapest, cheapest)));
  });

  it('filters a range with cents', async () => {
    expect(await slugsOf(store, { minPrice: 10.5, maxPrice: 60.25 })).toEqual(
      slugsWhere((p) => overlaps(p, 10.5, 60.25)),
    );
  });

  it('refuses a minimum price above the maximum', async () => {
    expectUserError(
      await attempt({ minPrice: 50, maxPrice: 10 }),
      /minimum price must not be higher than the maximum/,
    );
  });

  it('refuses a negative price', async () => {
    expectUserError(await attempt({ minPrice: -1 }), /minimum price cannot be negative/);
    expectUserError(await attempt({ maxPrice: -0.01 }), /maximum price cannot be negative/);
  });
});

describe('products: flags and lists', () => {
  it('onSale: true finds the products on sale, false the others', async () => {
    const expected = slugsWhere(onSale);
    expect(expected.length).toBeGreaterThan(0);
    expect(await slugsOf(store, { onSale: true })).toEqual(expected);
    expect(await slugsOf(store, { onSale: false })).toEqual(except(expected));
  });

  it('stockStatus [OUT_OF_STOCK] finds the products that cannot be bought', async () => {
    const expected = slugsWhere((p) => stockStatus(p) === 'outofstock');
    expect(expected.length).toBeGreaterThan(0);
    expect(await slugsOf(store, { stockStatus: ['OUT_OF_STOCK'] })).toEqual(expected);
  });

  it('stockStatus [IN_STOCK, ON_BACKORDER] finds the rest', async () => {
    const expected = slugsWhere((p) => stockStatus(p) !== 'outofstock');
    expect(await slugsOf(store, { stockStatus: ['IN_STOCK', 'ON_BACKORDER'] })).toEqual(expected);
    expect(await slugsOf(store, { stockStatus: ['ON_BACKORDER'] })).toEqual(
      slugsWhere((p) => STOCK_ENUM[stockStatus(p)] === 'ON_BACKORDER'),
    );
  });

  it('include keeps only the listed ids and exclude leaves them out', async () => {
    const picked = allSlugs.filter((_, i) => i % 5 === 0);
    const ids = picked.map(id);
    expect(await slugsOf(store, { include: ids })).toEqual(picked);
    expect(await slugsOf(store, { exclude: ids })).toEqual(except(picked));
    expect((await count({ include: [999_999_999] })).products.found).toBe(0);
  });

  it('featured: true finds the featured products, false the others', async () => {
    const expected = slugsWhere((p) => p.featured === true);
    expect(expected.length).toBeGreaterThan(0);
    expect(await slugsOf(store, { featured: true })).toEqual(expected);
    expect(await slugsOf(store, { featured: false })).toEqual(except(expected));
  });

  it.each([
    ['SIMPLE', 'simple'],
    ['VARIABLE', 'variable'],
    ['EXTERNAL', 'external'],
  ])('type %s finds the %s products', async (type, seedType) => {
    const expected = slugsWhere((p) => p.type === seedType);
    expect(expected.length).toBeGreaterThan(0);
    expect(await slugsOf(store, { type })).toEqual(expected);
  });

  it('typeIn finds products of any listed type and typeNotIn leaves them out', async () => {
    const expected = slugsWhere((p) => p.type === 'simple' || p.type === 'external');
    expect(await slugsOf(store, { typeIn: ['SIMPLE', 'EXTERNAL'] })).toEqual(expected);
    expect(await slugsOf(store, { typeNotIn: ['SIMPLE', 'EXTERNAL'] })).toEqual(except(expected));
  });

  it('rating finds products whose average rounds (half up, as WooCommerce does) to a listed value', async () => {
    for (const ratings of [[5], [4], [3, 4], [1, 2]]) {
      const expected = slugsWhere((p) => ratings.includes(phpRound(averageRating(p))));
      expect(await slugsOf(store, { rating: ratings }), `rating ${ratings}`).toEqual(expected);
    }
  });

  it('refuses a rating outside 1 to 5', async () => {
    expectUserError(await attempt({ rating: [6] }), /Ratings are 1 to 5/);
    expectUserError(await attempt({ rating: [0] }), /Ratings are 1 to 5/);
  });

  it('sku finds a product by its exact SKU, several with commas', async () => {
    const [a, b] = catalog.products;
    expect(await slugsOf(store, { sku: a?.sku })).toEqual([a?.slug]);
    expect(await slugsOf(store, { sku: `${a?.sku}, ${b?.sku}` })).toEqual(
      sorted([a?.slug ?? '', b?.slug ?? '']),
    );
    expect((await count({ sku: 'NO-SUCH-SKU' })).products.found).toBe(0);
  });

  it('slugIn finds the products with those slugs', async () => {
    const picked = allSlugs.slice(2, 6);
    expect(await slugsOf(store, { slugIn: [...picked, 'no-such-product'] })).toEqual(picked);
  });

  it('refuses more than 1000 ids in one filter', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    expectUserError(await attempt({ include: ids }), /Too many ids/);
  });
});

describe('products: combined filters', () => {
  it('category + two attributes + price range + in stock, with found', async () => {
    const inMasks = catalog.products.filter((p) =>
      productsInCategoryTree('masks-respirators').includes(p.slug),
    );
    const filterclass = usedTerms('pa_filterclass', inMasks)[0] as string;
    const withClass = inMasks.filter(carrying('pa_filterclass', filterclass));
    const standard = usedTerms('pa_standard', withClass)[0] as string;
    const candidates = withClass.filter(carrying('pa_standard', standard));
    const prices = candidates.map((p) => priceRange(p).min).sort((x, y) => x - y);
    const minPrice = (prices[0] as number) / 100;
    const maxPrice = (prices[Math.floor(prices.length / 2)] as number) / 100;
    const expected = sorted(
      candidates
        .filter((p) => overlaps(p, minPrice, maxPrice) && stockStatus(p) === 'instock')
        .map((p) => p.slug),
    );
    expect(expected.length).toBeGreaterThan(0);
    const where = {
      categoryIn: ['masks-respirators'],
      taxonomyFilter: {
        relation: 'AND',
        filters: [
          { taxonomy: 'PA_FILTERCLASS', terms: [filterclass], operator: 'IN' },
          { taxonomy: 'PA_STANDARD', terms: [standard], operator: 'IN' },
        ],
      },
      minPrice,
      maxPrice,
      stockStatus: ['IN_STOCK'],
      orderby: [{ field: 'PRICE', order: 'ASC' }],
    };
    const { products } = await count(where);
    expect(products.found).toBe(expected.length);
    expect(sorted(products.nodes.map((n) => n.slug))).toEqual(expected);
  });

  it('search within a category', async () => {
    const tree = productsInCategoryTree('masks-respirators');
    const expected = sorted(searchMatches('ffp2').filter((slug) => tree.includes(slug)));
    expect(await slugsOf(store, { search: 'ffp2', categoryIn: ['masks-respirators'] })).toEqual(expected);
  });
});
