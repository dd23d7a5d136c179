import { describe, expect, it } from 'vitest';
import { combineRuns, summariseRun, withRatioToOne } from './cluster-runs.mjs';

const run = (total, duration, p50, cpu) => ({
  result: {
    requests: { total, average: total / duration },
    latency: { p50, p99: p50 * 3 },
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    duration,
  },
  refused: 0,
  cpu,
});

describe('combineRuns', () => {
  it('sums requests and CPU, takes the rate over the summed time and averages the percentiles', () => {
    const combined = combineRuns([
      run(1000, 10, 10, { storefronts: 500, backends: 100, database: 30, machine: 19_000, wallMs: 10_000 }),
      run(2000, 10, 20, { storefronts: 700, backends: 100, database: 30, machine: 20_000, wallMs: 10_000 }),
    ]);
    expect(combined.result.requests).toEqual({ total: 3000, average: 150 });
    expect(combined.result.latency).toEqual({ p50: 15, p99: 45 });
    expect(combined.cpu).toEqual({
      storefronts: 1200,
      backends: 200,
      database: 60,
      machine: 39_000,
      wallMs: 20_000,
    });

    const row = summariseRun({ target: 'add to cart', storefronts: 2, ...combined, cores: 2 });
    expect(row.storefrontCpuUsPerRequest).toBe(400);
    expect(row.databaseCpuUsPerRequest).toBe(20);
    expect(row.machineBusy).toBeCloseTo(0.975);
  });

  it('leaves a CPU time out when one run could not read it', () => {
    const combined = combineRuns([
      run(10, 1, 1, { storefronts: null, backends: 1, database: 1, machine: 1, wallMs: 1 }),
      run(10, 1, 1, { storefronts: 5, backends: 1, database: 1, machine: 1, wallMs: 1 }),
    ]);
    expect(
      summariseRun({ target: 't', storefronts: 1, ...combined, cores: 2 }).storefrontCpuUsPerRequest,
    ).toBe(undefined);
  });
});

describe('withRatioToOne', () => {
  it('gives each two-storefront row its rate over the one-storefront row of its target', () => {
    const rows = withRatioToOne([
      { target: 'product, cached', storefronts: 1, requestsPerSecond: 400 },
      { target: 'product, cached', storefronts: 2, requestsPerSecond: 360 },
      { target: 'add to cart', storefronts: 2, requestsPerSecond: 20 },
    ]);
    expect(rows.map((row) => row.ratioToOne)).toEqual([undefined, 0.9, undefined]);
  });
});
