/**
 * The wishlist plugin fields (extensions.graphql): `Customer.wishlistProductIds` is always the
 * signed-in viewer's own list (empty for guests, whose list stays in their browser); both
 * mutations need a signed-in customer.
 */
import type { CustomerResolvers, RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { addToWishlist, removeFromWishlist, wishlistOf } from './wishlist.ts';

interface WishlistInput {
  clientMutationId?: string | null;
  productIds: number[];
}

export const customerWishlistResolvers: CustomerResolvers = {
  wishlistProductIds: async (_customer, _args, context) => {
    const customerId = await context.auth.customerId();
    return customerId === null ? [] : wishlistOf(context.db, customerId);
  },
};

export const wishlistMutationResolvers: RootMutationResolvers = {
  addToWishlist: async (_root, { input }: { input: WishlistInput }, context) => {
    const customerId = await context.auth.requireCustomerId();
    const productIds = await addToWishlist(context.db, customerId, input.productIds);
    return { clientMutationId: input.clientMutationId ?? null, productIds };
  },
  removeFromWishlist: async (_root, { input }: { input: WishlistInput }, context) => {
    const customerId = await context.auth.requireCustomerId();
    const productIds = await removeFromWishlist(context.db, customerId, input.productIds);
    return { clientMutationId: input.clientMutationId ?? null, productIds };
  },
};
