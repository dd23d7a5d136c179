/**
 * `npm test`: every check and test suite of the repository, one after another (the machine
 * has two cores), with each runner's own output, then one closing line totalling them all:
 * `N passed, N failed`. Exits non-zero if anything failed.
 *
 *   node scripts/test.mjs            everything
 *   node scripts/test.mjs commerce   only the named suites (checks, scripts, commerce,
 *                                    commerce-postgres, storefront, e2e, budgets)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresBinDir } from './lib/postgres.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'ppe-tests-'));

/** Runs a command with inherited output; resolves with its exit code and what it printed. */
function run(command, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const relay = (stream, target) =>
      stream.on('data', (chunk) => {
        output += chunk;
        target.write(chunk);
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Whether Debian's PostgreSQL server binaries are installed (scripts/ensure-postgres.mjs). */
const postgresInstalled = () => postgresBinDir() !== undefined;

/** A vitest suite, counted from its JSON report; `env` is added to its environment. */
const vitestSuite = (name, cwd, { env = {}, requires } = {}) => ({
  name,
  async run() {
    if (!existsSync(join(root, cwd, 'vitest.config.ts'))) return null;
    const missing = requires?.();
    if (missing) {
      console.error(`\n${name} failed: ${missing}`);
      return { passed: 0, failed: 1, note: missing };
    }
    const report = join(reports, `${name}.json`);
    const { code } = await run(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
      { cwd: join(root, cwd), env },
    );
    const json = readJson(report);
    if (!json) return { passed: 0, failed: 1, note: `${name}: vitest exited with ${code} and no report` };
    // A file that fails to load has no tests to count: count it as one failure.
    const brokenFiles = (json.testResults ?? []).filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    return {
      passed: json.numPassedTests,
      failed:
        json.numFailedTests +
        brokenFiles +
        (code !== 0 && json.numFailedTests === 0 && brokenFiles === 0 ? 1 : 0),
    };
  },
});

/** A single pass/fail check such as the type checker or the linter. */
const check = (name, command, args) => ({
  name,
  async run() {
    const { code } = await run(command, args);
    if (code !== 0) console.error(`\n${name} failed (exit ${code}).`);
    return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  },
});

const SUITES = {
  checks: [
    check('typecheck', 'npm', ['run', 'typecheck', '--silent']),
    check('lint', 'npx', ['biome', 'check', '.']),
    // One design system: stylesheets take colours, shadows, type and spacing from the tokens file.
    check('styles', 'npx', ['stylelint', 'apps/storefront/src/**/*.css']),
    // Structure: no source file over 300 lines; no import cycles, no shared code importing features.
    check('file-size', 'node', ['scripts/check-file-size.mjs']),
    check('dependencies', 'node', ['scripts/check-dependencies.mjs']),
    // Documentation: links stay inside the repository; every setting the code reads is documented.
    check('docs', 'node', ['scripts/check-docs.mjs']),
  ],
  scripts: [vitestSuite('scripts', 'scripts')],
  commerce: [vitestSuite('commerce', 'apps/commerce')],
  // The same backend tests with every test store on a PostgreSQL server instead of PGlite.
  'commerce-postgres': [
    vitestSuite('commerce-postgres', 'apps/commerce', {
      env: { COMMERCE_TEST_DATABASE: 'postgres' },
      requires: () =>
        postgresInstalled()
          ? null
          : 'PostgreSQL is not installed: run `node scripts/ensure-postgres.mjs` (or apt-get install postgresql)',
    }),
  ],
  storefront: [vitestSuite('storefront', 'apps/storefront')],
  e2e: [
    {
      name: 'e2e',
      async run() {
        const { code, output } = await run('npm', ['test', '--silent', '-w', '@ppe/e2e']);
        const summary = output.match(/e2e summary: status=\w+ passed=(\d+) failed=(\d+) flaky=(\d+)/);
        if (!summary)
          return { passed: 0, failed: 1, note: `e2e: the browser tests did not finish (exit ${code})` };
        const [, passed, failed, flaky] = summary.map(Number);
        return { passed: passed + flaky, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) };
      },
    },
  ],
  // Performance budgets (budgets.json) on the production build the e2e suite has just made:
  // JavaScript per route and backend requests per page render, each budget one pass or failure.
  budgets: [
    {
      name: 'budgets',
      async run() {
        const { code, output } = await run('node', ['scripts/check-budgets.mjs']);
        const summary = output.match(/budget summary: passed=(\d+) failed=(\d+)/);
        if (!summary)
          return { passed: 0, failed: 1, note: `budgets: the check did not finish (exit ${code})` };
        const [, passed, failed] = summary.map(Number);
        return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) };
      },
    },
  ],
};

const chosen = process.argv.slice(2);
for (const name of chosen) {
  if (!(name in SUITES)) {
    console.error(`Unknown suite "${name}". Choose from: ${Object.keys(SUITES).join(', ')}`);
    process.exit(2);
  }
}

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const [group, suites] of Object.entries(SUITES)) {
  if (chosen.length > 0 && !chosen.includes(group)) continue;
  for (const suite of suites) {
    console.log(`\n━━━ ${suite.name} ━━━`);
    const result = await suite.run();
    if (!result) continue;
    totals.passed += result.passed;
    totals.failed += result.failed;
    lines.push(
      `${suite.name}: ${result.passed} passed, ${result.failed} failed${result.note ? ` (${result.note})` : ''}`,
    );
  }
}
rmSync(reports, { recursive: true, force: true });

console.log('\n━━━ summary ━━━');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
