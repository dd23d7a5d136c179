/**
 * The demo store's cross-sells and upsells as the API answers them: in the order the seed lists
 * them (WooGraphQL keeps the stored order), and the other way round, the products a part fits
 * (the `crossSellOf` extension field), which only names published products.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { PRODUCT_LINKS } from '../seed/catalog/product-links.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store?.close();
});

const LINKS = `query Links($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ... on SimpleProduct { crossSell(first: 20) { found nodes { slug } } }
    ... on VariableProduct { crossSell(first: 20) { found nodes { slug } } }
    upsell(first: 20) { nodes { slug } }
    crossSellOf { slug }
  }
}`;

interface LinksAnswer {
  product: {
    crossSell?: { found: number; nodes: { slug: string }[] };
    upsell: { nodes: { slug: string }[] };
    crossSellOf: { slug: string }[];
  };
}

const links = (slug: string) => store.data<LinksAnswer>(LINKS, { slug });
const slugs = (nodes: { slug: string }[] | undefined) => (nodes ?? []).map((node) => node.slug);

describe('cross-sells and upsells of the demo store', () => {
  it('answers every seeded product its cross-sells and upsells in the seeded order', async () => {
    for (const link of PRODUCT_LINKS) {
      const { product } = await links(link.product);
      expect(slugs(product.crossSell?.nodes), link.product).toEqual(link.crossSells ?? []);
      expect(product.crossSell?.found ?? 0).toBe(link.crossSells?.length ?? 0);
      expect(slugs(product.upsell.nodes), link.product).toEqual(link.upsells ?? []);
    }
  });

  it('names the products a part fits: those offering it among their cross-sells', async () => {
    const part = PRODUCT_LINKS[0]?.crossSells?.[0];
    if (!part) throw new Error('the first product links have a cross-sell');
    const offering = PRODUCT_LINKS.filter((link) => link.crossSells?.includes(part)).map(
      (link) => link.product,
    );
    const { product } = await links(part);
    expect(slugs(product.crossSellOf).sort()).toEqual([...offering].sort());

    // A product taken off the shop is no longer named.
    const [hidden] = offering;
    if (!hidden) throw new Error('the part is offered by a product');
    await store.database.db.update(products).set({ status: 'draft' }).where(eq(products.slug, hidden));
    const after = await links(part);
    expect(slugs(after.product.crossSellOf)).not.toContain(hidden);
    expect(slugs(after.product.crossSellOf)).toHaveLength(offering.length - 1);
  });
});
