/**
 * `products`: cursor paging (first/after, last/before), page limits, bad paging arguments
 * and every sort order, checked against the seeded demo catalogue.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  averageRating,
  bySlug,
  catalog,
  expectUserError,
  type ListedProduct,
  listAll,
  priceRange,
  sorted,
} from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
let everything: ListedProduct[];

beforeAll(async () => {
  store = await startTestStore();
  everything = (await listAll(store)).nodes;
});

afterAll(async () => {
  await store?.close();
});

const total = catalog.products.length;
const allSlugs = sorted(catalog.products.map((p) => p.slug));

interface Page {
  products: {
    found: number;
    edges: { cursor: string; node: ListedProduct }[];
    nodes: ListedProduct[];
    pageInfo: {
      hasNextPage: boolean;
      hasPreviousPage: boolean;
      startCursor: string | null;
      endCursor: string | null;
    };
  };
}

const PAGE = `query Page($first: Int, $last: Int, $after: String, $before: String, $where: RootQueryToProductConnectionWhereArgs) {
  products(first: $first, last: $last, after: $after, before: $before, where: $where) {
    found
    edges { cursor node { databaseId slug } }
    nodes { databaseId slug }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

const page = (variables: Record<string, unknown>) => store.data<Page>(PAGE, variables);
const attempt = (variables: Record<string, unknown>) => store.graphql<Page>(PAGE, variables);

/** Walks a sorted list forwards in pages of `size`, returning the slugs in order. */
async function walkForwards(size: number, where: Record<string, unknown> = {}) {
  const slugs: string[] = [];
  let after: string | null = null;
  for (let i = 0; i < 200; i++) {
    const { products } = await page({ first: size, after, where });
    expect(products.found).toBe(total);
    expect(products.nodes.length).toBeLessThanOrEqual(size);
    slugs.push(...products.nodes.map((n) => n.slug));
    if (!products.pageInfo.hasNextPage) break;
    after = products.pageInfo.endCursor;
  }
  return slugs;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('products: cursor paging', () => {
  it('walks the whole catalogue with first/after, each product once, and found is the total', async () => {
    const slugs = await walkForwards(7);
    expect(slugs).toHaveLength(total);
    expect(new Set(slugs).size).toBe(total);
    expect(sorted(slugs)).toEqual(allSlugs);
    expect(slugs).toEqual(everything.map((n) => n.slug));
  });

  it('walks backwards with last/before to the same order as forwards', async () => {
    const collected: string[] = [];
    let before: string | null = null;
    let first = true;
    for (let i = 0; i < 200; i++) {
      const { products } = await page({ last: 6, before });
      if (first) {
        // The last page of the list: nothing after it, more before it.
        expect(products.pageInfo.hasNextPage).toBe(false);
        expect(products.pageInfo.hasPreviousPage).toBe(total > 6);
        first = false;
      }
      collected.unshift(...products.nodes.map((n) => n.slug));
      if (!products.pageInfo.hasPreviousPage) break;
      before = products.pageInfo.startCursor;
    }
    expect(collected).toEqual(everything.map((n) => n.slug));
  });

  it('continues from a middle page in both directions without overlap', async () => {
    const { products: firstPage } = await page({ first: 5 });
    expect(firstPage.pageInfo.hasPreviousPage).toBe(false);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const { products: second } = await page({ first: 5, after: firstPage.pageInfo.endCursor });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.nodes.map((n) => n.slug)).toEqual(everything.slice(5, 10).map((n) => n.slug));
    const { products: back } = await page({ last: 5, before: second.pageInfo.startCursor });
    expect(back.nodes.map((n) => n.slug)).toEqual(everything.slice(0, 5).map((n) => n.slug));
    expect(back.pageInfo.hasPreviousPage).toBe(false);
    expect(back.pageInfo.hasNextPage).toBe(true);
  });

  it('gives each edge a cursor and matching startCursor/endCursor', async () => {
    const { products } = await page({ first: 4 });
    expect(products.edges.map((e) => e.node)).toEqual(products.nodes);
    expect(products.pageInfo.startCursor).toBe(products.edges[0]?.cursor);
    expect(products.pageInfo.endCursor).toBe(products.edges.at(-1)?.cursor);
    // The cursor of any edge continues right after that edge.
    const { products: next } = await page({ first: 2, after: products.edges[1]?.cursor });
    expect(next.nodes.map((n) => n.slug)).toEqual(products.nodes.slice(2, 4).map((n) => n.slug));
  });

  it('serves 10 products when first is not given (WPGraphQL default)', async () => {
    const { products } = await page({});
    expect(products.nodes).toHaveLength(Math.min(10, total));
    expect(products.pageInfo.hasNextPage).toBe(total > 10);
  });

  it('cuts first above 100 to 100 and says there is more', async () => {
    const { products } = await page({ first: 500 });
    expect(products.nodes).toHaveLength(Math.min(100, total));
    expect(products.pageInfo.hasNextPage).toBe(total > 100);
    expect(products.found).toBe(total);
  });

  it('cuts last above 100 to 100', async () => {
    const { products } = await page({ last: 1000 });
    expect(products.nodes).toHaveLength(Math.min(100, total));
    expect(products.nodes.map((n) => n.slug)).toEqual(everything.slice(-100).map((n) => n.slug));
  });

  it('answers first: 0 with no products but the full count', async () => {
    const { products } = await page({ first: 0 });
    expect(products.nodes).toEqual([]);
    expect(products.edges).toEqual([]);
    expect(products.found).toBe(total);
    expect(products.pageInfo.endCursor).toBeNull();
  });

  it('has no next page after the last product', async () => {
    const last = everything.at(-1);
    const { products: tail } = await page({ last: 1 });
    expect(tail.nodes.map((n) => n.slug)).toEqual([last?.slug]);
    const { products } = await page({ first: 5, after: tail.pageInfo.endCursor });
    expect(products.nodes).toEqual([]);
    expect(products.pageInfo.hasNextPage).toBe(false);
  });
});

describe('products: bad paging arguments', () => {
  it('refuses a negative first', async () => {
    expectUserError(await attempt({ first: -1 }), /"first" must be zero or a positive number/);
  });

  it('refuses a negative last', async () => {
    expectUserError(await attempt({ last: -5 }), /"last" must be zero or a positive number/);
  });

  it('refuses first and last together', async () => {
    expectUserError(await attempt({ first: 5, last: 5 }), /"first" or "last".*not both/);
  });

  it('refuses a garbage after cursor', async () => {
    const result = await attempt({ first: 5, after: 'not-a-cursor!!' });
    expectUserError(result, /"after" cursor is not valid/);
    expect(result.data?.products ?? null).toBeNull();
  });

  it('refuses a garbage before cursor', async () => {
    expectUserError(await attempt({ last: 5, before: 'zzzz' }), /"before" cursor is not valid/);
  });

  it('refuses a cursor that is valid JSON but not a position in this list', async () => {
    expectUserError(await attempt({ first: 5, after: encode([1, 2, 3, 4]) }), /cursor/i);
  });

  it('refuses a well-formed cursor holding values of the wrong type', async () => {
    expectUserError(await attempt({ first: 5, after: encode(['yesterday', 'x']) }), /cursor/i);
    // A real cursor with its date and id swapped for words: same shape, wrong types.
    const { products } = await page({ first: 2 });
    const values = JSON.parse(
      Buffer.from(products.pageInfo.endCursor ?? '', 'base64url').toString(),
    ) as unknown[];
    const forged = values.map((v) =>
      typeof v === 'number' ? 'x' : typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? 'yesterday' : v,
    );
    expect(forged).not.toEqual(values);
    expectUserError(await attempt({ first: 5, after: encode(forged) }), /cursor/i);
  });

  it('refuses a cursor taken from a list sorted by date when the list is sorted by price', async () => {
    const { products } = await page({ first: 3 });
    const result = await attempt({
      first: 3,
      after: products.pageInfo.endCursor,
      where: { orderby: [{ field: 'PRICE', order: 'ASC' }] },
    });
    expectUserError(result, /cursor/i);
  });

  it('refuses a cursor taken from a list sorted by date when the list is sorted by name', async () => {
    const { products } = await page({ first: 3 });
    const result = await attempt({
      first: 3,
      after: products.pageInfo.endCursor,
      where: { orderby: [{ field: 'NAME', order: 'ASC' }] },
    });
    expectUserError(result, /cursor/i);
  });
});

const dateOf = (slug: string) => Date.parse(bySlug(slug).date);
const nonIncreasing = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) >= v);
const nonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) <= v);

describe('products: orderby', () => {
  it('lists newest first by default', async () => {
    const slugs = everything.map((n) => n.slug);
    expect(nonIncreasing(slugs.map(dateOf))).toBe(true);
    const newest = Math.max(...catalog.products.map((p) => Date.parse(p.date)));
    expect(dateOf(slugs[0] as string)).toBe(newest);
  });

  it('lists oldest first with DATE ASC, across pages', async () => {
    const slugs = await walkForwards(8, { orderby: [{ field: 'DATE', order: 'ASC' }] });
    const dates = slugs.map(dateOf);
    expect(sorted(slugs)).toEqual(allSlugs);
    expect(nonDecreasing(dates)).toBe(true);
  });

  it('sorts by price ascending, cheapest first, across pages', async () => {
    const slugs = await walkForwards(9, { orderby: [{ field: 'PRICE', order: 'ASC' }] });
    expect(sorted(slugs)).toEqual(allSlugs);
    const prices = slugs.map((slug) => priceRange(bySlug(slug)).min);
    expect(nonDecreasing(prices)).toBe(true);
    const cheapest = Math.min(...catalog.products.map((p) => priceRange(p).min));
    expect(prices[0]).toBe(cheapest);
  });

  it('sorts by price descending, dearest first, a variable product by its dearest variation, across pages', async () => {
    const slugs = await walkForwards(13, { orderby: [{ field: 'PRICE', order: 'DESC' }] });
    const prices = slugs.map((slug) => priceRange(bySlug(slug)).max);
    expect(sorted(slugs)).toEqual(allSlugs);
    expect(nonIncreasing(prices)).toBe(true);
  });

  it('sorts by popularity (total sales), best sellers first', async () => {
    const { nodes } = await listAll(store, { orderby: [{ field: 'POPULARITY', order: 'DESC' }] });
    const sales = nodes.map((n) => bySlug(n.slug).totalSales);
    expect(nonIncreasing(sales)).toBe(true);
    expect(sales[0]).toBe(Math.max(...catalog.products.map((p) => p.totalSales)));
  });

  it('sorts by average rating, best rated first, across pages', async () => {
    const slugs = await walkForwards(7, { orderby: [{ field: 'RATING', order: 'DESC' }] });
    expect(sorted(slugs)).toEqual(allSlugs);
    const ratings = slugs.map((slug) => averageRating(bySlug(slug)));
    expect(nonIncreasing(ratings)).toBe(true);
    expect(ratings[0]).toBe(Math.max(...catalog.products.map(averageRating)));
  });

  it('sorts by name A to Z, ignoring case', async () => {
    const slugs = await walkForwards(11, { orderby: [{ field: 'NAME', order: 'ASC' }] });
    const names = slugs.map((slug) => bySlug(slug).name.toLowerCase());
    const expected = catalog.products
      .map((p) => p.name.toLowerCase())
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(names).toEqual(expected);
  });

  it('sorts by menu order', async () => {
    const { nodes } = await listAll(store, { orderby: [{ field: 'MENU_ORDER', order: 'ASC' }] });
    expect(nonDecreasing(nodes.map((n) => bySlug(n.slug).menuOrder ?? 0))).toBe(true);
    expect(nodes).toHaveLength(total);
  });

  it('sorts by the order of the include list with IN', async () => {
    const picked = [everything[3], everything[0], everything[7], everything[1]].map((n) => n?.databaseId);
    const { nodes } = await listAll(store, { include: picked, orderby: [{ field: 'IN', order: 'ASC' }] });
    expect(nodes.map((n) => n.databaseId)).toEqual(picked);
  });

  it('refuses IN without an include list', async () => {
    expectUserError(
      await attempt({ first: 5, where: { orderby: [{ field: 'IN', order: 'ASC' }] } }),
      /"IN" needs the "include" list/,
    );
  });

  it('sorts by every ProductsOrderByEnum value without an error', async () => {
    const { __type } = await store.data<{ __type: { enumValues: { name: string }[] } }>(
      '{ __type(name: "ProductsOrderByEnum") { enumValues(includeDeprecated: true) { name } } }',
    );
    const include = everything.slice(0, 5).map((n) => n.databaseId);
    for (const { name } of __type.enumValues) {
      const { nodes } = await listAll(store, { include, orderby: [{ field: name, order: 'ASC' }] });
      expect(sorted(nodes.map((n) => n.slug)), name).toEqual(
        sorted(everything.slice(0, 5).map((n) => n.slug)),
      );
    }
  });

  it('rejects an orderby field the schema does not have, naming it', async () => {
    const result = await attempt({ first: 5, where: { orderby: [{ field: 'COLOUR', order: 'ASC' }] } });
    expect(result.errors?.[0]?.message).toMatch(/COLOUR/);
    expect(result.data ?? null).toBeNull();
  });

  it('refuses more than five sort fields', async () => {
    const orderby = ['DATE', 'PRICE', 'NAME', 'RATING', 'SLUG', 'MENU_ORDER'].map((field) => ({ field }));
    expectUserError(await attempt({ first: 5, where: { orderby } }), /at most five/);
  });

  it('breaks ties with a second sort key', async () => {
    const { nodes } = await listAll(store, {
      orderby: [
        { field: 'MENU_ORDER', order: 'ASC' },
        { field: 'NAME', order: 'ASC' },
      ],
    });
    const keys = nodes.map(
      (n) => [bySlug(n.slug).menuOrder ?? 0, bySlug(n.slug).name.toLowerCase()] as const,
    );
    for (let i = 1; i < keys.length; i++) {
      const [previousOrder, previousName] = keys[i - 1] as readonly [number, string];
      const [order, name] = keys[i] as readonly [number, string];
      expect(previousOrder < order || (previousOrder === order && previousName <= name)).toBe(true);
    }
  });
});

/**
 * Cursors carry dates as JavaScript dates (milliseconds). Two products are given publish
 * times a fraction of a millisecond apart (as the column default now() would), then put
 * back: paging must return each of them once.
 */
describe('products: cursors of products published within the same millisecond', () => {
  it('walks them one per page without skipping either', async () => {
    const [a, b] = everything;
    const db = store.database.db;
    const original = await db.execute<{ id: number; published_at: string }>(
      sql`select id, published_at::text from products where id in (${a?.databaseId}, ${b?.databaseId})`,
    );
    try {
      await db.execute(
        sql`update products set published_at = '2099-01-01 00:00:00.123456+00' where id = ${a?.databaseId}`,
      );
      await db.execute(
        sql`update products set published_at = '2099-01-01 00:00:00.123100+00' where id = ${b?.databaseId}`,
      );
      const { products: first } = await page({ first: 1 });
      const { products: second } = await page({ first: 1, after: first.pageInfo.endCursor });
      expect([first.nodes[0]?.slug, second.nodes[0]?.slug].sort()).toEqual([a?.slug, b?.slug].sort());
    } finally {
      for (const row of original.rows) {
        await db.execute(
          sql`update products set published_at = ${row.published_at}::timestamptz where id = ${row.id}`,
        );
      }
    }
  });
});
