import { describe, expect, it } from 'vitest';
import { medianRun, summariseReport } from './lighthouse.mjs';
import { summariseLoad, withRatios } from './throughput.mjs';

// The shape of a Lighthouse 12 report (LHR): audits by id with numericValue, the resource summary
// as a table, and the LCP element as a list whose first table holds the node and whose second
// splits LCP into its phases.
const lhr = {
  categories: { performance: { score: 0.874 } },
  audits: {
    'first-contentful-paint': { numericValue: 1100.4 },
    'largest-contentful-paint': { numericValue: 2033.2 },
    'total-blocking-time': { numericValue: 95 },
    'cumulative-layout-shift': { numericValue: 0.002 },
    'total-byte-weight': { numericValue: 450_000 },
    'resource-summary': {
      details: {
        items: [
          { resourceType: 'total', transferSize: 450_000 },
          { resourceType: 'script', transferSize: 201_000 },
        ],
      },
    },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          { type: 'table', items: [{ node: { nodeLabel: 'Hero text', selector: 'main > p.text' } }] },
          {
            type: 'table',
            items: [
              { phase: 'TTFB', timing: 600 },
              { phase: 'Load Delay', timing: 0 },
              { phase: 'Load Time', timing: 0 },
              { phase: 'Render Delay', timing: 1433.2 },
            ],
          },
        ],
      },
    },
  },
};

describe('summariseReport', () => {
  it('reads score, timings, bytes, script bytes, the LCP element and its phases from a report', () => {
    expect(summariseReport(lhr)).toEqual({
      score: 87,
      fcpMs: 1100.4,
      lcpMs: 2033.2,
      tbtMs: 95,
      cls: 0.002,
      totalBytes: 450_000,
      jsBytes: 201_000,
      lcpElement: 'Hero text (main > p.text)',
      lcpPhasesMs: [600, 0, 0, 1433.2],
    });
  });
});

describe('medianRun', () => {
  it('reports the run with the median score, the slower LCP among equal scores', () => {
    const runs = [
      { score: 90, lcpMs: 1800 },
      { score: 90, lcpMs: 2400 },
      { score: 95, lcpMs: 1200 },
      { score: 70, lcpMs: 4000 },
    ];
    // Ordered: 70, 90 (2400), 90 (1800), 95 — the lower middle is the slower of the two 90s.
    expect(medianRun(runs)).toEqual({ score: 90, lcpMs: 2400 });
  });
});

describe('withRatios', () => {
  it('gives each target its rate as a share of the static file’s', () => {
    const rows = withRatios([
      { target: 'static file', requestsPerSecond: 2000 },
      { target: 'product, cached', requestsPerSecond: 500 },
    ]);
    expect(rows.map((row) => row.ratioToStatic)).toEqual([1, 0.25]);
    expect(
      withRatios([{ target: 'product, cached', requestsPerSecond: 5 }])[0].ratioToStatic,
    ).toBeUndefined();
  });

  it('gives each target the rate its server CPU time allows, against the static file’s', () => {
    const rows = withRatios([
      { target: 'static file', requestsPerSecond: 3000, serverCpuUsPerRequest: 100 },
      // Measured slower (the load tool's limit), yet cheaper for the server than the static file.
      { target: 'listing, cached', requestsPerSecond: 2000, serverCpuUsPerRequest: 80 },
      { target: 'product, uncached', requestsPerSecond: 20 },
    ]);
    expect(rows.map((row) => row.capacityRatioToStatic)).toEqual([1, 1.25, undefined]);
  });
});

describe('summariseLoad', () => {
  const result = { requests: { average: 1000, total: 10_000 }, latency: { p50: 2, p99: 9 }, duration: 10 };
  const zero = { errors: 0, timeouts: 0, non2xx: 0 };

  it('turns the server CPU time over a run into µs per request and a busy share', () => {
    const row = summariseLoad('static file', { ...result, ...zero }, 2500);
    expect(row.serverCpuUsPerRequest).toBe(250);
    expect(row.serverBusy).toBe(0.25);
  });

  it('leaves both out where the CPU time could not be read', () => {
    const row = summariseLoad('static file', { ...result, ...zero }, null);
    expect(row.serverCpuUsPerRequest).toBeUndefined();
    expect(row.serverBusy).toBeUndefined();
  });
});
