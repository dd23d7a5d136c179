/**
 * Box and case pricing (plugin feature quantityTiers) → the product page's table: one row per
 * quantity range, starting with the single unit's plain price. A variable product's variations
 * each have their tiers (their own, else the product's); those sharing the first one's quantity
 * breaks make one table, each row showing the range of their prices ("$10.40 – $12.30").
 */
import type { ComposedProduct } from '@/graphql/product-document';
import { type PriceRange, parseCents } from '@/lib/format/price';
import type { QuantityTierRow, VariationOption } from './types';

interface RawTier {
  minQuantity: number;
  maxQuantity: number | null;
  price: string | null;
}

interface TieredItem {
  /** The single unit's plain price, in the currency's units (as PriceRange). */
  price: number | null;
  tiers: readonly RawTier[] | null | undefined;
}

const rangeOf = (amounts: number[]): PriceRange => ({ min: Math.min(...amounts), max: Math.max(...amounts) });
const breaks = (tiers: readonly RawTier[]) =>
  tiers.map((tier) => `${tier.minQuantity}-${tier.maxQuantity}`).join();

/** The table's rows, or null when nothing is tiered. */
export function quantityTierTable(items: readonly TieredItem[]): QuantityTierRow[] | null {
  const tiered = items.flatMap((item) =>
    item.price !== null &&
    item.tiers &&
    item.tiers.length > 0 &&
    item.tiers.every((t) => parseCents(t.price) !== null)
      ? [{ price: item.price, tiers: item.tiers }]
      : [],
  );
  const first = tiered[0];
  if (!first) return null;
  const same = tiered.filter((item) => breaks(item.tiers) === breaks(first.tiers));
  const firstBreak = first.tiers[0]?.minQuantity ?? 2;
  return [
    { minQuantity: 1, maxQuantity: firstBreak - 1, price: rangeOf(same.map((item) => item.price)) },
    ...first.tiers.map((tier, index) => ({
      minQuantity: tier.minQuantity,
      maxQuantity: tier.maxQuantity,
      price: rangeOf(same.map((item) => (parseCents(item.tiers[index]?.price) ?? 0) / 100)),
    })),
  ];
}

type TierFields = {
  quantityTiers?: readonly RawTier[] | null;
  tierVariations?: {
    nodes: ReadonlyArray<{ databaseId: number; quantityTiers: readonly RawTier[] | null }>;
  } | null;
};

/** The product's table: its variations' tiers for a variable product, else its own. */
export function productTierTable(
  node: ComposedProduct,
  price: PriceRange | null,
  variations: readonly VariationOption[],
): QuantityTierRow[] | null {
  const fields = node as TierFields;
  if (variations.length === 0)
    return quantityTierTable([{ price: price?.min ?? null, tiers: fields.quantityTiers }]);
  const tiersById = new Map((fields.tierVariations?.nodes ?? []).map((v) => [v.databaseId, v.quantityTiers]));
  return quantityTierTable(
    variations.map((variation) => ({
      price: variation.price?.min ?? null,
      tiers: tiersById.get(variation.id),
    })),
  );
}
