/**
 * The `Customer` and `User` types. A Customer is a signed-in customer (AccountSource) or a guest
 * (their session's addresses); a User is a signed-in customer (the viewer) or a blog author.
 */

import { createHash } from 'node:crypto';
import type { GuestCustomerView } from '../cart/addresses.ts';
import { userResolvers as authorUserResolvers } from '../content/resolvers.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { CustomerResolvers, UserResolvers } from '../graphql/generated/resolvers-types.ts';
import type { PassThroughResolver } from '../graphql/resolvers.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { openCustomerSession } from './customer-cart.ts';
import { isPayingCustomer } from './customer-orders.ts';
import { type AccountSource, type CustomerRow, isAccountSource } from './customers.ts';
import type { CustomerSource, UserSource } from './types.ts';

/**
 * The request's session token (WooGraphQL's Customer.sessionToken): a guest has one from their
 * first request, before anything is saved in it; a bad token the client sent is reported here.
 */
const sessionToken = async (context: Context) => {
  await context.session.current();
  return context.session.responseToken();
};

/**
 * A signed-in customer's session token: the request's session, or, when the client sent none
 * (a new device, cookies cleared), the customer's own cart session, so their cart follows them.
 */
const accountSessionToken = async (context: Context, account: CustomerRow) => {
  if (!(await context.session.current()))
    context.session.adopt(await openCustomerSession(context.db, account, null));
  return context.session.responseToken();
};

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
  // The one field anyone may read (WooGraphQL's allowed restricted fields).
  id: (source) =>
    isAccountSource(source)
      ? toGlobalId('customer', source.account.id)
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

/** Gravatar's address for an email (WordPress's get_avatar_url), with the mystery-person fallback. */
export const gravatarUrl = (email: string, size: number) =>
  `https://secure.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?s=${size}&d=mm&r=g`;

/** WordPress's sanitize_title of the username: what user_nicename holds. */
const nicename = (username: string) =>
  username
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

const ROLE_NAMES: Record<string, string> = { customer: 'Customer' };

const accountUserResolvers: UserResolvers<Context, AccountSource> = {
  id: ({ account }) => toGlobalId('user', account.id),
  databaseId: ({ account }) => account.id,
  email: ({ account }) => account.email,
  username: ({ account }) => account.username,
  firstName: ({ account }) => account.firstName,
  lastName: ({ account }) => account.lastName,
  name: ({ account }) => account.displayName || account.username,
  nicename: ({ account }) => nicename(account.username),
  // WordPress starts the nickname as the username; this store has no separate nickname.
  nickname: ({ account }) => account.username,
  url: () => null,
  avatar: ({ account }, args) => {
    const size = Math.min(Math.max(args.size ?? 96, 1), 2048);
    return { url: gravatarUrl(account.email, size), height: size, width: size };
  },
  roles: ({ account }, args) =>
    arrayConnection(
      account.roles.map((name) => ({
        id: toGlobalId('user_role', name),
        name,
        displayName: ROLE_NAMES[name] ?? name,
      })),
      args,
    ),
  wooSessionToken: ({ account }, _args, context) => accountSessionToken(context, account),
};

const byField = <TParent extends UserSource>(map: UserResolvers<Context, TParent>) =>
  map as Record<string, PassThroughResolver<TParent> | undefined>;

/** One map for both kinds of User: each field asks the source which it is. */
export const userResolvers = Object.fromEntries(
  [...new Set([...Object.keys(accountUserResolvers), ...Object.keys(authorUserResolvers)])].map((field) => {
    const forAccount = byField(accountUserResolvers)[field];
    const forAuthor = byField(authorUserResolvers)[field];
    const resolve: PassThroughResolver<UserSource> = (source, args, context, info) => {
      if (isAccountSource(source)) return forAccount ? forAccount(source, args, context, info) : null;
      return forAuthor ? forAuthor(source, args, context, info) : null;
    };
    return [field, resolve];
  }),
) as UserResolvers;
