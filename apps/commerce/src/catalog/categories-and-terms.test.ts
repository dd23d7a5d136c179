/**
 * `productCategories`, `productCategory` and `terms`: the category tree, counts, ordering
 * and filters, and the global attribute terms, compared with the demo seed data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog, expectUserError, sorted, termCounts } from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store?.close();
});

const counts = termCounts();
const countOf = (slug: string) => counts.get(`product_cat:${slug}`) ?? 0;
const MAIN = [
  { id: 510, slug: 'speedglas' },
  { id: 523, slug: 'versaflo' },
  { id: 513, slug: 'masks-respirators' },
  { id: 534, slug: 'gloves' },
  { id: 562, slug: 'industrial' },
];

interface Category {
  databaseId: number;
  slug: string;
  name: string;
  count: number;
  description: string;
  parentDatabaseId: number | null;
  image: { altText: string; sourceUrl: string } | null;
  children: { nodes: { slug: string; count: number; parentDatabaseId: number }[] };
}
type List = { productCategories: { nodes: Category[]; pageInfo: { hasNextPage: boolean } } };

const LIST = `query C($first: Int, $where: RootQueryToProductCategoryConnectionWhereArgs) {
  productCategories(first: $first, where: $where) {
    pageInfo { hasNextPage }
    nodes {
      databaseId slug name count description parentDatabaseId
      image { altText sourceUrl }
      children(first: 50) { nodes { slug count parentDatabaseId } }
    }
  }
}`;
const categories = async (first: number, where: Record<string, unknown> = {}) =>
  (await store.data<List>(LIST, { first, where })).productCategories;

describe('productCategories', () => {
  it('lists the first 50 by count, largest first, with each count right', async () => {
    const { nodes, pageInfo } = await categories(50, { orderby: 'COUNT', order: 'DESC' });
    expect(nodes).toHaveLength(Math.min(50, catalog.categories.length));
    expect(pageInfo.hasNextPage).toBe(catalog.categories.length > 50);
    const listed = nodes.map((n) => n.count);
    expect(listed).toEqual([...listed].sort((a, b) => b - a));
    for (const node of nodes) expect(node.count, node.slug).toBe(countOf(node.slug));
    const largest = Math.max(...catalog.categories.map((c) => countOf(c.slug)));
    expect(nodes[0]?.count).toBe(largest);
  });

  it('hides categories without products with hideEmpty', async () => {
    const { nodes } = await categories(100, { hideEmpty: true });
    const expected = sorted(catalog.categories.filter((c) => countOf(c.slug) > 0).map((c) => c.slug));
    expect(sorted(nodes.map((n) => n.slug))).toEqual(expected);
    expect(nodes.every((n) => n.count > 0)).toBe(true);
  });

  it('lists every category without hideEmpty', async () => {
    const { nodes } = await categories(100);
    expect(sorted(nodes.map((n) => n.slug))).toEqual(sorted(catalog.categories.map((c) => c.slug)));
  });

  it('lists the top level with parent: 0, including the five main categories with their fixed ids', async () => {
    const { nodes } = await categories(50, { parent: 0 });
    expect(sorted(nodes.map((n) => n.slug))).toEqual(
      sorted(catalog.categories.filter((c) => !c.parentSlug).map((c) => c.slug)),
    );
    for (const main of MAIN) {
      expect(nodes.find((n) => n.slug === main.slug)?.databaseId, main.slug).toBe(main.id);
    }
    expect(nodes.every((n) => n.parentDatabaseId === null)).toBe(true);
  });

  it('lists each main category with its children and their counts', async () => {
    const { nodes } = await categories(50, { parent: 0 });
    for (const main of MAIN) {
      const node = nodes.find((n) => n.slug === main.slug) as Category;
      const children = catalog.categories.filter((c) => c.parentSlug === main.slug);
      expect(sorted(node.children.nodes.map((c) => c.slug)), main.slug).toEqual(
        sorted(children.map((c) => c.slug)),
      );
      for (const child of node.children.nodes) {
        expect(child.count, child.slug).toBe(countOf(child.slug));
        expect(child.parentDatabaseId).toBe(main.id);
      }
    }
  });

  it('gives each category its description and image', async () => {
    const { nodes } = await categories(100);
    for (const node of nodes) {
      const seed = catalog.categories.find((c) => c.slug === node.slug);
      expect(node.description, node.slug).toBe(seed?.description);
      expect(node.image?.altText, node.slug).toBe(seed?.image.alt);
      expect(node.image?.sourceUrl).toMatch(/\/media\/\d+\/full\.webp$/);
    }
  });

  it('orders by NAME, A to Z and Z to A', async () => {
    const byName = (a: string, b: string) => a.localeCompare(b, 'en');
    const { nodes } = await categories(100, { orderby: 'NAME' });
    const names = nodes.map((n) => n.name);
    expect(names).toEqual(catalog.categories.map((c) => c.name).sort(byName));
    const { nodes: reversed } = await categories(100, { orderby: 'NAME', order: 'DESC' });
    expect(reversed.map((n) => n.name)).toEqual([...names].reverse());
  });

  it('lists the 20 largest non-empty categories (the flat list)', async () => {
    const { nodes } = await categories(20, { orderby: 'COUNT', order: 'DESC', hideEmpty: true });
    const nonEmpty = catalog.categories.filter((c) => countOf(c.slug) > 0);
    expect(nodes).toHaveLength(Math.min(20, nonEmpty.length));
    const expectedCounts = nonEmpty
      .map((c) => countOf(c.slug))
      .sort((a, b) => b - a)
      .slice(0, 20);
    expect(nodes.map((n) => n.count)).toEqual(expectedCounts);
  });

  it('lists the subcategories of a parent by name, without empty ones', async () => {
    const parent = MAIN[0] as (typeof MAIN)[number];
    const { nodes } = await categories(50, {
      parent: parent.id,
      hideEmpty: true,
      orderby: 'NAME',
      order: 'ASC',
    });
    const expected = catalog.categories
      .filter((c) => c.parentSlug === parent.slug && countOf(c.slug) > 0)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'en'));
    expect(nodes.map((n) => n.name)).toEqual(expected);
  });

  it('searches and filters by slug', async () => {
    const { nodes } = await categories(50, { slug: ['gloves', 'versaflo'] });
    expect(sorted(nodes.map((n) => n.slug))).toEqual(['gloves', 'versaflo']);
  });

  it('refuses a negative first', async () => {
    expectUserError(await store.graphql(LIST, { first: -3 }), /"first" must be zero or a positive number/);
  });

  it('refuses a garbage cursor', async () => {
    expectUserError(
      await store.graphql('{ productCategories(first: 5, after: "###") { nodes { slug } } }'),
      /"after" cursor is not valid/,
    );
  });
});

const ONE = `query One($id: ID!, $idType: ProductCategoryIdType) {
  productCategory(id: $id, idType: $idType) {
    id databaseId slug name count
    parent { node { slug } }
    ancestors { nodes { slug } }
  }
}`;
type One = {
  productCategory: {
    id: string;
    databaseId: number;
    slug: string;
    name: string;
    count: number;
    parent: { node: { slug: string } } | null;
    ancestors: { nodes: { slug: string }[] } | null;
  } | null;
};

describe('productCategory', () => {
  it.each(MAIN)('finds main category $slug by SLUG and by DATABASE_ID $id', async ({ id, slug }) => {
    const bySlug = await store.data<One>(ONE, { id: slug, idType: 'SLUG' });
    const byId = await store.data<One>(ONE, { id: String(id), idType: 'DATABASE_ID' });
    expect(bySlug.productCategory?.databaseId).toBe(id);
    expect(byId.productCategory?.slug).toBe(slug);
    expect(byId.productCategory?.count).toBe(countOf(slug));
    expect(byId.productCategory?.name).toBe(catalog.categories.find((c) => c.slug === slug)?.name);
    const byGlobalId = await store.data<One>(ONE, { id: bySlug.productCategory?.id });
    expect(byGlobalId.productCategory?.slug).toBe(slug);
  });

  it('gives a deep category its parent and ancestors', async () => {
    const deep = catalog.categories.find((c) => {
      const parent = catalog.categories.find((p) => p.slug === c.parentSlug);
      return parent?.parentSlug !== undefined;
    });
    expect(deep, 'a third-level category').toBeDefined();
    const parent = catalog.categories.find((c) => c.slug === deep?.parentSlug);
    const { productCategory } = await store.data<One>(ONE, { id: deep?.slug, idType: 'SLUG' });
    expect(productCategory?.parent?.node.slug).toBe(parent?.slug);
    expect(productCategory?.ancestors?.nodes.map((n) => n.slug)).toEqual([parent?.slug, parent?.parentSlug]);
  });

  it('answers null for an unknown slug or id', async () => {
    expect(
      (await store.data<One>(ONE, { id: 'no-such-category', idType: 'SLUG' })).productCategory,
    ).toBeNull();
    expect((await store.data<One>(ONE, { id: '999999', idType: 'DATABASE_ID' })).productCategory).toBeNull();
  });

  it('refuses a DATABASE_ID that is not a number', async () => {
    expectUserError(await store.graphql(ONE, { id: 'gloves', idType: 'DATABASE_ID' }), /not a database id/);
  });
});

const TERMS = `query T($where: RootQueryToTermNodeConnectionWhereArgs, $first: Int) {
  terms(first: $first, where: $where) { nodes { __typename databaseId slug name count taxonomyName } }
}`;
type Terms = {
  terms: {
    nodes: {
      __typename: string;
      databaseId: number;
      slug: string;
      name: string;
      count: number;
      taxonomyName: string;
    }[];
  };
};

describe('terms', () => {
  it('lists the used filter class and size terms with their counts (hideEmpty, first 100)', async () => {
    const { terms } = await store.data<Terms>(TERMS, {
      first: 100,
      where: { taxonomies: ['PAFILTERCLASS', 'PASIZE'], hideEmpty: true },
    });
    const expected = catalog.attributes
      .filter((a) => a.slug === 'pa_filterclass' || a.slug === 'pa_size')
      .flatMap((a) => a.terms.map((t) => `${a.slug}:${t.slug}`))
      .filter((key) => (counts.get(key) ?? 0) > 0);
    expect(sorted(terms.nodes.map((t) => `${t.taxonomyName}:${t.slug}`))).toEqual(sorted(expected));
    for (const term of terms.nodes) {
      expect(term.count, term.slug).toBe(counts.get(`${term.taxonomyName}:${term.slug}`));
      expect(term.__typename).toBe(term.taxonomyName === 'pa_size' ? 'PaSize' : 'PaFilterclass');
    }
  });

  it('lists empty terms too without hideEmpty', async () => {
    const { terms } = await store.data<Terms>(TERMS, { first: 100, where: { taxonomies: ['PASTANDARD'] } });
    const standard = catalog.attributes.find((a) => a.slug === 'pa_standard');
    expect(sorted(terms.nodes.map((t) => t.slug))).toEqual(sorted(standard?.terms.map((t) => t.slug) ?? []));
    expect(terms.nodes.every((t) => t.__typename === 'PaStandard')).toBe(true);
  });

  it('gives each term its name from the seed', async () => {
    const { terms } = await store.data<Terms>(TERMS, { first: 100, where: { taxonomies: ['PASIZE'] } });
    const size = catalog.attributes.find((a) => a.slug === 'pa_size');
    for (const term of terms.nodes) {
      expect(term.name).toBe(size?.terms.find((t) => t.slug === term.slug)?.name);
    }
  });

  it('lists product tags', async () => {
    const { terms } = await store.data<Terms>(TERMS, { first: 100, where: { taxonomies: ['PRODUCTTAG'] } });
    expect(sorted(terms.nodes.map((t) => t.slug))).toEqual(sorted(catalog.tags.map((t) => t.slug)));
    expect(terms.nodes.every((t) => t.__typename === 'ProductTag')).toBe(true);
  });

  it('lists nothing for a taxonomy the store does not have (PARANGE)', async () => {
    const { terms } = await store.data<Terms>(TERMS, { first: 100, where: { taxonomies: ['PARANGE'] } });
    expect(terms.nodes).toEqual([]);
  });

  it('serves at most 100 terms', async () => {
    const { terms } = await store.data<Terms>(TERMS, { first: 1000, where: {} });
    const all =
      catalog.attributes.reduce((sum, a) => sum + a.terms.length, 0) +
      catalog.tags.length +
      catalog.categories.length;
    expect(terms.nodes).toHaveLength(Math.min(100, all));
  });
});
