/**
 * A product fetched by slug or SKU comes with its page's rows in one round trip
 * (product-bundle.ts), and answers exactly as the same product fetched by database id, whose
 * fields each come from their own loader.
 */
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsDuring } from '../testing/statements.ts';
import { storefrontDocuments } from '../testing/storefront-documents.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

/** The storefront's product page document, whole: every field the bundled rows feed. */
const composed = storefrontDocuments().find((doc) => doc.name === 'getProduct with every plugin fragment');
if (!composed) throw new Error('The storefront has no getProduct document.');
const BY_SLUG = print(composed.document);
const BY_ID = BY_SLUG.replace('idType: SLUG', 'idType: DATABASE_ID');
const BY_SKU = BY_SLUG.replace('idType: SLUG', 'idType: SKU');

type Page = { product: { databaseId: number; slug: string; sku: string | null; type: string } | null };

async function productsOfEveryType() {
  const { products } = await store.data<{ products: { nodes: { slug: string; type: string }[] } }>(
    '{ products(first: 100) { nodes { slug type } } }',
  );
  const byType = new Map(products.nodes.map((node) => [node.type, node.slug]));
  expect([...byType.keys()]).toEqual(expect.arrayContaining(['SIMPLE', 'VARIABLE']));
  return [...byType.values()];
}

describe('product page rows in one round trip', () => {
  it('answers by slug and by SKU as by database id, for every product type', async () => {
    for (const slug of await productsOfEveryType()) {
      const bySlug = await store.data<Page>(BY_SLUG, { slug });
      expect(bySlug.product?.slug).toBe(slug);
      const byId = await store.data<Page>(BY_ID, { slug: String(bySlug.product?.databaseId) });
      expect(bySlug).toEqual(byId);
      if (bySlug.product?.sku) {
        expect(await store.data<Page>(BY_SKU, { slug: bySlug.product.sku })).toEqual(byId);
      }
    }
  });

  it('reads a variable product with its variations, terms and attributes in one statement', async () => {
    const { products } = await store.data<{ products: { nodes: { slug: string }[] } }>(
      '{ products(first: 1, where: {type: VARIABLE}) { nodes { slug } } }',
    );
    const slug = products.nodes[0]?.slug;
    const query = `query($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId name
      ... on ProductWithPricing { price } image { sourceUrl altText } terms(first: 100) { nodes { taxonomyName slug } }
      ... on VariableProduct { variations(first: 100) { nodes { databaseId price stockStatus attributes { nodes { name value } } } } } } }`;
    await store.data(query, { slug });
    const statements = await statementsDuring(store.database, async () => {
      const page = await store.data<{ product: { variations: { nodes: unknown[] } } }>(query, { slug });
      expect(page.product.variations.nodes.length).toBeGreaterThan(1);
    });
    expect(statements).toHaveLength(1);
  });

  it('serves a product in another language as before: translated terms', async () => {
    const slug = (await productsOfEveryType())[0];
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${store.url}/graphql?lang=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data: Page };
    };
    const bySlug = await ask(BY_SLUG, { slug });
    expect(bySlug.data.product?.slug).toBe(slug);
    const byId = await ask(BY_ID, { slug: String(bySlug.data.product?.databaseId) });
    expect(bySlug).toEqual(byId);
  });
});
