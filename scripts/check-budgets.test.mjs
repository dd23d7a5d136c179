import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkBudgets,
  compareBudgets,
  failureOf,
  formatTable,
  INFORMATION_ROUTES,
  KIB,
  readBudgets,
  requestMeasurements,
} from './check-budgets.mjs';

const root = new URL('..', import.meta.url).pathname;
const measured = (entries) => new Map(Object.entries(entries).map(([name, value]) => [name, { value }]));

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'budgets-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const budgetsFile = (content) => {
  const file = join(dir, 'budgets.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
};

describe('the repository budgets', () => {
  it('budget the JavaScript of every catalogue route and hold a product page to one backend request', () => {
    const budgets = readBudgets(join(root, 'budgets.json'));
    for (const route of [
      '/[locale]',
      '/[locale]/products',
      '/[locale]/product-category/[slug]',
      '/[locale]/product/[slug]',
      '/[locale]/blog/[slug]',
    ])
      expect(budgets.jsGzipPerRoute[route], route).toBeGreaterThan(0);
    expect(budgets.backendRequestsPerRender['product (variable)']).toBe(1);
    // The cart and the checkout are measured for information, never budgeted as catalogue pages.
    for (const route of INFORMATION_ROUTES) expect(budgets.jsGzipPerRoute).not.toHaveProperty(route);
  });
});

describe('readBudgets', () => {
  it('refuses a file without one of the two sections', () => {
    expect(() => readBudgets(budgetsFile({ jsGzipPerRoute: {} }))).toThrow(/backendRequestsPerRender/);
  });

  it('refuses a budget that is not a whole number', () => {
    const file = budgetsFile({ jsGzipPerRoute: { '/[locale]': '150 KB' }, backendRequestsPerRender: {} });
    expect(() => readBudgets(file)).toThrow(/jsGzipPerRoute\["\/\[locale\]"\] must be a whole number/);
  });
});

describe('compareBudgets', () => {
  it('passes a measurement at its budget and fails one a byte over', () => {
    const rows = compareBudgets('js', { '/a': 1000, '/b': 1000 }, measured({ '/a': 1000, '/b': 1001 }));
    expect(rows.map((row) => [row.name, row.status])).toEqual([
      ['/a', 'ok'],
      ['/b', 'over'],
    ]);
  });

  it('fails a budget with nothing measured, so a renamed route is not skipped in silence', () => {
    const [row] = compareBudgets('js', { '/[locale]/gone': 1000 }, measured({}));
    expect(row.status).toBe('missing');
    expect(failureOf(row)).toMatch(/JavaScript of \/\[locale\]\/gone: not measured/);
  });

  it('shows a measurement without a budget for information, never as a failure', () => {
    const [row] = compareBudgets('js', {}, measured({ '/[locale]/cart': 999_999 }));
    expect(row.status).toBe('info');
    expect(failureOf(row)).toBeNull();
  });
});

describe('checkBudgets', () => {
  it('fails with a tiny budget, naming the route, the size, the budget and how much it grew', () => {
    const budgets = { jsGzipPerRoute: { '/[locale]/product/[slug]': 1 * KIB }, backendRequestsPerRender: {} };
    const { failures, passed } = checkBudgets({
      budgets,
      js: measured({ '/[locale]/product/[slug]': 3 * KIB + 512 }),
    });
    expect(passed).toBe(0);
    expect(failures).toEqual([
      'JavaScript of /[locale]/product/[slug]: 3.5 KiB, over its budget of 1.0 KiB by 2.5 KiB.',
    ]);
  });

  it('names the operations a page sent when it makes more backend requests than its budget', () => {
    const budgets = { jsGzipPerRoute: {}, backendRequestsPerRender: { 'product (variable)': 1, home: 3 } };
    const requests = requestMeasurements([
      { page: 'product (variable)', requests: [['GetProduct'], ['GetMenu'], ['GetProduct']] },
      { page: 'home', requests: [['GetHome'], ['GetMenu']] },
    ]);
    const { failures, passed } = checkBudgets({ budgets, requests });
    expect(passed).toBe(1);
    expect(failures).toEqual([
      'Backend requests rendering product (variable): 3, over its budget of 1 by 2; sent: GetProduct ×2, GetMenu.',
    ]);
  });

  it('budgets the warm-shell count and shows the cold-shell one for information, never as a failure', () => {
    const budgets = { jsGzipPerRoute: {}, backendRequestsPerRender: { 'product (variable)': 1 } };
    const requests = requestMeasurements([
      { page: 'shell', requests: [['GetMenu'], ['GetBanner']] },
      {
        page: 'product (variable)',
        requests: [['GetProduct']],
        coldShell: [['GetProduct'], ['GetMenu'], ['GetBanner']],
      },
    ]);
    const { rows, failures, passed } = checkBudgets({ budgets, requests });
    expect(failures).toEqual([]);
    expect(passed).toBe(1);
    expect(rows.map(({ name, measured, budget, status }) => [name, measured, budget, status])).toEqual([
      ['product (variable)', 1, 1, 'ok'],
      ['shell', 2, null, 'info'],
      ['product (variable), cold shell', 3, null, 'info'],
    ]);
  });

  it('leaves out the check that was not run', () => {
    const budgets = { jsGzipPerRoute: { '/a': 1 }, backendRequestsPerRender: { home: 1 } };
    const { rows } = checkBudgets({
      budgets,
      requests: requestMeasurements([{ page: 'home', requests: [['A']] }]),
    });
    expect(rows.map((row) => row.check)).toEqual(['requests']);
  });
});

describe('formatTable', () => {
  it('prints each route or page with its measurement, its budget and the result', () => {
    const { rows } = checkBudgets({
      budgets: { jsGzipPerRoute: { '/[locale]': 150 * KIB }, backendRequestsPerRender: { home: 2 } },
      js: measured({ '/[locale]': 187.4 * KIB, '/[locale]/cart': 181.8 * KIB }),
      requests: requestMeasurements([{ page: 'home', requests: [['A'], ['B']] }]),
    });
    const lines = formatTable(rows).split('\n');
    expect(lines[0]).toMatch(/^check +\| route or page +\| measured +\| budget +\| result/);
    expect(lines.slice(2).map((line) => line.split('|').map((cell) => cell.trim()))).toEqual([
      ['JS gzip, first load', '/[locale]', '187.4 KiB', '150.0 KiB', 'OVER'],
      ['JS gzip, first load', '/[locale]/cart', '181.8 KiB', '—', 'information'],
      ['backend requests', 'home', '2', '2', 'ok'],
    ]);
  });
});
