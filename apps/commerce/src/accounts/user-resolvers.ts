/** The `User` type: the signed-in customer (the viewer), or a blog post's author known by name only. */
import { createHash } from 'node:crypto';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { UserResolvers } from '../graphql/generated/resolvers-types.ts';
import type { PassThroughResolver } from '../graphql/resolvers.ts';
import { INTERNAL_SERVER_ERROR, UserInputError } from '../lib/errors.ts';
import { toGlobalId } from '../lib/global-id.ts';
import { type AccountSource, isAccountSource } from './customers.ts';
import { ROLE_DISPLAY_NAMES } from './roles.ts';
import { accountSessionToken } from './session-token.ts';
import type { UserSource } from './types.ts';

/** Gravatar's address for an email (WordPress's get_avatar_url), with the mystery-person fallback. */
export const gravatarUrl = (email: string, size: number) =>
  `https://secure.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?s=${size}&d=mm&r=g`;

/** WordPress's sanitize_title of the username: what user_nicename holds. */
const nicename = (username: string) =>
  username
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

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
        displayName: ROLE_DISPLAY_NAMES[name] ?? name,
      })),
      args,
    ),
  wooSessionToken: ({ account }, _args, context) => accountSessionToken(context, account),
};

const byField = <TParent extends UserSource>(map: UserResolvers<Context, TParent>) =>
  map as Record<string, PassThroughResolver<TParent> | undefined>;

/** Blog authors are shown by name only. */
const authorUserResolvers: UserResolvers<Context, { name: string }> = {
  id: (user) => toGlobalId('user', user.name),
  databaseId: () => 0,
  name: (user) => user.name,
  nicename: (user) => user.name.toLowerCase().replace(/\s+/g, '-'),
  firstName: (user) => user.name.split(' ')[0] ?? user.name,
  lastName: (user) => user.name.split(' ').slice(1).join(' '),
  email: () => null,
  url: () => null,
  avatar: () => null,
};

/**
 * WPGraphQL's User model restricted (its allowed restricted fields that this schema has): the
 * rest is empty, and `databaseId`, a non-null Int, fails the way graphql-php reports a
 * non-null field left empty without debug.
 */
const RESTRICTED_USER_FIELDS = new Set(['id', 'name', 'firstName', 'lastName']);

function restrictedUserField(field: string, resolve: () => unknown) {
  if (field === 'databaseId') throw new UserInputError(INTERNAL_SERVER_ERROR);
  return RESTRICTED_USER_FIELDS.has(field) ? resolve() : null;
}

/** One map for both kinds of User: each field asks the source which it is. */
export const userResolvers = Object.fromEntries(
  [...new Set([...Object.keys(accountUserResolvers), ...Object.keys(authorUserResolvers)])].map((field) => {
    const forAccount = byField(accountUserResolvers)[field];
    const forAuthor = byField(authorUserResolvers)[field];
    const resolve: PassThroughResolver<UserSource> = (source, args, context, info) => {
      if (isAccountSource(source) && source.restricted) {
        return restrictedUserField(field, () => forAccount?.(source, args, context, info) ?? null);
      }
      if (isAccountSource(source)) return forAccount ? forAccount(source, args, context, info) : null;
      return forAuthor ? forAuthor(source, args, context, info) : null;
    };
    return [field, resolve];
  }),
) as UserResolvers;
