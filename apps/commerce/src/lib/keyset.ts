/**
 * Keyset ("seek") pagination: a page continues after the sort values of the previous
 * page's last row, so deep pages cost what the first one does (OFFSET would scan and
 * throw away every earlier row). Cursors carry those values, opaque to clients.
 */
import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { UserInputError } from './errors.ts';
import type { PageRequest } from './pagination.ts';

export interface SortKey<Row> {
  /** Names the key in cursors, so a cursor from a list sorted another way is refused. */
  name: string;
  expression: SQL;
  /** The PostgreSQL type to read the cursor value as. */
  cast: 'timestamptz' | 'int4' | 'float8' | 'text';
  /** The row's value of `expression`, as stored in a cursor. */
  value: (row: Row) => string | number;
}

export interface OrderedKey<Row> extends SortKey<Row> {
  descending: boolean;
}

const VALUE_CHECKS: Record<SortKey<unknown>['cast'], (value: unknown) => boolean> = {
  timestamptz: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  int4: (value) => Number.isInteger(value) && Math.abs(value as number) < 2 ** 31,
  float8: (value) => typeof value === 'number' && Number.isFinite(value),
  text: (value) => typeof value === 'string',
};

const signature = <Row>(keys: OrderedKey<Row>[]) =>
  keys.map((key) => `${key.name}${key.descending ? '-' : '+'}`).join(',');

/** The sort values inside a cursor, checked against the order they must belong to. */
function positionFrom<Row>(cursor: string, argumentName: string, keys: OrderedKey<Row>[]): unknown[] {
  const [order, ...values] = decodeCursor(cursor, argumentName);
  if (order !== signature(keys) || values.length !== keys.length) {
    throw new UserInputError(
      `The "${argumentName}" cursor belongs to a list sorted or filtered differently. Start again from the first page.`,
    );
  }
  keys.forEach((key, i) => {
    if (!VALUE_CHECKS[key.cast](values[i])) {
      throw new UserInputError(
        `The "${argumentName}" cursor is not valid. Use a cursor returned by this list.`,
      );
    }
  });
  return values;
}

/** Rows after `position` in the order of `keys`: (k1, k2, …) compared lexicographically. */
function seekCondition<Row>(keys: OrderedKey<Row>[], position: unknown[]): SQL {
  const value = (i: number) => sql`${position[i]}::${sql.raw(keys[i]?.cast ?? 'text')}`;
  const branches = keys.map((key, i) => {
    const equalBefore = keys.slice(0, i).map((earlier, j) => sql`${earlier.expression} = ${value(j)}`);
    const beyond = key.descending
      ? sql`${key.expression} < ${value(i)}`
      : sql`${key.expression} > ${value(i)}`;
    return and(...equalBefore, beyond) as SQL;
  });
  // Every branch implies this bound on the first key. No index can start a scan from the OR
  // alone, so without it a deep page read the sort index from its start; with it the scan
  // begins at the cursor.
  const [first] = keys;
  const bound = first?.descending
    ? sql`${first.expression} <= ${value(0)}`
    : first && sql`${first.expression} >= ${value(0)}`;
  return and(bound, or(...branches)) as SQL;
}

export interface KeysetPlan<Row> {
  /** Extra WHERE condition for the cursor (undefined on the first page). */
  seek: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  /** Turns the fetched rows (limit + 1 at most) into the page. */
  page: (fetched: Row[]) => KeysetPage<Row>;
}

export interface KeysetPage<Row> {
  rows: Row[];
  cursorOf: (row: Row) => string;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/**
 * Plans one page. `keys` must end with a unique key (the id) so every row has one place.
 * Paging backwards walks the same order reversed, then flips the page back.
 */
export function planKeysetPage<Row>(keys: OrderedKey<Row>[], request: PageRequest): KeysetPlan<Row> {
  const walk = request.backwards ? keys.map((key) => ({ ...key, descending: !key.descending })) : keys;
  const position = request.cursor
    ? positionFrom(request.cursor, request.backwards ? 'before' : 'after', keys)
    : null;
  return {
    seek: position ? seekCondition(walk, position) : undefined,
    orderBy: walk.map((key) => (key.descending ? desc(key.expression) : asc(key.expression))),
    limit: request.size + 1,
    page: (fetched) => {
      const more = fetched.length > request.size;
      const rows = fetched.slice(0, request.size);
      if (request.backwards) rows.reverse();
      return {
        rows,
        cursorOf: (row) => encodeCursor([signature(keys), ...keys.map((key) => key.value(row))]),
        hasNextPage: request.backwards ? request.cursor !== null : more,
        hasPreviousPage: request.backwards ? more : request.cursor !== null,
      };
    },
  };
}
