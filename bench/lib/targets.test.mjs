import { describe, expect, it } from 'vitest';
import {
  allVerdicts,
  backendKind,
  backendVerdicts,
  jsVerdicts,
  lighthouseVerdicts,
  renderRequestVerdicts,
  sizeOf,
  throughputVerdicts,
} from './targets.mjs';

const passes = (verdicts) => verdicts.map((v) => v.pass);

describe('lighthouseVerdicts', () => {
  it('passes a page at 98+ with LCP, TBT and CLS within their targets', () => {
    const verdicts = lighthouseVerdicts([
      { page: 'home', locale: 'en', score: 98, lcpMs: 1500, tbtMs: 50, cls: 0.01 },
    ]);
    expect(passes(verdicts)).toEqual([true, true, true, true]);
    expect(verdicts[0].subject).toBe('home (en)');
  });

  it('fails each figure over its target on its own', () => {
    const verdicts = lighthouseVerdicts([
      { page: 'home', locale: 'de-DE', score: 97, lcpMs: 1501, tbtMs: 51, cls: 0.02 },
    ]);
    expect(passes(verdicts)).toEqual([false, false, false, false]);
  });

  it("judges the shop's pages, not the framework floor measured beside them", () => {
    const verdicts = lighthouseVerdicts([
      { page: 'framework floor', locale: 'en', score: 90, lcpMs: 2000, tbtMs: 120, cls: 0, reference: true },
      { page: 'home', locale: 'en', score: 98, lcpMs: 1500, tbtMs: 50, cls: 0 },
    ]);
    expect(verdicts.map((v) => v.subject)).toEqual(Array(4).fill('home (en)'));
  });

  it('fails a figure that is missing rather than passing it', () => {
    expect(passes(lighthouseVerdicts([{ page: 'home', locale: 'en', score: 100 }]))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('jsVerdicts', () => {
  it('holds first-load gzip JavaScript to 150 KiB per route', () => {
    const verdicts = jsVerdicts([
      { route: '/[locale]', gzipBytes: 150 * 1024 },
      { route: '/[locale]/product/[slug]', gzipBytes: 150 * 1024 + 1 },
    ]);
    expect(passes(verdicts)).toEqual([true, false]);
    expect(verdicts[1].figure).toBe('150.0 KiB gzip');
  });
});

describe('throughputVerdicts', () => {
  it('judges only cached pages, against 80 % of the static rate', () => {
    const verdicts = throughputVerdicts([
      { target: 'static file', ratioToStatic: 1 },
      { target: 'product, cached', ratioToStatic: 0.8 },
      { target: 'listing, cached', ratioToStatic: 0.79 },
      { target: 'product, uncached', ratioToStatic: 0.1 },
    ]);
    expect(verdicts.map((v) => v.subject)).toEqual(['product, cached', 'listing, cached']);
    expect(passes(verdicts)).toEqual([true, false]);
  });

  it('judges a server capacity, where measured, beside the measured rate', () => {
    const verdicts = throughputVerdicts([
      { target: 'listing, cached', ratioToStatic: 0.7, capacityRatioToStatic: 1.4 },
    ]);
    expect(verdicts.map((v) => [v.subject, v.figure, v.pass])).toEqual([
      ['listing, cached', '70.0 % of static', false],
      ['listing, cached, server capacity', '140.0 % of static (server CPU)', true],
    ]);
  });
});

describe('backend', () => {
  it('reads catalogue sizes written as numbers or with k', () => {
    expect(sizeOf(150)).toBe(150);
    expect(sizeOf('10k')).toBe(10_000);
    expect(sizeOf('100K')).toBe(100_000);
    expect(sizeOf('lots')).toBeNaN();
  });

  it('files operations under their target by name', () => {
    expect(backendKind('addToCart')).toBe('addToCart');
    expect(backendKind('checkout')).toBe('checkout');
    expect(backendKind('listing page 1')).toBe('listing');
    expect(backendKind('product by slug')).toBe('product');
    expect(backendKind('category tree')).toBeUndefined();
  });

  it('compares p95 at 100k with the target and the growth from the smallest size', () => {
    const verdicts = backendVerdicts([
      { operation: 'product by slug', database: 'pglite', size: '150', p95Ms: 4 },
      { operation: 'product by slug', database: 'pglite', size: '100k', p95Ms: 9 },
      { operation: 'listing page 1', database: 'pglite', size: 150, p95Ms: 5 },
      { operation: 'listing page 1', database: 'pglite', size: 100_000, p95Ms: 21 },
      { operation: 'listing page 1', database: 'postgres', size: '100k', p95: null },
    ]);
    expect(verdicts.map((v) => [v.subject, v.figure, v.pass])).toEqual([
      ['product by slug (pglite, 100k)', 'p95 9.0 ms', true],
      ['product by slug (pglite, 100k) vs 150', '×2.25 p95', false],
      ['listing page 1 (pglite, 100000)', 'p95 21.0 ms', false],
      ['listing page 1 (pglite, 100000) vs 150', '×4.20 p95', false],
    ]);
  });
});

describe('allVerdicts', () => {
  it('gives nothing for suites that were not measured', () => {
    expect(allVerdicts({})).toEqual([]);
    expect(allVerdicts({ js: { rows: [{ route: '/', gzipBytes: 1 }] } })).toHaveLength(1);
  });
});

describe('jsVerdicts per route', () => {
  it('judges a route once however many pages and locales were measured on it', () => {
    const verdicts = jsVerdicts([
      { route: '/[locale]/products', locale: 'en', gzipBytes: 100 },
      { route: '/[locale]/products', locale: 'de-DE', gzipBytes: 100 },
      { route: '/[locale]', locale: 'en', gzipBytes: 100 },
    ]);
    expect(verdicts.map((v) => v.subject)).toEqual(['/[locale]/products', '/[locale]']);
  });
});

describe('renderRequestVerdicts', () => {
  it('holds product pages to one backend round trip and leaves other pages without a target', () => {
    const verdicts = renderRequestVerdicts([
      { page: 'home', requests: 2 },
      { page: 'product (variable)', requests: 1 },
      { page: 'product (simple)', requests: 2 },
    ]);
    expect(verdicts.map((v) => [v.subject, v.figure, v.pass])).toEqual([
      ['product (variable), uncached', '1 backend request', true],
      ['product (simple), uncached', '2 backend requests', false],
    ]);
  });

  it('fails a product page whose count is missing', () => {
    expect(passes(renderRequestVerdicts([{ page: 'product (variable)' }]))).toEqual([false]);
  });
});
