#!/usr/bin/env node
/**
 * The import structure of both apps, checked with dependency-cruiser:
 *   1. the module rules of .dependency-cruiser.cjs (no import cycles; shared code never imports
 *      features; the backend's lib knows no domain; the storefront never imports the backend);
 *   2. no cycle between folders that own a part of the product: the storefront's feature
 *      folders and the backend's domain folders. Two folders that import each other, even
 *      through different files, can no longer be understood, tested or moved apart; what both
 *      need belongs in a third place (lib, or a domain of its own).
 *
 *   node scripts/check-dependencies.mjs          prints what breaks a rule, exits 1 if anything does
 *   node scripts/check-dependencies.mjs --json   the same as JSON on stdout
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

/**
 * The folders that must not form cycles, each module mapped to the folder that owns it. In the
 * backend every top-level folder under src/ is a domain except the layers all domains build on
 * (db, graphql, lib, schema), the seed data and the test helpers.
 */
const BACKEND_LAYERS = new Set(['db', 'graphql', 'lib', 'schema', 'seed', 'testing']);

/** The owning feature or domain folder of a module, or null for code outside them. */
export function ownerOf(path) {
  const feature = /^apps\/storefront\/src\/features\/([^/]+)\//.exec(path);
  if (feature) return `apps/storefront/src/features/${feature[1]}`;
  const domain = /^apps\/commerce\/src\/([^/]+)\//.exec(path);
  if (domain && !BACKEND_LAYERS.has(domain[1])) return `apps/commerce/src/${domain[1]}`;
  return null;
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
