/** The SQL a backend sends to its database while some work runs: round trips, counted. */
import type { Database } from '../db/client.ts';

export async function statementsDuring(database: Database, work: () => Promise<unknown>): Promise<string[]> {
  const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
  const query = pool.query;
  const statements: string[] = [];
  pool.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return statements;
}
