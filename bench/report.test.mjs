import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReport } from './report.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = (suite, result, markdown) => {
  writeFileSync(join(dir, `${suite}.json`), JSON.stringify(result));
  writeFileSync(join(dir, `${suite}.md`), markdown);
};

describe('buildReport', () => {
  it('puts each figure beside its target with ✓ or ✗ and names the suites not measured', () => {
    store(
      'throughput',
      {
        suite: 'throughput',
        measuredAt: '2026-01-02T03:04:05.000Z',
        rows: [
          { target: 'static file', ratioToStatic: 1 },
          { target: 'product, cached', ratioToStatic: 0.9 },
          { target: 'listing, cached', ratioToStatic: 0.5 },
        ],
      },
      '# Storefront throughput\n\n| target | req/s |\n| --- | ---: |\n| static file | 1000 |\n',
    );

    const report = buildReport({ dir, command: 'node bench/run.mjs --only throughput', now: new Date(0) });

    expect(report).toContain('- Command: `node bench/run.mjs --only throughput`');
    expect(report).toContain('1 of 2 figures meet their target.');
    expect(report).toContain('| Throughput | product, cached | 90.0 % of static | ≥ 80 % | ✓ |');
    expect(report).toContain('| Throughput | listing, cached | 50.0 % of static | ≥ 80 % | ✗ |');
    expect(report).toMatch(
      /Not measured: Lighthouse, mobile, JavaScript per route and HTML size, Backend requests per page render, Backend latency, Add to cart: click to count and to confirmed, One and two storefront instances behind nginx, Slow backend: time to first byte by page cache state\./,
    );
    // The suite's own table, without its heading; the others point at the command that measures them.
    expect(report).toContain('## Storefront throughput\n\n| target | req/s |');
    expect(report).toContain('Not measured yet: `node bench/run.mjs --only lighthouse`.');
    expect(report).toContain('suites measured 2026-01-02T03:04:05.000Z');
  });

  it('counts a suite that ran without rows as not measured', () => {
    store(
      'backend-latency',
      { suite: 'backend-latency', rows: [], notes: ['no database'] },
      '# Backend\n\n_No rows._\n',
    );
    expect(buildReport({ dir })).toContain(
      'Not measured: Lighthouse, mobile, JavaScript per route and HTML size, Storefront throughput, Backend requests per page render, Backend latency, Add to cart: click to count and to confirmed, One and two storefront instances behind nginx, Slow backend: time to first byte by page cache state.',
    );
  });
});
