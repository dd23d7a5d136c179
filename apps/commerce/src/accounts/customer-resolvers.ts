/**
 * The `Customer` type: a signed-in customer (AccountSource) or a guest (their session's
 * addresses). The `User` type is in user-resolvers.ts.
 */

import type { GuestCustomerView } from '../cart/addresses.ts';
import type { Context } from '../graphql/context.ts';
import type { CustomerResolvers, OrderResolvers } from '../graphql/generated/resolvers-types.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { isPayingCustomer } from './customer-orders.ts';
import { type AccountSource, accountSource, findCustomerById, isAccountSource } from './customers.ts';
import { accountSessionToken, sessionToken } from './session-token.ts';
import type { CustomerSource } from './types.ts';

/**
 * A registered customer's fields are the signed-in owner's alone. WooGraphQL's Customer model is
 * restricted (capability list_users) for anyone else, who sees only its id; so a Customer reached
 * another way (an order's customer, registerCustomer without `authenticate`) tells nothing more.
 */
const isViewer = async ({ account, actingAs }: AccountSource, context: Context) =>
  actingAs === true || (await context.auth.customerId()) === account.id;

const guestOrRegistered =
  <T>(
    registered: (source: AccountSource, context: Context) => T | Promise<T>,
    guest: (source: GuestCustomerView, context: Context) => T | Promise<T>,
  ) =>
  async (source: CustomerSource, _args: unknown, context: Context): Promise<T | null> => {
    if (!isAccountSource(source)) return guest(source, context);
    return (await isViewer(source, context)) ? registered(source, context) : null;
  };

export const customerResolvers: CustomerResolvers = {
  // The one field anyone may read (WooGraphQL's allowed restricted fields). A registered
  // customer's id is its user's (Relay::toGlobalId('user', …) in WooGraphQL's Customer model).
  id: (source) =>
    isAccountSource(source)
      ? toGlobalId('user', source.account.id)
      : toGlobalId('customer', source.id ? `guest_${source.id}` : 'guest'),
  databaseId: guestOrRegistered(
    ({ account }) => account.id,
    () => 0,
  ),
  email: guestOrRegistered(
    ({ account }) => account.email,
    (guest) => guest.billing.email ?? null,
  ),
  firstName: guestOrRegistered(
    ({ account }) => account.firstName,
    (guest) => guest.billing.firstName ?? null,
  ),
  lastName: guestOrRegistered(
    ({ account }) => account.lastName,
    (guest) => guest.billing.lastName ?? null,
  ),
  displayName: guestOrRegistered(
    ({ account }) => account.displayName,
    (guest) => [guest.billing.firstName, guest.billing.lastName].filter(Boolean).join(' ') || null,
  ),
  username: guestOrRegistered(
    ({ account }) => account.username,
    () => null,
  ),
  isPayingCustomer: guestOrRegistered(
    ({ account }, context) => isPayingCustomer(context.db, account.id),
    () => false,
  ),
  billing: guestOrRegistered(
    ({ account }) => account.billing,
    (guest) => guest.billing,
  ),
  shipping: guestOrRegistered(
    ({ account }) => account.shipping,
    (guest) => guest.shipping,
  ),
  sessionToken: guestOrRegistered(
    ({ account }, context) => accountSessionToken(context, account),
    (_guest, context) => sessionToken(context),
  ),
  // `date` and `orders` (with its `where`) are in customer-fields.ts, owner only as well.
};

/** An order's `customer`, served here so orders need not know accounts. */
export const orderCustomerResolvers: OrderResolvers = {
  // The customer who placed it; a guest order has none (a real site answers `customer: null`
  // for an order with customer_id 0: real-site/README.md, observation 3).
  customer: async (order, _args, context) => {
    const account = order.customerId ? await findCustomerById(context.db, order.customerId) : null;
    return account ? accountSource(account) : null;
  },
};
