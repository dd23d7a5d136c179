import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from './context.ts';

/** A field resolver with its parent object and arguments typed. */
export type FieldResolver<TParent = unknown, TArgs = Record<string, never>> = (
  parent: TParent,
  args: TArgs,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** Resolvers of one GraphQL type; parents and arguments are typed where each map is written. */
export type TypeResolvers<TParent> = {
  // biome-ignore lint/suspicious/noExplicitAny: each field declares its own argument type.
  [field: string]: FieldResolver<TParent, any>;
};

/** How an interface picks the concrete type of a value. */
export type TypeResolver = (value: never) => string;

export interface ResolverMap {
  types: Record<string, TypeResolvers<never>>;
  abstract: Record<string, TypeResolver>;
}
