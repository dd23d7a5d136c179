/**
 * WooGraphQL's `updateOrder`, as this shop uses it: a shop manager records an order's payment
 * (status PROCESSING or COMPLETED, or isPaid) through record-payment.ts. Only shop managers and
 * administrators may: WooGraphQL 1.0.2 also lets an order's own customer update it (its
 * Order_Mutation::authorized() is "owner or admin"), so a customer could mark their own
 * cash-on-delivery order paid and download its files; this backend does not copy that. Everyone
 * else gets WooGraphQL's refusal, word for word.
 */
import { signedInShopManager } from '../accounts/shop-manager.ts';
import type { RootMutationResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId } from '../lib/global-id.ts';
import { PAID_STATUSES, type PaidStatus, recordOrderPayment } from './record-payment.ts';

/** WooGraphQL's answers, word for word. */
export const CANNOT_UPDATE_ORDER = 'User does not have the capabilities necessary to update an order.';
export const NO_ORDER_ID = 'No order ID provided.';
export const INVALID_ORDER_ID = 'The "id" provided is invalid';
export const orderNotFound = (id: number) => `Failed to find order with ID of ${id}.`;

/** What this shop's updateOrder changes: payment only (its subset of UpdateOrderInput). */
export const ONLY_PAYMENT =
  'Only the payment of an order can be recorded here: set status to PROCESSING or COMPLETED, or isPaid to true.';

/** The order an `id` names: its database id ("125") or its global id, as WooGraphQL takes both. */
function orderIdOf(id: string | null | undefined): number {
  const given = id?.trim() ?? '';
  if (given === '') throw new UserInputError(NO_ORDER_ID);
  if (/^\d+$/.test(given)) return Number(given);
  const global = fromGlobalId(given);
  if (global?.kind !== 'order' || !/^\d+$/.test(global.id)) throw new UserInputError(INVALID_ORDER_ID);
  return Number(global.id);
}

const asPaidStatus = (status: string | null | undefined): PaidStatus | undefined => {
  if (status == null) return undefined;
  const wanted = status.toLowerCase() as PaidStatus;
  if (!PAID_STATUSES.includes(wanted)) throw new UserInputError(ONLY_PAYMENT);
  return wanted;
};

export const paymentMutationResolvers: RootMutationResolvers = {
  updateOrder: async (_root, args, context) => {
    if (!(await signedInShopManager(context))) {
      throw new UserInputError(CANNOT_UPDATE_ORDER, { code: 'FORBIDDEN' });
    }
    const input = args.input;
    const orderId = orderIdOf(input.id);
    const status = asPaidStatus(input.status);
    if (status === undefined && input.isPaid !== true) throw new UserInputError(ONLY_PAYMENT);
    const options = await context.options();
    const order = await recordOrderPayment(
      context.db,
      orderId,
      { status, isPaid: input.isPaid === true, transactionId: input.transactionId ?? undefined },
      {
        email: {
          mailer: context.mailer,
          logger: context.logger,
          publicUrl: context.publicUrl,
          shop: { siteName: options.site.siteName, storefrontUrl: context.storefrontUrl },
        },
      },
    );
    if (!order) throw new UserInputError(orderNotFound(orderId));
    return { clientMutationId: input.clientMutationId ?? null, order };
  },
};
