import { describe, expect, it } from 'vitest';
import type { ComposedProduct } from '@/graphql/product-document';
import { productTierTable, quantityTierTable } from './map-quantity-tiers';
import type { VariationOption } from './types';

const tier = (minQuantity: number, maxQuantity: number | null, price: string) => ({
  minQuantity,
  maxQuantity,
  price,
});
const CASE = [tier(10, 49, '11.40'), tier(50, null, '9.95')];
const one = (amount: number) => ({ min: amount, max: amount });

describe('quantityTierTable', () => {
  it('starts at one unit with the plain price, then one row per tier', () => {
    expect(quantityTierTable([{ price: 12.9, tiers: CASE }])).toEqual([
      { minQuantity: 1, maxQuantity: 9, price: one(12.9) },
      { minQuantity: 10, maxQuantity: 49, price: one(11.4) },
      { minQuantity: 50, maxQuantity: null, price: one(9.95) },
    ]);
  });

  it('shows the range of prices across items with the same breaks, leaving others out', () => {
    const rows = quantityTierTable([
      { price: 12.99, tiers: [tier(10, null, '12.30')] },
      { price: 10.99, tiers: [tier(10, null, '10.40')] },
      { price: 9.99, tiers: [tier(5, null, '9.00')] },
      { price: 8.99, tiers: null },
    ]);
    expect(rows).toEqual([
      { minQuantity: 1, maxQuantity: 9, price: { min: 10.99, max: 12.99 } },
      { minQuantity: 10, maxQuantity: null, price: { min: 10.4, max: 12.3 } },
    ]);
  });

  it('has no table when nothing is tiered or a price is unreadable', () => {
    expect(quantityTierTable([])).toBeNull();
    expect(quantityTierTable([{ price: 12.9, tiers: [] }])).toBeNull();
    expect(quantityTierTable([{ price: null, tiers: CASE }])).toBeNull();
    expect(quantityTierTable([{ price: 12.9, tiers: [tier(10, null, '')] }])).toBeNull();
  });
});

describe('productTierTable', () => {
  const node = (fields: Record<string, unknown>) => fields as unknown as ComposedProduct;
  const variation = (id: number, price: number) => ({ id, price: one(price) }) as VariationOption;

  it("takes a simple product's own tiers", () => {
    expect(
      productTierTable(node({ quantityTiers: CASE }), one(12.9), [])?.map((row) => row.minQuantity),
    ).toEqual([1, 10, 50]);
  });

  it("takes a variable product's tiers from its variations, matched by id", () => {
    const rows = productTierTable(
      node({
        quantityTiers: null,
        tierVariations: { nodes: [{ databaseId: 2, quantityTiers: CASE }] },
      }),
      { min: 12.9, max: 14 },
      [variation(1, 14), variation(2, 12.9)],
    );
    expect(rows?.[0]).toEqual({ minQuantity: 1, maxQuantity: 9, price: one(12.9) });
  });

  it('has no table without the extension (a stock site)', () => {
    expect(productTierTable(node({}), one(12.9), [])).toBeNull();
    expect(productTierTable(node({}), one(12.9), [variation(1, 12.9)])).toBeNull();
  });
});
