/**
 * Every list field of a product (and of what it lists) is read in one statement per level of the
 * query, whatever the number of parents: a page of 100 products costs the database as many
 * statements as a page of 2. Counted, not timed: 30 aliases of `related` under 100 products once
 * took one statement per product each and held the database for seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../testing/statements.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const CARD = 'databaseId name slug image { sourceUrl } ... on SimpleProduct { price }';

/** Each list field under a page of products: `$first` parents, then the field's own list. */
const FIELDS: Record<string, string> = {
  related: `related(first: 5) { nodes { ${CARD} } }`,
  reviews: 'reviews(first: 10) { averageRating edges { rating node { content author { node { name } } } } }',
  galleryImages: 'galleryImages(first: 10) { nodes { sourceUrl altText } }',
  productCategories:
    'productCategories(first: 10) { nodes { name parent { node { name } } children(first: 10) { nodes { name } } } }',
  productTags: 'productTags(first: 10) { nodes { name } }',
  terms: 'terms(first: 20) { nodes { name } }',
  attributes: `... on ProductWithAttributes { attributes(first: 10) { nodes { name label options
    ... on GlobalProductAttribute { terms(first: 10) { nodes { name } } } } } }`,
  variations: `... on VariableProduct { price variations(first: 50) { nodes { name price image { sourceUrl }
    attributes { nodes { name value } } parent { node { name } } } } }`,
  grouped: `... on GroupProduct { products(first: 10) { nodes { ${CARD} } } }`,
  nested: `related(first: 5) { nodes { ... on Product { related(first: 5) { nodes {
    ... on Product { name reviews(first: 5) { edges { rating } } } } } } } }`,
};

/** Masks come with galleries (7 of 43); the first page of the whole catalogue has none. */
const WHERE: Record<string, string> = { galleryImages: 'where: { category: "masks-respirators" }' };

const listing = (name: string, first: number) =>
  `{ products(first: ${first}, ${WHERE[name] ?? ''}) { nodes { databaseId ${FIELDS[name]} } } }`;

/** The first `count` products the field has something for, so the few parents do read it. */
async function fewWithData(name: string, count: number): Promise<string> {
  const all = await store.data<{ products: { nodes: Record<string, unknown>[] } }>(listing(name, 100));
  const key = Object.keys(all.products.nodes[0] ?? {}).find((field) => field !== 'databaseId');
  const ids = all.products.nodes
    .filter((node) => JSON.stringify(key ? node[key] : null).includes('[{'))
    .slice(0, count)
    .map((node) => node.databaseId);
  return `{ products(first: ${count}, where: { include: [${ids.join(', ')}] }) { nodes { databaseId ${FIELDS[name]} } } }`;
}

async function statementsOf(query: string): Promise<number> {
  // Once first: per-process caches (store options, counts) are warm for both page sizes.
  await store.data(query);
  const statements = await statementsDuring(store.database, () => store.data(query));
  // Gift card delivery runs on its own timer beside the request.
  return statements.filter((text) => !text.includes('"gift_cards"')).length;
}

describe('list fields are batched', () => {
  // Ten parents: enough that each field has something to read (a gallery, a variable product).
  it.each(Object.keys(FIELDS))('%s: as many statements for 100 parents as for 10', async (name) => {
    const few = await statementsOf(name === 'galleryImages' ? await fewWithData(name, 2) : listing(name, 10));
    const many = await statementsOf(listing(name, 100));
    expect(many).toBe(few);
  });

  it('aliases of related products add only their own pages: one ranking and one read for all', async () => {
    const page = (i: number) =>
      `a${i}: products(first: 100) { nodes { related(first: 5) { nodes { name } } } }`;
    const one = await statementsOf(`{ ${page(0)} }`);
    // The page, the related products ranked for all 100, then those products read.
    expect(one).toBeLessThanOrEqual(3);
    expect(await statementsOf(`{ ${[0, 1, 2].map(page).join(' ')} }`)).toBeLessThanOrEqual(one + 2);
  });

  it('refuses 30 aliases of them by their cost, before a statement is sent', async () => {
    const attack = `{ ${Array.from(
      { length: 30 },
      (_, i) => `a${i}: products(first: 100) { nodes { related(first: 5) { nodes { name } } } }`,
    ).join(' ')} }`;
    let answer: Awaited<ReturnType<TestStore['graphql']>> | undefined;
    const statements = await statementsDuring(store.database, async () => {
      answer = await store.graphql(attack);
    });
    expect(answer?.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
    expect(answer).not.toHaveProperty('data');
    // Only the rate limiter's draw, which comes before the cost (execution.ts).
    expect(statements.filter((text) => /related|product_terms/.test(text))).toEqual([]);
  });
});
