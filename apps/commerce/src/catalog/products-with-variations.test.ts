/**
 * productsWithVariations on the demo catalogue: what a quick order looks up. SKUs compare without
 * case, as WordPress's MySQL collation compares meta values; a comma separates several (the
 * schema's own description of `sku`); variations come only with includeVariations.
 */
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariations } from '../db/schema.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const LOOKUP = `query ($sku: String, $search: String, $all: Boolean) {
  productsWithVariations(first: 100, where: { sku: $sku, search: $search, includeVariations: $all }) {
    found
    nodes {
      __typename databaseId sku
      ... on SimpleProductVariation { parent { node { databaseId } } }
    }
  }
}`;

interface Lookup {
  productsWithVariations: {
    found: number;
    nodes: {
      __typename: string;
      databaseId: number;
      sku: string;
      parent?: { node: { databaseId: number } };
    }[];
  };
}

const lookup = (variables: Record<string, unknown>) => store.data<Lookup>(LOOKUP, variables);

describe('productsWithVariations', () => {
  it('finds variations by SKU whatever the case, several at once, each with its product', async () => {
    const variations = await store.database.db
      .select({ id: productVariations.id, sku: productVariations.sku, parentId: productVariations.parentId })
      .from(productVariations)
      .where(isNotNull(productVariations.sku))
      .limit(2);
    const [first, second] = variations;
    if (!first?.sku || !second?.sku) throw new Error('The demo catalogue has variations with SKUs');
    const { productsWithVariations } = await lookup({
      sku: `${first.sku.toLowerCase()}, ${second.sku}`,
      all: true,
    });
    expect(
      productsWithVariations.nodes.map((node) => [node.__typename, node.sku, node.parent?.node.databaseId]),
    ).toEqual(
      expect.arrayContaining([
        ['SimpleProductVariation', first.sku, first.parentId],
        ['SimpleProductVariation', second.sku, second.parentId],
      ]),
    );
    expect(productsWithVariations.found).toBe(productsWithVariations.nodes.length);

    const withoutVariations = await lookup({ sku: first.sku, all: false });
    expect(withoutVariations.productsWithVariations.nodes).toEqual([]);
  });

  it('finds a product and its variations by a word of its name', async () => {
    const { productsWithVariations } = await lookup({ search: 'glove', all: true });
    const types = new Set(productsWithVariations.nodes.map((node) => node.__typename));
    expect(types.has('SimpleProductVariation')).toBe(true);
    expect([...types].some((type) => type !== 'SimpleProductVariation')).toBe(true);
  });
});
