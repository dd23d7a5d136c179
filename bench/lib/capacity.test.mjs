import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS, capacityCosts, capacityRows, capacitySection, processesFor } from './capacity.mjs';

const results = {
  throughput: { rows: [{ target: 'product, uncached', serverCpuUsPerRequest: 40_000 }] },
  cluster: {
    rows: [
      { target: 'product, cached', storefronts: 1, storefrontCpuUsPerRequest: 900 },
      { target: 'product, cached', storefronts: 2, storefrontCpuUsPerRequest: 1100 },
      {
        target: 'add to cart',
        storefronts: 1,
        storefrontCpuUsPerRequest: 20_000,
        backendCpuUsPerRequest: 30_000,
      },
      {
        target: 'add to cart',
        storefronts: 2,
        storefrontCpuUsPerRequest: 20_000,
        backendCpuUsPerRequest: 30_000,
      },
    ],
  },
  'slow-backend': {
    rows: [
      { state: 'miss', backendDelayMs: 300, backendCpuMs: 99 },
      { state: 'miss', backendDelayMs: 0, backendCpuMs: 10 },
    ],
  },
};

describe('capacityCosts', () => {
  it('takes each cost from its suite, both cluster rows averaged, the miss with no delay', () => {
    const costs = capacityCosts(results);
    expect(costs.storefrontCached.us).toBe(1000);
    expect(costs.storefrontRender.us).toBe(40_000);
    expect(costs.storefrontCart.us).toBe(20_000);
    expect(costs.backendRender.us).toBe(10_000);
    expect(costs.backendCart.us).toBe(30_000);
  });
});

describe('capacityRows', () => {
  it('multiplies the page views by the CPU time per page view and plans processes at half a core', () => {
    // Storefront per page view: 0.9 × 1 + 0.1 × 40 + 0.1 × 20 = 6.9 ms; backend: 0.1 × 10 + 0.1 × 30 = 4 ms.
    const rows = capacityRows(capacityCosts(results));
    expect(rows.map((row) => row.pageViews)).toEqual([2, 20, 200]);
    expect(rows[2].storefront).toBe('200 × 6.90 ms = 1.380 cores');
    expect(rows[2].storefrontProcesses).toBe(3);
    expect(rows[2].backend).toBe('200 × 4.00 ms = 0.800 cores');
    expect(rows[2].backendProcesses).toBe(2);
    expect(rows[0].storefrontProcesses).toBe(ASSUMPTIONS.minimumProcesses);
  });
});

describe('processesFor', () => {
  it('never plans fewer than the minimum', () => {
    expect(processesFor(0.01)).toBe(2);
    expect(processesFor(2.1)).toBe(5);
  });
});

describe('capacitySection', () => {
  it('shows the arithmetic, or names the figures it still lacks', () => {
    const section = capacitySection(results);
    expect(section).toContain('storefront 0.9 × 1.00 + 0.1 × 40.00 + 0.1 × 20.00 = 6.90 ms');
    expect(section).toContain('| storefront: cached page, through nginx | 1.00 ms | 1000 /s | cluster |');
    expect(capacitySection({ ...results, cluster: null })).toMatch(
      /Not worked out: no figure yet for storefront: cached page, through nginx, storefront: add to cart/,
    );
  });
});
