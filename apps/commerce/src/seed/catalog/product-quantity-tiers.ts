/**
 * Box and case pricing of the disposables the shop sells by the box (masks, exam and food-service
 * gloves): a lower unit price from 10, 50 or 100 boxes on, as a distributor quotes it. Written as
 * percentages off and turned into cents from each item's own price (its sale price while on sale),
 * so a variation on sale gets its own, lower, tiers and a tier is always below what one box costs.
 */
import type { QuantityTierRow } from '../../db/schema/column-types.ts';
import { centsFromDecimal } from '../../lib/money.ts';
import type { SeedProduct } from '../types.ts';

/** From `min` boxes on, `off` percent below the single box's price. */
type Discount = readonly [min: number, off: number];

const CASE_BREAKS: readonly Discount[] = [
  [10, 5],
  [50, 12],
  [100, 20],
];
const BULK_BREAKS: readonly Discount[] = [
  [5, 4],
  [10, 8],
  [25, 12],
  [50, 18],
];

/** By product slug; a variable product's variations each get tiers from their own price. */
export const QUANTITY_DISCOUNTS: Readonly<Record<string, readonly Discount[]>> = {
  'safeair-astm-level-3-procedure-masks-50': CASE_BREAKS,
  'safeair-surgical-masks-ties-level-2-50': CASE_BREAKS,
  'safeair-black-3-ply-masks-50': [
    [10, 5],
    [50, 10],
    [100, 15],
  ],
  'safeair-n95-cup-respirator-20': BULK_BREAKS,
  'safeair-ffp2-valved-folding-mask-10': CASE_BREAKS,
  'armorgrip-5-mil-nitrile-exam-gloves-100': CASE_BREAKS,
  'armorgrip-8-mil-black-nitrile-gloves-100': BULK_BREAKS,
  'armorgrip-vinyl-powder-free-gloves-100': CASE_BREAKS,
  'armorgrip-poly-food-service-gloves-500': [
    [10, 6],
    [40, 15],
    [100, 22],
  ],
};

/** Tier prices end in 0 or 5 cents, rounded down: a quote never rounds a discount away. */
export const tiersFrom = (priceCents: number, discounts: readonly Discount[]): QuantityTierRow[] =>
  discounts.map(([min, off]) => ({ min, price: Math.floor((priceCents * (100 - off)) / 100 / 5) * 5 }));

const activeCents = (regular: number, sale: number | undefined) =>
  centsFromDecimal(sale !== undefined && sale < regular ? sale : regular);

/** The products with their tiers: a simple product's on itself, a variable product's on each variation. */
export function withQuantityTiers(products: SeedProduct[]): SeedProduct[] {
  return products.map((product) => {
    const discounts = QUANTITY_DISCOUNTS[product.slug];
    if (!discounts) return product;
    if (product.type !== 'variable')
      return {
        ...product,
        quantityTiers: tiersFrom(activeCents(product.regularPrice, product.salePrice), discounts),
      };
    return {
      ...product,
      variations: (product.variations ?? []).map((variation) => ({
        ...variation,
        quantityTiers: tiersFrom(activeCents(variation.regularPrice, variation.salePrice), discounts),
      })),
    };
  });
}
