/**
 * Cross-sells and upsells as a real site answers them (real-site/cross-sells.json, recorded from a
 * real WooCommerce 9.9.5 / WooGraphQL 1.0.2 site): `crossSell` on simple and variable products and
 * `upsell` on every product list the linked products in their stored order (not by id: [34, 33]
 * and [25, 35]), each as its own type; a product with none answers empty lists. The recorded
 * products are added to the store under their recorded names and slugs with the recorded links,
 * then the recorded queries are replayed on the stock profile and the answers compared with the
 * recorded ones, ids mapped to this store's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { addProduct } from '../../testing/cart-products.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { loadRecordedPairs, type RecordedPair } from './replay.ts';

interface RecordedProduct {
  __typename: string;
  databaseId: number;
  name: string;
  slug: string;
  crossSell?: { nodes: RecordedProduct[] };
  upsell?: { nodes: RecordedProduct[] };
}

const pairs: RecordedPair[] = loadRecordedPairs('cross-sells.json');
const answerOf = (pair: RecordedPair) =>
  (pair.response.body as { data: { product: RecordedProduct } }).data.product;

let store: TestStore;
/** This store's id of each recorded product id. */
const ids = new Map<number, number>();

beforeAll(async () => {
  store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
  const db = store.database.db;
  const everyProduct = pairs.flatMap((pair) => {
    const product = answerOf(pair);
    return [product, ...(product.crossSell?.nodes ?? []), ...(product.upsell?.nodes ?? [])];
  });
  for (const product of everyProduct) {
    if (ids.has(product.databaseId)) continue;
    const type = product.__typename === 'VariableProduct' ? 'variable' : 'simple';
    ids.set(
      product.databaseId,
      await addProduct(db, { name: product.name, slug: product.slug, type, price: 2500 }),
    );
  }
  const ours = (list?: { nodes: RecordedProduct[] }) =>
    (list?.nodes ?? []).map((node) => ids.get(node.databaseId) as number);
  for (const pair of pairs) {
    const product = answerOf(pair);
    await db
      .update(products)
      .set({ crossSellIds: ours(product.crossSell), upsellIds: ours(product.upsell) })
      .where(eq(products.id, ids.get(product.databaseId) as number));
  }
});

afterAll(async () => {
  await store?.close();
});

/** The recorded answer with this store's ids. */
function withOurIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withOurIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'databaseId' ? ids.get(item as number) : withOurIds(item),
    ]),
  );
}

describe('cross-sells and upsells, as a real site answers them', () => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s', async (_name, pair) => {
    const { query, variables } = pair.request.body as { query: string; variables: Record<string, unknown> };
    const answer = await store.graphql(query, variables);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual(withOurIds((pair.response.body as { data: unknown }).data));
  });

  it('leaves out a linked product that is no longer published', async () => {
    const [pair] = pairs;
    if (!pair) throw new Error('cross-sells.json has no pairs');
    const product = answerOf(pair);
    const [first, second] = product.crossSell?.nodes ?? [];
    if (!first || !second) throw new Error('the first recorded product has two cross-sells');
    await store.database.db
      .update(products)
      .set({ status: 'draft' })
      .where(eq(products.id, ids.get(first.databaseId) as number));
    const { query, variables } = pair.request.body as { query: string; variables: Record<string, unknown> };
    const answer = await store.data<{ product: RecordedProduct }>(query, variables);
    expect(answer.product.crossSell?.nodes.map((node) => node.slug)).toEqual([second.slug]);
  });
});
