import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from './context.ts';
import type { Resolvers } from './generated/resolvers-types.ts';

/**
 * A resolver whose field is only known at run time (one map serving the fields of two kinds of
 * parent): arguments are passed through as they came.
 */
export type PassThroughResolver<TParent> = (
  parent: TParent,
  args: Record<string, unknown>,
  context: Context,
  info: GraphQLResolveInfo,
) => unknown;

/** How an interface picks the concrete type of a value. */
export type TypeResolver = (value: never) => string;

export interface ResolverMap {
  types: Resolvers;
  abstract: Record<string, TypeResolver>;
}
