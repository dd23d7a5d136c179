/**
 * Where suites leave their figures: bench/results/<suite>.json (the raw rows, read by report.mjs)
 * and bench/results/<suite>.md (the same rows as a table, for reading on their own).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

/**
 * @typedef {object} Column
 * @property {string} title
 * @property {(row: any) => unknown} value
 * @property {boolean} [text] left-aligned (numbers are right-aligned)
 */

/**
 * A GitHub-flavoured Markdown table; null, undefined and NaN cells print as "–".
 * @param {Column[]} columns
 * @param {object[]} rows
 */
export function markdownTable(columns, rows) {
  const cell = (value) =>
    value === null || value === undefined || Number.isNaN(value) ? '–' : String(value).replaceAll('|', '\\|');
  return [
    `| ${columns.map((column) => column.title).join(' | ')} |`,
    `| ${columns.map((column) => (column.text ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(column.value(row))).join(' | ')} |`),
  ].join('\n');
}

/** Rounds to a fixed number of decimals, keeping missing values missing. */
export const fixed = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : undefined;

/** Bytes as KiB with one decimal. */
export const kib = (bytes) => fixed(typeof bytes === 'number' ? bytes / 1024 : undefined, 1);

/**
 * @typedef {object} SuiteResult
 * @property {string} suite
 * @property {object[]} rows
 * @property {string[]} [notes]
 * @property {string} [measuredAt] ISO date
 */

/**
 * Writes both files of a suite and returns what it wrote.
 * @param {SuiteResult} result
 * @param {Column[]} columns
 * @param {string} title heading of the Markdown file
 */
export function writeSuiteResults(result, columns, title) {
  // Other work on a shared machine moves timings: the load average says how busy it was.
  const complete = { measuredAt: new Date().toISOString(), loadAverage: loadavg()[0], notes: [], ...result };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${result.suite}.json`), `${JSON.stringify(complete, null, 2)}\n`);
  const markdown = [
    `# ${title}`,
    '',
    `Measured ${complete.measuredAt}; 1-minute load average ${complete.loadAverage.toFixed(1)} on ${cpus().length} cores.`,
    '',
    complete.rows.length > 0 ? markdownTable(columns, complete.rows) : '_No rows: the suite did not run._',
    ...complete.notes.map((note) => `\n${note}`),
  ].join('\n');
  writeFileSync(join(resultsDir, `${result.suite}.md`), `${markdown}\n`);
  return complete;
}

/** A suite's stored result, or null when it has never been run. */
export function readSuiteResults(suite, dir = resultsDir) {
  try {
    return JSON.parse(readFileSync(join(dir, `${suite}.json`), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}
