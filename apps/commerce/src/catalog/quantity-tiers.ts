/**
 * Box and case pricing (the `quantityTiers` extension fields): from a quantity on, each unit of a
 * product or variation costs less ("1–9 boxes $12.90, 10–49 $11.40, 50+ $9.95"). The cart prices
 * a line from here and checkout places the order from the cart's computation, so the price a
 * shopper is shown, charged and sent is one number, and never one the browser sent.
 *
 * A line's quantity alone picks its tier: two lines of one product (say, two sizes of a glove)
 * do not add up, as in WooCommerce's usual tiered-pricing plugins, which price per cart item.
 */
import type { QuantityTierRow } from '../db/schema/column-types.ts';
import type { ProductRecord, VariationRow } from './loaders.ts';

/** A tier as the schema answers it: its quantity range, the last one open-ended. */
export interface QuantityTierView {
  minQuantity: number;
  maxQuantity: number | null;
  price: number;
}

/** The tier a line pays at: its unit price and how much it saves against the plain price. */
export interface AppliedTierView extends QuantityTierView {
  regularPrice: number;
  saving: number;
}

/**
 * What is wrong with a list of tiers for an item whose plain price is `plainPrice` cents, or null:
 * quantities ascending from above 1, prices falling, each a whole number of cents below the plain price.
 */
export function quantityTiersProblem(
  tiers: readonly QuantityTierRow[],
  plainPrice: number | null,
): string | null {
  if (tiers.length === 0) return 'A list of tiers needs at least one tier.';
  if (plainPrice === null) return 'An item without a price cannot have tiers.';
  let previous: QuantityTierRow = { min: 1, price: plainPrice };
  for (const tier of tiers) {
    if (!Number.isInteger(tier.min) || tier.min <= previous.min)
      return `Tier quantities must be whole numbers rising from above 1 (${tier.min} after ${previous.min}).`;
    if (!Number.isInteger(tier.price) || tier.price <= 0)
      return `A tier's price is a positive whole number of cents (${tier.price}).`;
    if (tier.price >= previous.price)
      return `Each tier must cost less than the one before (${tier.price} at ${tier.min}).`;
    previous = tier;
  }
  return null;
}

/** A line's tiers: its variation's own, else its product's (a variable product's apply to every variation). */
export const tiersOf = (
  product: Pick<ProductRecord, 'quantityTiers'>,
  variation: Pick<VariationRow, 'quantityTiers'> | null,
): readonly QuantityTierRow[] => variation?.quantityTiers ?? product.quantityTiers ?? [];

/** The tiers as ranges: each ends where the next begins, the last is open-ended. */
export const tierRanges = (tiers: readonly QuantityTierRow[]): QuantityTierView[] =>
  tiers.map((tier, i) => {
    const next = tiers[i + 1];
    return { minQuantity: tier.min, maxQuantity: next ? next.min - 1 : null, price: tier.price };
  });

/**
 * The tier `quantity` units reach, or null below the first. A tier dearer than the plain price
 * (a sale brought the price below it) is passed over: a tier never raises what a unit costs.
 */
export function appliedTier(
  tiers: readonly QuantityTierRow[],
  plainPrice: number,
  quantity: number,
): AppliedTierView | null {
  const ranges = tierRanges(tiers);
  const reached = ranges.filter((tier) => tier.minQuantity <= quantity).at(-1);
  if (!reached || reached.price >= plainPrice) return null;
  return { ...reached, regularPrice: plainPrice, saving: (plainPrice - reached.price) * quantity };
}
