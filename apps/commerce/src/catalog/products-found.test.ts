/**
 * `found` is counted in the page's own statement (product-list.ts): every match, whichever
 * page, and no count statement of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../testing/statements.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

type Page = {
  products: { found: number; nodes: { slug: string }[]; pageInfo: { endCursor: string | null } };
};

const WHERES = [
  'search: "mask"',
  'minPrice: 5, maxPrice: 200, stockStatus: [IN_STOCK, ON_BACKORDER]',
  'taxonomyFilter: {relation: AND, filters: [{taxonomy: PA_SIZE, terms: ["m", "l"]}]}, orderby: [{field: PRICE, order: ASC}]',
  'search: "no product has this word"',
  'categoryIn: ["masks-respirators"], taxonomyFilter: {filters: [{taxonomy: PA_FILTERCLASS, terms: ["ffp2", "ffp3"]}]}',
];

const page = (where: string, paging: string) =>
  `query($after: String) { products(${paging}, where: {${where}}) { found nodes { slug } pageInfo { endCursor } } }`;

/** The products a filter matches, counted by walking its pages (100 at most each). */
async function everyMatch(where: string): Promise<number> {
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const result: { products: { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } } =
      await store.data(
        `query($after: String) { products(first: 100, after: $after, where: {${where}}) { nodes { databaseId } pageInfo { hasNextPage endCursor } } }`,
        { after },
      );
    count += result.products.nodes.length;
    if (!result.products.pageInfo.hasNextPage) return count;
    after = result.products.pageInfo.endCursor;
  }
}

describe('found counted in the page statement', () => {
  it('is the number of every match on a first, a later and a backward page', async () => {
    for (const where of WHERES) {
      const first = await store.data<Page>(page(where, 'first: 2, after: $after'));
      const matches = await everyMatch(where);
      expect(first.products.found).toBe(matches);
      const last = await store.data<Page>(page(where, 'last: 2, before: $after'));
      expect(last.products.found).toBe(matches);
      if (first.products.pageInfo.endCursor) {
        const second = await store.data<Page>(page(where, 'first: 2, after: $after'), {
          after: first.products.pageInfo.endCursor,
        });
        expect(second.products.found).toBe(first.products.found);
      }
    }
  });

  it('costs no count statement of its own, through a fragment too', async () => {
    const query = `{ products(first: 24, where: {search: "mask"}) { ...Total nodes { slug } } }
      fragment Total on RootQueryToProductConnection { found }`;
    const statements = await statementsDuring(store.database, async () => {
      const result = await store.data<Page>(query);
      expect(result.products.found).toBeGreaterThan(0);
    });
    expect(statements.filter((text) => text.includes('count('))).toHaveLength(1);
    expect(statements.filter((text) => text.startsWith('select count('))).toHaveLength(0);
  });

  it('counts a first page narrowed by terms in the scan that reads its matches, a later one apart', async () => {
    const where =
      'taxonomyFilter: {filters: [{taxonomy: PA_SIZE, terms: ["m", "l"]}]}, orderby: [{field: PRICE, order: ASC}]';
    let first: Page | undefined;
    const firstStatements = await statementsDuring(store.database, async () => {
      first = await store.data<Page>(page(where, 'first: 2, after: $after'));
    });
    // A window over the matches the bitmap scan fetches anyway, instead of a second scan.
    expect(firstStatements.filter((text) => text.includes('count(*) over ()'))).toHaveLength(1);
    expect(firstStatements.filter((text) => text.includes('(select count('))).toHaveLength(0);
    const laterStatements = await statementsDuring(store.database, () =>
      store.data(page(where, 'first: 2, after: $after'), { after: first?.products.pageInfo.endCursor }),
    );
    // After a cursor a window would count only the rows that follow it.
    expect(laterStatements.filter((text) => text.includes('over ()'))).toHaveLength(0);
    expect(laterStatements.filter((text) => text.includes('(select count('))).toHaveLength(1);
  });

  it('brings the cards (image, variable price) in the page statement, as the loaders would', async () => {
    const card = `found nodes { databaseId name ... on ProductWithPricing { price regularPrice salePrice }
      image { sourceUrl altText } ... on VariableProduct { variations(first: 100) { nodes { databaseId price } } } }`;
    const where =
      'minPrice: 5, maxPrice: 500, taxonomyFilter: {filters: [{taxonomy: PA_SIZE, terms: ["m", "l"]}]}';
    const query = `{ products(first: 24, where: {${where}}) { ${card} } }`;
    const statements = await statementsDuring(store.database, () => store.data(query));
    // The page with its count and cards in one statement, after the filter's term ids when they
    // were not kept from an earlier list (filter-terms-kept.test.ts).
    const pages = statements.filter((text) => !text.includes('with recursive wanted'));
    expect(pages).toHaveLength(1);
    expect(statements.length - pages.length).toBeLessThanOrEqual(1);
    const listed = await store.data<{ products: { nodes: { databaseId: number }[] } }>(query);
    expect(listed.products.nodes.length).toBeGreaterThan(1);
    // Each product alone, read through its own loaders, answers the same.
    for (const node of listed.products.nodes) {
      const single = await store.data<{ product: unknown }>(
        `{ product(id: "${node.databaseId}", idType: DATABASE_ID) { ${card.replace(/^found nodes \{|\}$/g, '')} } }`,
      );
      expect(single.product).toEqual(node);
    }
  });
});
