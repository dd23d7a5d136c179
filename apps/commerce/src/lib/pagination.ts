import { UserInputError } from './errors.ts';

/** WPGraphQL's page size when a client gives none, and its ceiling (graphql_connection_max_query_amount). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface PageRequest {
  /** How many items to return. */
  size: number;
  /** Paging backwards (last/before): read in reverse order, then flip. */
  backwards: boolean;
  /** The cursor to continue from, if any. */
  cursor: string | null;
}

/**
 * Reads first/after or last/before. Like WPGraphQL, a page larger than the ceiling is cut
 * to the ceiling (clients see hasNextPage) rather than refused.
 */
export function pageRequest(
  args: ConnectionArgs,
  ceiling = MAX_PAGE_SIZE,
  defaultSize = DEFAULT_PAGE_SIZE,
): PageRequest {
  const { first, last, after, before } = args;
  if (first != null && last != null) {
    throw new UserInputError('Use "first" or "last" to page a list, not both.');
  }
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value != null && value < 0) throw new UserInputError(`"${name}" must be zero or a positive number.`);
  }
  const backwards = last != null || (first == null && before != null);
  const requested = (backwards ? last : first) ?? defaultSize;
  return {
    size: Math.min(requested, ceiling),
    backwards,
    cursor: (backwards ? before : after) ?? null,
  };
}
