/**
 * Totals of product lists (`found`) kept between requests, as WordPress keeps a query's found rows
 * under the posts group's last_changed (WP_Query::get_posts with cache_results, WordPress 6.1):
 * counting every match of a broad search is most of its request at 100k products, and the same
 * lists are asked for again and again while the catalogue stands still.
 *
 * A total is kept with the catalogue generation it was counted at (catalog_changes, raised by a
 * trigger on every catalogue write, migration 0017). The statement that uses it reads the
 * generation in its own snapshot and counts afresh when it moved, so a total is exact whichever
 * process or statement changed the catalogue, and nothing needs to forget it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { catalogChanges, products } from '../db/schema.ts';
import { keptPerDatabase } from './kept-per-database.ts';

interface Counted {
  generation: string;
  found: number;
}

/** Distinct lists remembered per database: a search's words make the keys, so they are bounded. */
const LISTS_REMEMBERED = 2000;
const cacheOf = keptPerDatabase<Counted>(LISTS_REMEMBERED);
const dialect = new PgDialect();

const GENERATION = sql`(select ${catalogChanges.generation} from ${catalogChanges})`;

/** The catalogue generation as a column of any statement, read in that statement's snapshot. */
export const CATALOG_GENERATION = sql<string>`${GENERATION}::text`;

/** The catalogue generation now, for a statement that returned no row to read it from. */
export async function catalogGeneration(db: Db): Promise<string> {
  const [row] = await db.select({ generation: CATALOG_GENERATION }).from(catalogChanges);
  return row?.generation ?? '';
}

export type FoundColumns = {
  /** The total: the kept one while the generation stands, else counted in this statement. */
  found: SQL<number>;
  /** The generation the statement saw, to keep its total under. */
  generation: SQL<string>;
};

/**
 * The columns that answer the total of the products matching `filters`, and what keeps it for the
 * next request. The count is a scalar subquery PostgreSQL runs only when the CASE needs it.
 */
export function foundColumns(
  db: Db,
  filters: SQL | undefined,
): { columns: FoundColumns; remember: (row: { found: unknown; generation: unknown }) => void } {
  const { sql: text, params } = dialect.sqlToQuery(sql`${filters}`);
  const key = JSON.stringify([text, params]);
  const known = cacheOf(db).get(key);
  const count = sql<number>`(select count(*)::int from ${products} where ${filters})`;
  return {
    columns: {
      found: known
        ? sql<number>`(case when ${GENERATION} = ${known.generation}::bigint then ${known.found}::int else ${count} end)`
        : count,
      generation: CATALOG_GENERATION,
    },
    remember: ({ found, generation }) =>
      cacheOf(db).set(key, { generation: String(generation), found: Number(found) }),
  };
}
