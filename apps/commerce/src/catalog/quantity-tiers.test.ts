/**
 * Box and case pricing's rules on their own: which tier a quantity reaches at each boundary, what
 * a valid list of tiers is, and that the demo catalogue's tiers keep those rules.
 */
import { describe, expect, it } from 'vitest';
import { centsFromDecimal } from '../lib/money.ts';
import { demoCatalog } from '../seed/catalog/index.ts';
import { QUANTITY_DISCOUNTS } from '../seed/catalog/product-quantity-tiers.ts';
import { appliedTier, quantityTiersProblem, tierRanges, tiersOf } from './quantity-tiers.ts';

const TIERS = [
  { min: 10, price: 1140 },
  { min: 50, price: 995 },
];

describe('the tier a quantity reaches', () => {
  it.each([
    [1, null],
    [9, null],
    [10, 1140],
    [49, 1140],
    [50, 995],
    [500, 995],
  ])('%i units pay %s a unit', (quantity, price) => {
    expect(appliedTier(TIERS, 1290, quantity)?.price ?? null).toBe(price);
  });

  it('tells the range and the saving against the plain price', () => {
    expect(appliedTier(TIERS, 1290, 12)).toEqual({
      minQuantity: 10,
      maxQuantity: 49,
      price: 1140,
      regularPrice: 1290,
      saving: 150 * 12,
    });
    expect(tierRanges(TIERS).map((tier) => [tier.minQuantity, tier.maxQuantity])).toEqual([
      [10, 49],
      [50, null],
    ]);
  });

  it('never raises a price: a tier above a sale price is passed over', () => {
    expect(appliedTier(TIERS, 1100, 20)).toBeNull();
    expect(appliedTier(TIERS, 1100, 50)?.price).toBe(995);
  });

  it("takes a variation's own tiers, else its product's", () => {
    const product = { quantityTiers: TIERS };
    expect(tiersOf(product, null)).toBe(TIERS);
    expect(tiersOf(product, { quantityTiers: null })).toBe(TIERS);
    const own = [{ min: 5, price: 900 }];
    expect(tiersOf(product, { quantityTiers: own })).toBe(own);
    expect(tiersOf({ quantityTiers: null }, null)).toEqual([]);
  });
});

describe('a valid list of tiers', () => {
  it('rises from above 1 with falling prices below the plain price', () => {
    expect(quantityTiersProblem(TIERS, 1290)).toBeNull();
    expect(quantityTiersProblem([{ min: 1, price: 1000 }], 1290)).toMatch(/from above 1/);
    expect(quantityTiersProblem([...TIERS].reverse(), 1290)).toMatch(/rising/);
    expect(
      quantityTiersProblem(
        [
          { min: 10, price: 995 },
          { min: 50, price: 1140 },
        ],
        1290,
      ),
    ).toMatch(/less than/);
    expect(quantityTiersProblem([{ min: 10, price: 1290 }], 1290)).toMatch(/less than/);
    expect(quantityTiersProblem([{ min: 10, price: 11.4 }], 1290)).toMatch(/cents/);
    expect(quantityTiersProblem([], 1290)).not.toBeNull();
    expect(quantityTiersProblem(TIERS, null)).not.toBeNull();
  });
});

describe("the demo catalogue's box and case pricing", () => {
  const products = demoCatalog.products;
  const active = (item: { regularPrice: number; salePrice?: number }) =>
    centsFromDecimal(
      item.salePrice !== undefined && item.salePrice < item.regularPrice ? item.salePrice : item.regularPrice,
    );
  const priced = products.flatMap((product) =>
    product.type === 'variable'
      ? (product.variations ?? []).map((variation) => ({
          slug: product.slug,
          price: active(variation),
          tiers: variation.quantityTiers,
        }))
      : [{ slug: product.slug, price: active(product), tiers: product.quantityTiers }],
  );

  it('names products of the catalogue only: disposable masks and gloves', () => {
    for (const slug of Object.keys(QUANTITY_DISCOUNTS)) {
      const product = products.find((candidate) => candidate.slug === slug);
      expect(product, slug).toBeDefined();
      expect(product?.tags.includes('disposable') || slug.includes('gloves'), slug).toBe(true);
    }
  });

  it('gives every tiered item 3 or 4 valid tiers, 5 to 25% off at the top', () => {
    const tiered = priced.filter((item) => item.tiers);
    expect(tiered.length).toBeGreaterThanOrEqual(Object.keys(QUANTITY_DISCOUNTS).length);
    for (const item of tiered) {
      const tiers = item.tiers ?? [];
      expect(quantityTiersProblem(tiers, item.price), item.slug).toBeNull();
      expect(tiers.length, item.slug).toBeGreaterThanOrEqual(3);
      expect(tiers.length, item.slug).toBeLessThanOrEqual(4);
      const off = 1 - (tiers.at(-1)?.price ?? 0) / item.price;
      expect(off, item.slug).toBeGreaterThanOrEqual(0.05);
      expect(off, item.slug).toBeLessThanOrEqual(0.25);
    }
  });

  it('prices a variation on sale from its sale price', () => {
    const gloves = products.find((product) => product.slug === 'armorgrip-5-mil-nitrile-exam-gloves-100');
    const [regular, sale] = ['AG-NX5-M', 'AG-NX5-L'].map(
      (sku) => gloves?.variations?.find((variation) => variation.sku === sku)?.quantityTiers,
    );
    expect(regular?.[0]).toEqual({ min: 10, price: 1230 });
    expect(sale?.[0]).toEqual({ min: 10, price: 1040 });
  });
});
