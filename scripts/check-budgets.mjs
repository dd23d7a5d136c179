#!/usr/bin/env node
/**
 * The performance budgets of budgets.json, checked against the production build of the storefront:
 * the gzip bytes of JavaScript each catalogue route loads on first view, and the requests the
 * storefront's server sends to the backend while it renders a page not rendered before, with the
 * shop's shell (menu, main categories, banner) already cached by earlier pages. Sizes and
 * counts only, never timings, so the answer is the same on any machine (timings: `npm run bench`).
 * Prints one table (measured beside budget) and names what grew; exits 1 when anything is over.
 *
 *   node scripts/check-budgets.mjs                  both checks (builds the storefront if it has no build)
 *   node scripts/check-budgets.mjs --only js        only the JavaScript sizes (no shop started)
 *   node scripts/check-budgets.mjs --budgets f.json another budgets file
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export const KIB = 1024;

/**
 * Routes measured for information beside the budgeted ones: the cart and checkout are not catalogue
 * pages (their payment and address islands are what they are for), but a change to them is still seen.
 */
export const INFORMATION_ROUTES = ['/[locale]/cart', '/[locale]/checkout'];

/**
 * @typedef {{ check: 'js' | 'requests', name: string, measured: number | null, budget: number | null,
 *   status: 'ok' | 'over' | 'missing' | 'info', detail?: string }} BudgetRow
 */

/**
 * Reads and checks a budgets file: both sections present, every budget a whole number of at least 0.
 * @param {string} file
 * @returns {{ jsGzipPerRoute: Record<string, number>, backendRequestsPerRender: Record<string, number> }}
 */
export function readBudgets(file) {
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  for (const section of ['jsGzipPerRoute', 'backendRequestsPerRender']) {
    const entries = budgets?.[section];
    if (!entries || typeof entries !== 'object') throw new Error(`${file} has no "${section}" section.`);
    for (const [name, value] of Object.entries(entries)) {
      if (!Number.isInteger(value) || value < 0)
        throw new Error(
          `${file}: ${section}["${name}"] must be a whole number, not ${JSON.stringify(value)}.`,
        );
    }
  }
  return budgets;
}

/**
 * Measured values beside their budgets. A budget with nothing measured is a failure too (a route
 * renamed or a page gone would otherwise pass by being skipped); a measurement without a budget is
 * shown for information.
 * @param {'js' | 'requests'} check
 * @param {Record<string, number>} budgets
 * @param {Map<string, { value: number, detail?: string }>} measured
 * @returns {BudgetRow[]}
 */
export function compareBudgets(check, budgets, measured) {
  const rows = Object.entries(budgets).map(([name, budget]) => {
    const found = measured.get(name);
    if (!found) return { check, name, measured: null, budget, status: /** @type {const} */ ('missing') };
    const status = found.value > budget ? 'over' : 'ok';
    return { check, name, measured: found.value, budget, status, detail: found.detail };
  });
  for (const [name, found] of measured) {
    if (!(name in budgets))
      rows.push({ check, name, measured: found.value, budget: null, status: 'info', detail: found.detail });
  }
  return /** @type {BudgetRow[]} */ (rows);
}

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
/** @param {BudgetRow} row @param {number | null} value */
const shown = (row, value) => (value === null ? '—' : row.check === 'js' ? kib(value) : String(value));

/**
 * Why a row fails, in a sentence that names what grew and by how much, or null when it passes.
 * @param {BudgetRow} row
 * @returns {string | null}
 */
export function failureOf(row) {
  const what = row.check === 'js' ? `JavaScript of ${row.name}` : `Backend requests rendering ${row.name}`;
  if (row.status === 'missing')
    return `${what}: not measured (nothing in the build or the shop answers to "${row.name}"); rename its budget in budgets.json if the route moved.`;
  if (row.status !== 'over' || row.measured === null || row.budget === null) return null;
  const grown = row.check === 'js' ? kib(row.measured - row.budget) : String(row.measured - row.budget);
  const sent = row.detail ? `; sent: ${row.detail}` : '';
  return `${what}: ${shown(row, row.measured)}, over its budget of ${shown(row, row.budget)} by ${grown}${sent}.`;
}

/**
 * The table printed by the check: one line per route or page, measured beside budget.
 * @param {BudgetRow[]} rows
 * @returns {string}
 */
export function formatTable(rows) {
  const header = ['check', 'route or page', 'measured', 'budget', 'result'];
  const label = { ok: 'ok', over: 'OVER', missing: 'MISSING', info: 'information' };
  const lines = rows.map((row) => [
    row.check === 'js' ? 'JS gzip, first load' : 'backend requests',
    row.name,
    shown(row, row.measured),
    shown(row, row.budget),
    label[row.status],
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const pad = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join(' | ')
      .trimEnd();
  return [pad(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...lines.map(pad)].join('\n');
}

/**
 * Runs the comparison over whatever was measured and reports it.
 * @param {{ budgets: ReturnType<typeof readBudgets>, js?: Map<string, { value: number }>,
 *   requests?: Map<string, { value: number, detail?: string }> }} input
 * @returns {{ rows: BudgetRow[], failures: string[], passed: number }}
 */
export function checkBudgets({ budgets, js, requests }) {
  const rows = [
    ...(js ? compareBudgets('js', budgets.jsGzipPerRoute, js) : []),
    ...(requests ? compareBudgets('requests', budgets.backendRequestsPerRender, requests) : []),
  ];
  const failures = rows.map(failureOf).filter((failure) => failure !== null);
  const passed = rows.filter((row) => row.status === 'ok').length;
  return { rows, failures, passed };
}

/** @param {string[][]} requests @returns {{ value: number, detail: string }} */
function requestCount(requests) {
  const counts = new Map();
  for (const name of requests.flat()) counts.set(name, (counts.get(name) ?? 0) + 1);
  const detail = [...counts].map(([name, n]) => (n > 1 ? `${name} ×${n}` : name)).join(', ');
  return { value: requests.length, detail };
}

/**
 * The backend requests of each render as the check compares them: the count of HTTP requests, and
 * the operations they named (repeated ones counted, `GetProduct ×2`). A page's own name carries its
 * warm-shell count, the budgeted one; its cold-shell count follows as `<page>, cold shell`, which
 * has no budget and is shown for information.
 * @param {{ page: string, requests: string[][], coldShell?: string[][] }[]} results
 * @returns {Map<string, { value: number, detail: string }>}
 */
export function requestMeasurements(results) {
  return new Map(
    results.flatMap(({ page, requests, coldShell }) => [
      [page, requestCount(requests)],
      ...(coldShell ? [[`${page}, cold shell`, requestCount(coldShell)]] : []),
    ]),
  );
}

async function main() {
  const root = new URL('..', import.meta.url).pathname;
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      budgets: { type: 'string', default: join(root, 'budgets.json') },
    },
  });
  const budgets = readBudgets(values.budgets);
  const only = values.only?.split(',') ?? ['js', 'requests'];
  const { measureBuild, measureRenders } = await import('./lib/budget-measurements.mjs');
  const js = only.includes('js')
    ? await measureBuild([...Object.keys(budgets.jsGzipPerRoute), ...INFORMATION_ROUTES])
    : undefined;
  const requests = only.includes('requests') ? requestMeasurements(await measureRenders()) : undefined;
  const { rows, failures, passed } = checkBudgets({ budgets, js, requests });
  console.log(formatTable(rows));
  if (failures.length > 0) console.error(`\n${failures.map((failure) => `✗ ${failure}`).join('\n')}`);
  if (failures.length > 0)
    console.error(
      '\nSee docs/performance-budgets.md: make it smaller, or raise the budget only when the cost is worth it.',
    );
  // Read by scripts/test.mjs, which adds the counts to `npm test`'s closing line.
  console.log(`\nbudget summary: passed=${passed} failed=${failures.length}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
