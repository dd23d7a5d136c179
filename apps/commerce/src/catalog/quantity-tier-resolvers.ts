/** The `quantityTiers` extension fields of products, variations and cart lines (quantity-tiers.ts). */
import type {
  CartItemQuantityTierResolvers,
  QuantityTierResolvers,
  SimpleProductVariationResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { moneyFields } from '../graphql/money-fields.ts';
import { catalogLoaders } from './loaders.ts';
import type { ProductFieldResolvers } from './product-resolvers.ts';
import { type AppliedTierView, type QuantityTierView, tierRanges } from './quantity-tiers.ts';

export const productQuantityTierResolvers: Pick<ProductFieldResolvers, 'quantityTiers'> = {
  quantityTiers: (row) => (row.quantityTiers ? tierRanges(row.quantityTiers) : null),
};

export const variationQuantityTierResolvers: Pick<SimpleProductVariationResolvers, 'quantityTiers'> = {
  quantityTiers: async (row, _args, context) => {
    const tiers =
      row.quantityTiers ?? (await catalogLoaders(context).productById.load(row.parentId))?.quantityTiers;
    return tiers ? tierRanges(tiers) : null;
  },
};

/** The line's own shape, not the cart's type: the cart imports this folder, never the reverse. */
export const cartItemQuantityTierResolvers = {
  quantityTier: (line: { tier: AppliedTierView | null }) => line.tier,
};

export const quantityTierResolvers: QuantityTierResolvers = {
  minQuantity: (tier) => tier.minQuantity,
  maxQuantity: (tier) => tier.maxQuantity,
  ...moneyFields<QuantityTierView>()(['price']),
};

export const cartItemQuantityTierTypeResolvers: CartItemQuantityTierResolvers = {
  minQuantity: (tier) => tier.minQuantity,
  maxQuantity: (tier) => tier.maxQuantity,
  ...moneyFields<AppliedTierView>()(['price', 'regularPrice', 'saving']),
};

/** The parents of these object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  QuantityTierView: QuantityTierView;
  AppliedTierView: AppliedTierView;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
