/**
 * Token buckets kept in PostgreSQL, so every backend process sharing the database draws from the
 * same buckets: an attacker gains nothing by spreading guesses over processes. One request may
 * draw from several buckets (address and account); it takes from all or from none, in one
 * transaction that locks the rows in key order, so concurrent requests queue instead of racing
 * past the limit or deadlocking.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import type { Limit, Limits, RuleName } from './rules.ts';

/** One draw: `cost` tokens from the bucket of `rule` for `subject` (an address, an account...). */
export interface Hit {
  rule: RuleName;
  subject: string;
  cost?: number;
}

export interface Refusal {
  rule: RuleName;
  /** Seconds until the request would be allowed, for Retry-After. */
  retryAfterSeconds: number;
}

export class RateLimitedError extends Error {
  constructor(readonly refusal: Refusal) {
    super(`Rate limit "${refusal.rule}" reached`);
  }
}

/** Account names are kept as hashes: the table needs to tell accounts apart, not name them. */
export const accountSubject = (value: string) =>
  `account:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

export interface RateLimiter {
  readonly limits: Limits;
  /** Takes the tokens, or returns why not (and takes nothing). */
  take(hits: readonly Hit[]): Promise<Refusal | null>;
  /** As take, inside the caller's transaction: refused draws throw RateLimitedError. */
  takeWithin(tx: Db, hits: readonly Hit[]): Promise<void>;
  /** Deletes buckets that are full again (they say nothing). */
  purge(): Promise<number>;
}

export function createRateLimiter(db: Db, limits: Limits, now: () => number = Date.now): RateLimiter {
  let draws = 0;

  async function drawAll(tx: Db, hits: readonly Hit[], at: number): Promise<void> {
    // Same bucket twice (two aliased logins for one account) costs twice, checked once.
    const byKey = new Map<string, { rule: RuleName; limit: Limit; cost: number }>();
    for (const hit of hits) {
      const key = `${hit.rule}:${hit.subject}`;
      const entry = byKey.get(key) ?? { rule: hit.rule, limit: limits[hit.rule], cost: 0 };
      entry.cost += hit.cost ?? 1;
      byKey.set(key, entry);
    }
    for (const [key, { rule, limit, cost }] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const rate = limit.count / limit.windowMs;
      if (cost > limit.count) {
        throw new RateLimitedError({ rule, retryAfterSeconds: Math.ceil(limit.windowMs / 1000) });
      }
      const available = sql`least(${limit.count}::double precision, ${rateLimits.tokens} + greatest(0, ${at}::double precision - ${rateLimits.updatedAt}) * ${rate}::double precision)`;
      const taken = await tx
        .insert(rateLimits)
        .values({ key, tokens: limit.count - cost, updatedAt: at, idleAt: at + cost / rate })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            tokens: sql`${available} - ${cost}::double precision`,
            updatedAt: sql`greatest(${rateLimits.updatedAt}, ${at}::double precision)`,
            idleAt: sql`${at}::double precision + (${limit.count}::double precision - (${available} - ${cost}::double precision)) / ${rate}::double precision`,
          },
          setWhere: sql`${available} >= ${cost}::double precision`,
        })
        .returning({ tokens: rateLimits.tokens });
      if (taken.length > 0) continue;
      const [row] = await tx.select({ available }).from(rateLimits).where(sql`${rateLimits.key} = ${key}`);
      const missing = cost - Number(row?.available ?? 0);
      throw new RateLimitedError({ rule, retryAfterSeconds: Math.max(1, Math.ceil(missing / rate / 1000)) });
    }
  }

  const limiter: RateLimiter = {
    limits,
    async take(hits) {
      if (hits.length === 0) return null;
      if (++draws % 1000 === 0) await limiter.purge();
      try {
        await db.transaction(async (transaction) => drawAll(transaction as unknown as Db, hits, now()));
        return null;
      } catch (error) {
        if (error instanceof RateLimitedError) return error.refusal;
        throw error;
      }
    },
    async takeWithin(tx, hits) {
      if (hits.length > 0) await drawAll(tx, hits, now());
    },
    async purge() {
      const deleted = await db
        .delete(rateLimits)
        .where(lt(rateLimits.idleAt, now()))
        .returning({ key: rateLimits.key });
      return deleted.length;
    },
  };
  return limiter;
}
