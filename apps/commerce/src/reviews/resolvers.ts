/** The writeReview mutation: thin over write-review.ts. */
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { findReviewAccount, type WriteReviewInput, writeReview } from './write-review.ts';

export const reviewMutationResolvers: RootMutationResolvers = {
  writeReview: async (
    _root,
    { input }: { input: WriteReviewInput & { clientMutationId?: string | null } },
    context,
  ) => {
    const customerId = await context.auth.customerId();
    const account = customerId === null ? null : await findReviewAccount(context.db, customerId);
    const row = await writeReview(context.db, input, account);
    return {
      clientMutationId: input.clientMutationId ?? null,
      rating: row.rating,
      // As WPGraphQL hides an unapproved comment from its guest author, a held review is null.
      review: row.status === 'approved' ? row : null,
    };
  },
};
