/** Rate-limit buckets. */
import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate limits (token buckets) shared by every backend process on this database, so spreading
 * password guesses over processes gains nothing. `key` is the rule and the client address or a
 * hash of the account; `updatedAt` is in epoch milliseconds; `idleAt` is when the bucket is full
 * again, after which the row says nothing and may be deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: doublePrecision('updated_at').notNull(),
    idleAt: doublePrecision('idle_at').notNull(),
  },
  (t) => [index('rate_limits_idle').on(t.idleAt)],
);
