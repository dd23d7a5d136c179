#!/usr/bin/env node
/**
 * Keeps the documentation true to the repository:
 *   1. every relative link in README.md, CONTRIBUTING.md and docs/ leads to a file of the
 *      repository (nothing outside it, nothing that moved away);
 *   2. docs/configuration.md names every environment variable the code reads, and every
 *      variable it names is read somewhere;
 *   3. the backend's folder lists are complete: docs/architecture.md lists every top-level folder
 *      of apps/commerce/src under its layer (the layers of scripts/check-dependencies.mjs), and
 *      CONTRIBUTING.md the same domains.
 *
 *   node scripts/check-docs.mjs     prints what is wrong, exits 1 if anything is
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BACKEND_LAYERS } from './check-dependencies.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Where the code that reads settings lives; tests included, since the browser tests read theirs. */
const CODE_FOLDERS = ['apps/storefront/src', 'apps/commerce/src', 'scripts', 'e2e', 'bench'];
const CODE_FILES = ['apps/storefront/next.config.ts', 'apps/commerce/vitest.config.ts'];
const CODE_EXTENSIONS = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'generated', 'test-results', 'results']);

/** The system's own variables, passed through to child processes, not settings of the shop. */
const SYSTEM_VARIABLES = new Set(['PATH', 'HOME']);

const NAME = '[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*';

/**
 * Environment variables a source text reads: `process.env.X`, `process.env['X']`, `env.X` on an
 * environment object handed in, and a name quoted as the first argument of a settings helper
 * (`flag('STORE_SHOW_SKU', …)`) or listed in a settings array.
 */
export function variablesRead(text, { settingsModule = false } = {}) {
  const found = new Set();
  const patterns = [
    new RegExp(`process\\.env\\.(${NAME})\\b(?!\\s*=[^=])`, 'g'),
    new RegExp(`process\\.env\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g'),
    new RegExp(`\\benv\\.(${NAME})\\b(?!\\s*=[^=])`, 'g'),
  ];
  if (settingsModule) {
    // Settings modules name variables as strings or schema keys: `flag('X', …)`, `X: z.…`.
    patterns.push(new RegExp(`['"](${NAME}_${NAME})['"]`, 'g'), new RegExp(`^\\s+(${NAME}_${NAME}):`, 'gm'));
  }
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  for (const name of SYSTEM_VARIABLES) found.delete(name);
  return found;
}

/** Settings modules: where a variable may be named without `process.env` beside it. */
const isSettingsModule = (path) =>
  /^apps\/storefront\/src\/config\//.test(path) ||
  path === 'apps/commerce/src/config.ts' ||
  path === 'apps/storefront/src/lib/cache/backend-cache-handler.mjs';

function walk(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walk(path, found);
    } else if (CODE_EXTENSIONS.test(entry.name)) found.push(path);
  }
  return found;
}

/** The code files scanned: every source file of the apps, scripts, tests and benchmarks. */
function codeFiles(base) {
  return [
    ...CODE_FOLDERS.flatMap((folder) => walk(join(base, folder))),
    ...CODE_FILES.map((f) => join(base, f)),
  ]
    .filter((file) => existsSync(file))
    .map((file) => relative(base, file).split(sep).join('/'))
    .filter((path) => !/^scripts\/check-docs(\.test)?\.mjs$/.test(path));
}

/** Every variable the code reads, with one file that reads it. */
export function codeVariables(base = root) {
  const variables = new Map();
  for (const path of codeFiles(base)) {
    for (const name of variablesRead(readFileSync(join(base, path), 'utf8'), {
      settingsModule: isSettingsModule(path),
    })) {
      if (!variables.has(name)) variables.set(name, path);
    }
  }
  return variables;
}

/**
 * Whether the repository's code, package scripts or CI script mention a name at all: a variable
 * read by a framework (Next's NEXT_TELEMETRY_DISABLED) is only ever set by us.
 */
function mentioned(base, names) {
  const texts = [
    ...codeFiles(base),
    'package.json',
    'apps/storefront/package.json',
    'apps/commerce/package.json',
    '.ci/run',
  ]
    .filter((path) => existsSync(join(base, path)))
    .map((path) => readFileSync(join(base, path), 'utf8'));
  return new Set([...names].filter((name) => texts.some((text) => new RegExp(`\\b${name}\\b`).test(text))));
}

/**
 * The variables a configuration page lists in its "At a glance" section: on each bullet, the
 * names in code spans before the first ": " (what follows is the explanation).
 */
export function documentedVariables(markdown) {
  const section = markdown.split(/^## At a glance$/m)[1]?.split(/^## /m)[0] ?? '';
  const bullets = section.split(/^- /m).slice(1);
  const names = new Set();
  for (const bullet of bullets) {
    const head = bullet.replace(/\s+/g, ' ').split(': ')[0];
    for (const span of head.matchAll(/`([^`]+)`/g)) {
      if (new RegExp(`^${NAME}$`).test(span[1])) names.add(span[1]);
    }
  }
  return names;
}

/** Relative links of a markdown file that lead nowhere, or out of the repository. */
export function brokenLinks(markdown, file, base = root) {
  const broken = [];
  for (const link of markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = link[1].split('#')[0];
    if (target === '' || /^[a-z]+:/i.test(target)) continue;
    const resolved = normalize(join(dirname(join(base, file)), target));
    const inside = !relative(base, resolved).startsWith('..');
    if (!inside) broken.push(`${file}: ${link[1]} points outside the repository`);
    else if (!existsSync(resolved)) broken.push(`${file}: ${link[1]} does not exist`);
  }
  return broken;
}

/** The bullets of docs/architecture.md listing the backend's layers, by label. */
const LAYER_LABELS = { Kit: 'kit', Domains: 'domains', Seed: 'seed', API: 'api', 'Test helpers': 'testing' };

/**
 * The folder names a bullet lists: the code spans in the first parentheses after its bold label,
 * as in "- **Domains** (`accounts`, `cart`): …"; null when no bullet has that label.
 */
export function listedFolders(markdown, label) {
  const bullet = markdown.split(/^- /m).find((text) => text.startsWith(`**${label}`));
  if (!bullet) return null;
  const list = /\(([^)]*`[^)]*)\)/.exec(bullet.replace(/\s+/g, ' '));
  return list ? [...list[1].matchAll(/`([^`]+)`/g)].map((span) => span[1]) : [];
}

/**
 * Where the docs' backend folder lists differ from the folders of apps/commerce/src (`folders`)
 * and their layers (`layers`, as scripts/check-dependencies.mjs has them).
 */
export function backendFolderProblems({ architecture, contributing, folders, layers = BACKEND_LAYERS }) {
  const problems = [];
  const compare = (file, label, listed, layer) => {
    if (listed === null) return problems.push(`${file}: no "${label}" list of backend folders`);
    const expected = layers[layer].folders.filter((folder) => folders.includes(folder));
    for (const folder of listed) {
      if (!folders.includes(folder))
        problems.push(`${file}: ${label} lists ${folder}, not a folder of apps/commerce/src`);
      else if (!expected.includes(folder))
        problems.push(`${file}: ${label} lists ${folder}, which is not in that layer`);
    }
    for (const folder of expected) {
      if (!listed.includes(folder)) problems.push(`${file}: ${label} leaves out apps/commerce/src/${folder}`);
    }
  };
  for (const [label, layer] of Object.entries(LAYER_LABELS)) {
    compare('docs/architecture.md', label, listedFolders(architecture, label), layer);
  }
  compare('CONTRIBUTING.md', 'Backend domains', listedFolders(contributing, 'Backend domains'), 'domains');
  const layered = new Set(Object.values(layers).flatMap((layer) => layer.folders));
  for (const folder of folders) {
    if (!layered.has(folder))
      problems.push(`docs/architecture.md: apps/commerce/src/${folder} is in no layer`);
  }
  return problems;
}

/** The top-level folders of the backend's src/. */
const backendFolders = (base) =>
  readdirSync(join(base, 'apps/commerce/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every problem found in the repository's documentation. */
export function findProblems(base = root) {
  const markdownPages = [
    'README.md',
    'CONTRIBUTING.md',
    ...readdirSync(join(base, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file.split(sep).join('/')}`),
  ].filter((file) => existsSync(join(base, file)));
  const problems = markdownPages.flatMap((file) =>
    brokenLinks(readFileSync(join(base, file), 'utf8'), file, base),
  );

  const documented = documentedVariables(readFileSync(join(base, 'docs/configuration.md'), 'utf8'));
  for (const [name, file] of codeVariables(base)) {
    if (!documented.has(name))
      problems.push(`docs/configuration.md: ${name} (read in ${file}) is not listed`);
  }
  const known = mentioned(base, documented);
  for (const name of documented) {
    if (!known.has(name))
      problems.push(`docs/configuration.md: ${name} is listed but the code never uses it`);
  }
  problems.push(
    ...backendFolderProblems({
      architecture: readFileSync(join(base, 'docs/architecture.md'), 'utf8'),
      contributing: readFileSync(join(base, 'CONTRIBUTING.md'), 'utf8'),
      folders: backendFolders(base),
    }),
  );
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = findProblems();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? 'Documentation links, settings and backend folder lists are up to date.'
      : `${problems.length} problem(s).`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
