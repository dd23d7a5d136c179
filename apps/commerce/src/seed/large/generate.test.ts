/**
 * The benchmark catalogue generator: deterministic, consistent with the store's taxonomies,
 * and loadable by the same seeder as the demo store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';
import { seedCatalog } from '../seed-catalog.ts';
import { generateCatalog } from './generate.ts';

describe('generateCatalog', () => {
  it('makes the number of products asked for, with unique slugs and SKUs', () => {
    const { products } = generateCatalog({ products: 2000 });
    expect(products).toHaveLength(2000);
    expect(new Set(products.map((p) => p.slug)).size).toBe(2000);
    const skus = products.flatMap((p) => [p.sku, ...(p.variations ?? []).map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('gives the same catalogue for the same seed and a different one for another seed', () => {
    const names = (seed: number) => generateCatalog({ products: 50, seed }).products.map((p) => p.name);
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });

  it('mixes simple and variable products, sales and every stock status', () => {
    const { products } = generateCatalog({ products: 2000 });
    const share = (test: (p: (typeof products)[number]) => boolean) =>
      products.filter(test).length / products.length;
    expect(share((p) => p.type === 'variable')).toBeGreaterThan(0.15);
    expect(share((p) => p.salePrice !== undefined)).toBeGreaterThan(0.1);
    for (const status of ['instock', 'outofstock', 'onbackorder'] as const) {
      expect(share((p) => p.stockStatus === status)).toBeGreaterThan(0);
    }
  });
});

describe('a generated catalogue in the database', () => {
  let store: TestStore;
  // More products than one insert batch holds (seed/batches.ts), so the batching is exercised too.
  const catalog = generateCatalog({ products: 600 });

  beforeAll(async () => {
    store = await startTestStore({ seed: false });
    await seedCatalog(store.database.db, catalog);
  });
  afterAll(() => store?.close());

  it('is served by the catalogue API like the demo store', async () => {
    const data = await store.data<{ products: { found: number }; speedglas: { found: number } }>(`{
      products(first: 1) { found }
      speedglas: products(first: 1, where: { categoryIn: ["speedglas"] }) { found }
    }`);
    expect(data.products.found).toBe(catalog.products.length);
    const inSpeedglas = catalog.products.filter((p) => p.categories.includes('speedglas')).length;
    expect(data.speedglas.found).toBe(inSpeedglas);
  });
});
