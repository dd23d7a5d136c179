/**
 * Whether the database is usable, known without waiting for it. `/health` once ran `select 1`
 * on the shoppers' pool, so under load it answered after every queued statement (16 s on
 * PGlite's single connection): a load balancer would have taken a busy shop for a dead one. A
 * probe now runs `select 1` every second at the front of the pool's line (gated-pool.ts: the
 * next free connection is its own), and `/health` answers from its last result at once. That is
 * still the truth about the database the shoppers use: a probe that failed makes it unhealthy at
 * once, and one that has waited longer than `staleAfterMs` (the database holds every connection
 * that long) too. A dedicated connection would not tell whether the shoppers' pool gets through,
 * and PGlite has only one.
 */
import type { Database } from './client.ts';

export interface DatabaseHealth {
  ok: boolean;
  /** Why not, in words, when not ok. */
  reason?: string;
}

export interface HealthProbe {
  /** The database's state as last probed (after the first probe). */
  health(): Promise<DatabaseHealth>;
  stop(): Promise<void>;
}

export function startHealthProbe(
  database: Pick<Database, 'probe'>,
  { intervalMs = 1_000, staleAfterMs = 15_000 }: { intervalMs?: number; staleAfterMs?: number } = {},
): HealthProbe {
  let last: DatabaseHealth | null = null;
  let pendingSince: number | null = null;
  let pending: Promise<void> = Promise.resolve();

  const probe = () => {
    // One at a time: a probe still waiting is the figure that matters.
    if (pendingSince !== null) return pending;
    pendingSince = performance.now();
    pending = database.probe().then(
      () => {
        last = { ok: true };
      },
      (error: unknown) => {
        last = { ok: false, reason: `the database refused a probe: ${(error as Error).message}` };
      },
    );
    pending = pending.finally(() => {
      pendingSince = null;
    });
    return pending;
  };
  const first = probe();
  const timer = setInterval(probe, intervalMs);
  timer.unref();

  return {
    async health() {
      if (!last) await first;
      const waited = pendingSince === null ? 0 : performance.now() - pendingSince;
      if (waited > staleAfterMs) {
        return {
          ok: false,
          reason: `the database has not answered a probe for ${Math.round(waited / 1000)} s`,
        };
      }
      return last ?? { ok: false, reason: 'not probed yet' };
    },
    stop: async () => {
      clearInterval(timer);
      await pending;
    },
  };
}
