#!/usr/bin/env node
/**
 * Keeps source files small enough to read in one sitting: no file the repository's authors write
 * may exceed 300 lines. Seed data, tests and generated code are exempt (see EXEMPT below); a
 * file that grows past the limit is split by responsibility, not by line count.
 *
 *   node scripts/check-file-size.mjs           lists the files over the limit, exits 1 if any
 *   node scripts/check-file-size.mjs --json    the same list as JSON on stdout
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

export const LINE_LIMIT = 300;

/** Files written by hand in these languages are measured. */
const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.css', '.graphql']);

/** Folders never walked: installed packages, build output, local databases, test reports. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.next',
  'dist',
  'data',
  'test-results',
  'playwright-report',
]);

/**
 * What the limit does not apply to, and why. Paths are relative to the repository root, with
 * forward slashes; each entry is a regular expression.
 */
export const EXEMPT = [
  // Tests: a test file reads best as one story of its subject, however long.
  { pattern: /\.(test|spec)\.[cm]?[jt]sx?$/, why: 'test' },
  // Test helpers and the data they hold (test stores, shoppers, the WooNuxt storefront's paths,
  // the golden request/response pairs of the conformance test).
  { pattern: /^apps\/[^/]+\/src\/testing\//, why: 'test' },
  // The demo store's products, categories and posts.
  { pattern: /^apps\/commerce\/src\/seed\/catalog\//, why: 'seed data' },
  // Generated: GraphQL codegen output, the served schema (from woographql-subset.txt), migrations.
  { pattern: /(^|\/)[^/]+\.generated\.[cm]?tsx?$/, why: 'generated' },
  { pattern: /^apps\/[^/]+\/src\/graphql\/generated(\.ts$|\/)/, why: 'generated' },
  { pattern: /^apps\/commerce\/src\/schema\/(woographql|woonuxt-settings)\.graphql$/, why: 'generated' },
  { pattern: /^apps\/commerce\/src\/db\/migrations\//, why: 'generated' },
  { pattern: /(^|\/)next-env\.d\.ts$/, why: 'generated' },
  // A real WooCommerce site's schema, kept as it was fetched.
  { pattern: /^reference\//, why: 'reference copy' },
  // Benchmark results are measurements, not code.
  { pattern: /^bench\/results\//, why: 'measurements' },
];

/** Why `path` (relative, forward slashes) is exempt from the limit, or null when it is not. */
export function exemption(path) {
  return EXEMPT.find((entry) => entry.pattern.test(path))?.why ?? null;
}

/** Lines as `wc -l` would count them, plus a last line without a newline. */
export function countLines(text) {
  if (text.length === 0) return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Every measured source file under `root`, as paths relative to it with forward slashes. */
export function sourceFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(join(dir, entry.name));
      } else if (entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name))) {
        found.push(relative(root, join(dir, entry.name)).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The files under `root` over `limit` lines that are not exempt, longest first. */
export function oversizedFiles(root, limit = LINE_LIMIT) {
  return sourceFiles(root)
    .filter((path) => exemption(path) === null)
    .map((path) => ({ path, lines: countLines(readFileSync(join(root, path), 'utf8')) }))
    .filter((file) => file.lines > limit)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = new URL('..', import.meta.url).pathname;
  const offenders = oversizedFiles(root);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(offenders, null, 2));
  } else if (offenders.length === 0) {
    console.log(`No source file over ${LINE_LIMIT} lines.`);
  } else {
    console.error(
      `${offenders.length} source file(s) over ${LINE_LIMIT} lines (split them by responsibility):`,
    );
    for (const { path, lines } of offenders) console.error(`  ${String(lines).padStart(5)}  ${path}`);
  }
  process.exitCode = offenders.length === 0 ? 0 : 1;
}
