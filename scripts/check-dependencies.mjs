#!/usr/bin/env node
/**
 * The import structure of both apps, checked with dependency-cruiser:
 *   1. the module rules of .dependency-cruiser.cjs (no import cycles; shared code never imports
 *      features; the backend's lib knows no other folder; the storefront never imports the backend);
 *   2. the backend's layers (BACKEND_LAYERS): every top-level folder of apps/commerce/src belongs to
 *      one, and imports go down only: the kit imports no domain, the domains never import the api,
 *      the seed and the test helpers; only tests import the test helpers (layerViolations);
 *   3. no cycle between folders that own a part of the product: the storefront's feature folders
 *      and every top-level folder of the backend. Two folders that import each other, even through
 *      different files, can no longer be understood, tested or moved apart; what both need belongs
 *      in a third place (the kit, or a domain of its own).
 * Tests are left out of the cruise: they may reach across folders to set a scene.
 *
 * Outside the apps, one direction holds too: bench/ uses the helpers of scripts/ (scripts/lib),
 * scripts/ never imports bench/ (scriptsImportingBench).
 *
 *   node scripts/check-dependencies.mjs          prints what breaks a rule, exits 1 if anything does
 *   node scripts/check-dependencies.mjs --json   the same as JSON on stdout
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const BACKEND = 'apps/commerce/src';

/**
 * The backend's layers, lowest first, and the top-level folders of apps/commerce/src in each
 * ('.' stands for the modules directly in src/: main.ts, server.ts, config.ts, logger.ts). A layer
 * imports its own and the layers it lists in `uses`.
 */
export const BACKEND_LAYERS = {
  kit: {
    folders: ['db', 'graphql', 'lib', 'limits', 'schema', 'sessions', 'settings'],
    uses: [],
  },
  domains: {
    folders: [
      'accounts',
      'cart',
      'catalog',
      'checkout',
      'content',
      'downloads',
      'gift-cards',
      'inventory',
      'media',
      'newsletter',
      'orders',
      'payments',
      'reviews',
      'stock-alerts',
      'webhooks',
      'wishlist',
    ],
    uses: ['kit'],
  },
  seed: { folders: ['seed'], uses: ['kit', 'domains'] },
  api: { folders: ['.', 'api', 'cli', 'security'], uses: ['kit', 'domains', 'seed'] },
  testing: { folders: ['testing'], uses: ['kit', 'domains', 'seed', 'api'] },
};

/** The top-level backend folder of a path ('.' for a module directly in src/), or null outside it. */
export function backendFolder(path) {
  if (!path.startsWith(`${BACKEND}/`)) return null;
  const rest = path.slice(BACKEND.length + 1);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : '.';
}

/** The layer of a backend folder, or null for a folder no layer lists. */
export function layerOf(folder, layers = BACKEND_LAYERS) {
  return Object.keys(layers).find((layer) => layers[layer].folders.includes(folder)) ?? null;
}

/** The owning feature folder or backend folder of a module, or null for code outside them. */
export function ownerOf(path) {
  const feature = /^apps\/storefront\/src\/features\/([^/]+)\//.exec(path);
  if (feature) return `apps/storefront/src/features/${feature[1]}`;
  const folder = backendFolder(path);
  if (folder === null) return null;
  return folder === '.' ? BACKEND : `${BACKEND}/${folder}`;
}

/**
 * Backend imports that go against the layers, one entry per import: `rule` names what it breaks.
 * `modules` is dependency-cruiser's list (tests left out); `folders` the top-level folders of
 * src/, so a folder that belongs to no layer is reported even before anything imports it.
 */
export function layerViolations(modules, folders = [], layers = BACKEND_LAYERS) {
  const problems = [];
  for (const folder of folders) {
    if (!layerOf(folder, layers)) {
      problems.push({ rule: 'backend-folder-in-a-layer', from: `${BACKEND}/${folder}`, to: '(no layer)' });
    }
  }
  for (const module of modules) {
    const fromFolder = backendFolder(module.source);
    if (fromFolder === null) continue;
    const from = layerOf(fromFolder, layers);
    for (const dependency of module.dependencies ?? []) {
      const toFolder = backendFolder(dependency.resolved);
      if (toFolder === null || toFolder === fromFolder) continue;
      const to = layerOf(toFolder, layers);
      if (!from || !to || from === to) continue;
      const evidence = { from: module.source, to: dependency.resolved };
      if (to === 'testing') problems.push({ rule: 'testing-only-in-tests', ...evidence });
      else if (!layers[from].uses.includes(to)) problems.push({ rule: `${from}-not-${to}`, ...evidence });
    }
  }
  return problems;
}

/** The top-level folders of the backend's src/. */
function backendFolders(base = root) {
  return readdirSync(join(base, BACKEND), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Relative imports of `.mjs` files under scripts/ that lead into bench/: `[file, import]` pairs. */
export function scriptsImportingBench(files, read = (file) => readFileSync(join(root, file), 'utf8')) {
  const found = [];
  for (const file of files) {
    for (const match of read(file).matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = relative(root, join(root, file, '..', match[1]))
        .split('\\')
        .join('/');
      if (target === 'bench' || target.startsWith('bench/')) found.push([file, target]);
    }
  }
  return found;
}

/**
 * The `.mjs`, `.js` and `.ts` files of scripts/, node_modules left out, and this check's own test,
 * whose examples name bench/ on purpose.
 */
function scriptFiles(dir = 'scripts', found = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') scriptFiles(path, found);
    } else if (/\.(mjs|js|ts)$/.test(entry.name) && path !== 'scripts/check-dependencies.test.mjs') {
      found.push(path);
    }
  }
  return found;
}

/**
 * Cycles between owners: each strongly connected set of two or more folders, with one import
 * for each folder-to-folder edge inside it as evidence. `modules` is dependency-cruiser's list.
 */
export function folderCycles(modules, owner = ownerOf) {
  /** @type {Map<string, Map<string, string>>} folder → folder it imports → one import doing it */
  const edges = new Map();
  for (const module of modules) {
    const from = owner(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies ?? []) {
      const to = owner(dependency.resolved);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
    }
  }

  // Tarjan's strongly connected components.
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);

  return components
    .map((folders) => ({
      folders,
      imports: folders.flatMap((from) =>
        [...(edges.get(from) ?? [])]
          .filter(([to]) => folders.includes(to))
          .map(([, evidence]) => evidence)
          .sort(),
      ),
    }))
    .sort((a, b) => a.folders[0].localeCompare(b.folders[0]));
}

/** Runs dependency-cruiser over both apps with the committed rules; resolves its result. */
async function cruiseRepository() {
  const { cruise } = await import('dependency-cruiser');
  const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
  // dependency-cruiser reads paths relative to the working directory.
  process.chdir(root);
  const { output } = await cruise(
    ['apps/storefront/src', 'apps/commerce/src'],
    { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden }, outputType: 'json' },
    // The storefront's `@/` (tsconfig `paths`), as an alias the resolver applies directly.
    { alias: { '@': join(root, 'apps/storefront/src') } },
  );
  return typeof output === 'string' ? JSON.parse(output) : output;
}

/** Rule violations and folder cycles of the repository as it is now. */
export async function findProblems() {
  const result = await cruiseRepository();
  const violations = result.summary.violations
    .filter((violation) => violation.rule.severity === 'error')
    .map((violation) => ({
      rule: violation.rule.name,
      from: violation.from,
      to: violation.to,
      ...(violation.cycle ? { cycle: violation.cycle.map((step) => step.name ?? step) } : {}),
    }));
  violations.push(...layerViolations(result.modules, backendFolders()));
  for (const [file, target] of scriptsImportingBench(scriptFiles())) {
    violations.push({ rule: 'scripts-not-bench', from: file, to: target });
  }
  return { violations, folderCycles: folderCycles(result.modules), modules: result.modules.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { violations, folderCycles: cycles, modules } = await findProblems();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ violations, folderCycles: cycles }, null, 2));
  } else {
    for (const violation of violations) {
      const path = violation.cycle ? [violation.from, ...violation.cycle].join(' → ') : violation.to;
      console.error(`${violation.rule}: ${violation.cycle ? path : `${violation.from} → ${path}`}`);
    }
    for (const cycle of cycles) {
      console.error(`folder-cycle: ${cycle.folders.join(' ⇄ ')}`);
      for (const evidence of cycle.imports) console.error(`    ${evidence}`);
    }
    const problems = violations.length + cycles.length;
    console.log(
      problems === 0
        ? `Imports follow the rules (${modules} modules).`
        : `${violations.length} rule violation(s), ${cycles.length} folder cycle(s) in ${modules} modules.`,
    );
  }
  process.exitCode = violations.length + cycles.length === 0 ? 0 : 1;
}
