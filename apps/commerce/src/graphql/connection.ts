/**
 * Relay connections ({edges {cursor node}, nodes, pageInfo}) as WPGraphQL returns them.
 * Lists sorted in SQL page with keyset cursors (product-list.ts); the short lists that hang
 * off one object (a product's terms or gallery, a category's children) page in memory.
 */
import { decodeCursor, encodeCursor } from '../lib/cursor.ts';
import { UserInputError } from '../lib/errors.ts';
import { type ConnectionArgs, pageRequest } from '../lib/pagination.ts';

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
}

export function toConnection<T>(
  nodes: T[],
  page: { cursorOf: (node: T) => string; hasNextPage: boolean; hasPreviousPage: boolean },
): Connection<T> {
  const edges = nodes.map((node) => ({ cursor: page.cursorOf(node), node }));
  return {
    edges,
    nodes,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
    },
  };
}

/** Pages a list already in memory; cursors hold the position in the list. */
export function arrayConnection<T>(items: T[], args: ConnectionArgs, ceiling = 100): Connection<T> {
  const page = pageRequest(args, ceiling);
  const position = (cursor: string | null, name: string) => {
    if (cursor === null) return null;
    const [index] = decodeCursor(cursor, name);
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) {
      throw new UserInputError(`The "${name}" cursor is not valid. Use a cursor returned by this list.`);
    }
    return index;
  };
  let start: number;
  let end: number;
  if (page.backwards) {
    end = position(page.cursor, 'before') ?? items.length;
    start = Math.max(0, end - page.size);
  } else {
    const after = position(page.cursor, 'after');
    start = after === null ? 0 : after + 1;
    end = Math.min(items.length, start + page.size);
  }
  const slice = items.slice(start, end);
  const indexOf = new Map(slice.map((item, i) => [item, start + i]));
  return toConnection(slice, {
    cursorOf: (item) => encodeCursor([indexOf.get(item) ?? 0]),
    hasNextPage: end < items.length,
    hasPreviousPage: start > 0,
  });
}
