import { describe, expect, it } from 'vitest';
import { ASSUMPTIONS, capacityCosts, capacityRows, capacitySection, processesFor } from './capacity.mjs';

const row = (target, storefronts, storefront, backend, database) => ({
  target,
  storefronts,
  storefrontCpuUsPerRequest: storefront,
  backendCpuUsPerRequest: backend,
  databaseCpuUsPerRequest: database,
});

const results = {
  throughput: {
    rows: [
      { target: 'product, cached', serverCpuUsPerRequest: 300 },
      { target: 'product, uncached', serverCpuUsPerRequest: 35_000 },
    ],
  },
  cluster: {
    rows: [
      row('product, cached', 1, 900, 10, 0),
      row('product, cached', 2, 1100, 10, 0),
      row('add to cart', 1, 20_000, 30_000, 4000),
      row('add to cart', 2, 20_000, 30_000, 6000),
      row('product, uncached', 1, 40_000, 10_000, 2000),
      row('product, uncached', 2, 40_000, 10_000, 2000),
    ],
  },
};

describe('capacityCosts', () => {
  it('takes each cost from the cluster, its two rows averaged, beside the storefront’s own figure', () => {
    const costs = capacityCosts(results);
    expect(costs.storefrontCached).toMatchObject({ us: 1000, directUs: 300 });
    expect(costs.storefrontRender).toMatchObject({ us: 40_000, directUs: 35_000 });
    expect(costs.storefrontCart.us).toBe(20_000);
    expect(costs.backendRender.us).toBe(10_000);
    expect(costs.backendCart.us).toBe(30_000);
    expect(costs.databaseCart.us).toBe(5000);
  });
});

describe('capacityRows', () => {
  it('multiplies the page views by the CPU time per page view and plans processes at half a core', () => {
    // Per page view: storefront 0.9 × 1 + 0.1 × 40 + 0.1 × 20 = 6.9 ms; backend 0.1 × 10 + 0.1 × 30
    // = 4 ms; PostgreSQL 0.1 × 2 + 0.1 × 5 = 0.7 ms.
    const rows = capacityRows(capacityCosts(results));
    expect(rows.map((each) => each.pageViews)).toEqual([2, 20, 200]);
    expect(rows[2].storefront).toBe('200 × 6.90 ms = 1.380 cores');
    expect(rows[2].storefrontProcesses).toBe(3);
    expect(rows[2].backend).toBe('200 × 4.00 ms = 0.800 cores');
    expect(rows[2].backendProcesses).toBe(2);
    expect(rows[2].database).toBe('200 × 0.70 ms = 0.140 cores');
    expect(rows[2].databaseCores).toBe(1);
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
    expect(section).toContain('| storefront: cached page | 1.00 ms | 1000 /s | 0.30 ms |');
    expect(capacitySection({ ...results, cluster: null })).toMatch(
      /Not worked out: no figure yet for storefront: cached page, storefront: page render/,
    );
  });
});
