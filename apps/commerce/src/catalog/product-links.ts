/**
 * A product's cross-sells and upsells (WooCommerce's _crosssell_ids and _upsell_ids, kept on the
 * products row) and, the other way round, the products that offer it as a cross-sell: a part's
 * "fits" list (an extension field). WooGraphQL answers `crossSell` and `upsell` with the published
 * products among the stored ids in their stored order (a `post__in` query, which WPGraphQL orders
 * by that list), as the answers recorded from a real site show (cross-sells.json: [34, 33] and
 * [25, 35], neither sorted by id).
 */
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  ExternalProductResolvers,
  GroupProductResolvers,
  SimpleProductResolvers,
  VariableProductResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { catalogLoaders, type ProductRecord } from './loaders.ts';
import { isPublished } from './product-list-loaders.ts';

/** The published products among `ids`, in the order of `ids`. */
async function linkedProducts(ids: readonly number[], context: Context): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await catalogLoaders(context).productById.loadMany([...new Set(ids)]);
  return rows.filter(isPublished);
}

/** crossSell exists on simple and variable products only; upsell and crossSellOf on every product. */
type ProductLinkResolvers = Pick<SimpleProductResolvers & VariableProductResolvers, 'crossSell'> &
  Pick<
    SimpleProductResolvers & VariableProductResolvers & ExternalProductResolvers & GroupProductResolvers,
    'upsell' | 'crossSellOf'
  >;

export const productLinkResolvers: ProductLinkResolvers = {
  crossSell: async (row, args, context) => {
    const products = await linkedProducts(row.crossSellIds, context);
    return { ...arrayConnection(products, args), found: products.length };
  },
  upsell: async (row, args, context) => {
    const products = await linkedProducts(row.upsellIds, context);
    return { ...arrayConnection(products, args), found: products.length };
  },
  crossSellOf: (row, _args, context) => catalogLoaders(context).crossSellOfByProduct.load(row.id),
};
