#!/usr/bin/env node
/**
 * Builds BENCHMARKS.md at the repository root from bench/results/*.json: the machine, the date,
 * Node, the command, every figure beside its target (✓/✗), each suite's table, the capacity those
 * figures allow on paper (lib/capacity.mjs), the budgets the CI check holds (budgets.json) and
 * bench/changes.md verbatim. A suite with no results says so.
 *
 *   node bench/report.mjs [--command "npm run bench"]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { capacitySection } from './lib/capacity.mjs';
import { machineInfo } from './lib/machine.mjs';
import { markdownTable, readSuiteResults, resultsDir } from './lib/results.mjs';
import { allVerdicts } from './lib/targets.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const SUITES = [
  {
    suite: 'lighthouse',
    key: 'lighthouse',
    title: 'Lighthouse, mobile',
    run: 'node bench/run.mjs --only lighthouse',
  },
  {
    suite: 'js-per-route',
    key: 'js',
    title: 'JavaScript per route and HTML size',
    run: 'node bench/run.mjs --only js',
  },
  {
    suite: 'throughput',
    key: 'throughput',
    title: 'Storefront throughput',
    run: 'node bench/run.mjs --only throughput',
  },
  {
    suite: 'render-requests',
    key: 'requests',
    title: 'Backend requests per page render',
    run: 'node bench/run.mjs --only requests',
  },
  {
    suite: 'backend-latency',
    key: 'backend',
    title: 'Backend latency',
    run: 'node bench/run.mjs --only backend',
  },
  {
    suite: 'add-to-cart',
    key: 'cart',
    title: 'Add to cart: click to count and to confirmed',
    run: 'node bench/run.mjs --only cart',
  },
  {
    suite: 'cluster',
    key: 'cluster',
    title: 'One and two storefront instances behind nginx',
    run: 'node bench/run.mjs --only cluster',
  },
  {
    suite: 'slow-backend',
    key: 'slow-backend',
    title: 'Slow backend: time to first byte by page cache state',
    run: 'node bench/run.mjs --only slow-backend',
  },
];

/** A suite's Markdown table without its heading, or a line saying it was not measured. */
function suiteSection({ suite, title, run }, result, dir) {
  const markdownFile = join(dir, `${suite}.md`);
  if (!result || !existsSync(markdownFile)) return `## ${title}\n\nNot measured yet: \`${run}\`.`;
  const body = readFileSync(markdownFile, 'utf8')
    .replace(/^# .*\n+/, '')
    .trim();
  return `## ${title}\n\n${body}`;
}

/** The ✓/✗ table; a target with no figure yet is listed as not measured. */
export function targetsSection(verdicts, missing) {
  const table =
    verdicts.length > 0
      ? markdownTable(
          [
            { title: 'area', value: (v) => v.area, text: true },
            { title: 'measured', value: (v) => v.subject, text: true },
            { title: 'figure', value: (v) => v.figure, text: true },
            { title: 'target', value: (v) => v.target, text: true },
            { title: '', value: (v) => (v.pass ? '✓' : '✗'), text: true },
          ],
          verdicts,
        )
      : '_No figures yet._';
  const passed = verdicts.filter((v) => v.pass).length;
  return [
    '## Against the targets',
    '',
    `${passed} of ${verdicts.length} figures meet their target.${missing.length > 0 ? ` Not measured: ${missing.join(', ')}.` : ''}`,
    '',
    table,
  ].join('\n');
}

function budgetsSection() {
  const file = join(repoRoot, 'budgets.json');
  if (!existsSync(file)) return '## Budgets held in CI\n\nNo budgets.json yet.';
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  const rows = Object.entries(budgets).flatMap(([kind, entries]) =>
    typeof entries === 'object' && entries !== null
      ? Object.entries(entries).map(([subject, limit]) => ({ kind, subject, limit }))
      : [],
  );
  return [
    '## Budgets held in CI',
    '',
    '`npm test` fails when a built route or a page render goes over these (budgets.json): sizes and counts, never timings.',
    '',
    markdownTable(
      [
        { title: 'budget', value: (row) => row.kind, text: true },
        { title: 'route or page', value: (row) => row.subject, text: true },
        { title: 'limit', value: (row) => row.limit },
      ],
      rows,
    ),
  ].join('\n');
}

/**
 * @param {{ command?: string, dir?: string, now?: Date }} [options]
 * @returns {string} the Markdown of BENCHMARKS.md
 */
export function buildReport({ command = 'npm run bench', dir = resultsDir, now = new Date() } = {}) {
  const results = Object.fromEntries(SUITES.map((s) => [s.key, readSuiteResults(s.suite, dir)]));
  const missing = SUITES.filter((s) => !(results[s.key]?.rows?.length > 0)).map((s) => s.title);
  const machine = machineInfo();
  const measuredAt = SUITES.map((s) => results[s.key]?.measuredAt).filter(Boolean);
  const changesFile = join(repoRoot, 'bench', 'changes.md');
  return [
    '# Benchmarks',
    '',
    'Generated by `node bench/report.mjs` from bench/results/*.json; do not edit by hand.',
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB memory (${machine.platform})`,
    `- Node: ${machine.node}`,
    `- Report written: ${now.toISOString()}; suites measured ${measuredAt.length > 0 ? `${measuredAt.sort()[0]} – ${measuredAt.at(-1)}` : 'never'}`,
    `- Command: \`${command}\``,
    '',
    'The machine is shared and noisy: read medians and ratios, and compare runs made side by side.',
    '',
    targetsSection(allVerdicts(results), missing),
    '',
    ...SUITES.flatMap((s) => [suiteSection(s, results[s.key], dir), '']),
    capacitySection(results),
    '',
    budgetsSection(),
    '',
    '## What changed to reach it',
    '',
    existsSync(changesFile) ? readFileSync(changesFile, 'utf8').trim() : '_Nothing recorded yet._',
    '',
  ].join('\n');
}

/**
 * Writes BENCHMARKS.md, laid out by the repository's formatter (Biome aligns the tables), so the
 * generated file is the one the lint check expects.
 * @param {{ command: string }} options
 */
export function writeReport({ command }) {
  const file = join(repoRoot, 'BENCHMARKS.md');
  writeFileSync(file, buildReport({ command }));
  execFileSync(join(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', file], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { command: { type: 'string', default: 'npm run bench' } } });
  writeReport({ command: values.command });
  console.log('BENCHMARKS.md written.');
}
