/** Bulk writing for the seeders: batched inserts and object ids reserved in one round trip. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const BATCH = 500;

/** Inserts rows in batches of 500: one statement each, small enough for any driver. */
export async function insertBatched<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Reserves `count` ids of the shared object sequence in one round trip. */
export async function reserveObjectIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute<{ id: number }>(
    sql`select nextval('object_id_seq')::int as id from generate_series(1, ${count})`,
  );
  return result.rows.map((row) => Number(row.id));
}
