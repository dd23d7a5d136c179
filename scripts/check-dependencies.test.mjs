import { describe, expect, it } from 'vitest';
import {
  BACKEND_LAYERS,
  backendFolder,
  folderCycles,
  layerOf,
  layerViolations,
  ownerOf,
  scriptsImportingBench,
} from './check-dependencies.mjs';

/** A dependency-cruiser module list from `{ source: [imports] }`. */
const graph = (imports) =>
  Object.entries(imports).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved })),
  }));

const SF = 'apps/storefront/src/features';
const CM = 'apps/commerce/src';

/** The rules one import breaks (none when it keeps to the layers). */
const rulesOf = (from, to) => layerViolations(graph({ [from]: [to] })).map((problem) => problem.rule);

describe('ownerOf', () => {
  it('maps storefront modules to their feature folder, however deep', () => {
    expect(ownerOf(`${SF}/cart/components/cart-panel.tsx`)).toBe(`${SF}/cart`);
    expect(ownerOf('apps/storefront/src/lib/commerce/server/client.ts')).toBeNull();
  });

  it('maps every backend module to its top-level folder, the modules of src/ itself to src/', () => {
    expect(ownerOf(`${CM}/accounts/providers/sign-in.ts`)).toBe(`${CM}/accounts`);
    for (const folder of ['db', 'graphql', 'lib', 'api', 'seed', 'testing']) {
      expect(ownerOf(`${CM}/${folder}/x.ts`)).toBe(`${CM}/${folder}`);
    }
    expect(ownerOf(`${CM}/server.ts`)).toBe(CM);
    expect(backendFolder(`${CM}/server.ts`)).toBe('.');
    expect(backendFolder('scripts/test.mjs')).toBeNull();
  });
});

describe('BACKEND_LAYERS', () => {
  it('puts each folder in one layer, and each layer uses only layers below it', () => {
    const folders = Object.values(BACKEND_LAYERS).flatMap((layer) => layer.folders);
    expect(new Set(folders).size).toBe(folders.length);
    const order = Object.keys(BACKEND_LAYERS);
    for (const [name, layer] of Object.entries(BACKEND_LAYERS)) {
      for (const used of layer.uses) expect(order.indexOf(used)).toBeLessThan(order.indexOf(name));
    }
    expect(layerOf('gift-cards')).toBe('domains');
    expect(layerOf('graphql')).toBe('kit');
    expect(layerOf('.')).toBe('api');
  });
});

describe('layerViolations', () => {
  it('refuses a kit folder importing a domain, the api, the seed or the test helpers', () => {
    expect(rulesOf(`${CM}/graphql/context.ts`, `${CM}/catalog/loaders.ts`)).toEqual(['kit-not-domains']);
    expect(rulesOf(`${CM}/db/request-scope.ts`, `${CM}/api/execution.ts`)).toEqual(['kit-not-api']);
    expect(rulesOf(`${CM}/lib/money.ts`, `${CM}/config.ts`)).toEqual(['kit-not-api']);
    expect(rulesOf(`${CM}/db/schema/catalog.ts`, `${CM}/seed/types.ts`)).toEqual(['kit-not-seed']);
    expect(rulesOf(`${CM}/db/client.ts`, `${CM}/testing/statements.ts`)).toEqual(['testing-only-in-tests']);
  });

  it('refuses a domain importing the api layer or the seed', () => {
    expect(rulesOf(`${CM}/cart/resolvers.ts`, `${CM}/api/schema.ts`)).toEqual(['domains-not-api']);
    expect(rulesOf(`${CM}/payments/mark-paid.ts`, `${CM}/config.ts`)).toEqual(['domains-not-api']);
    expect(rulesOf(`${CM}/accounts/x-cli.ts`, `${CM}/cli/database.ts`)).toEqual(['domains-not-api']);
    expect(rulesOf(`${CM}/media/render.ts`, `${CM}/seed/artwork/x.ts`)).toEqual(['domains-not-seed']);
  });

  it('refuses the seed importing the api layer', () => {
    expect(rulesOf(`${CM}/seed/cli.ts`, `${CM}/config.ts`)).toEqual(['seed-not-api']);
  });

  it('refuses any shipped module importing the test helpers (tests are not cruised)', () => {
    expect(rulesOf(`${CM}/api/conformance/cases.ts`, `${CM}/testing/addresses.ts`)).toEqual([
      'testing-only-in-tests',
    ]);
    expect(rulesOf(`${CM}/server.ts`, `${CM}/testing/test-store.ts`)).toEqual(['testing-only-in-tests']);
  });

  it('reports a backend folder that belongs to no layer', () => {
    expect(layerViolations([], ['cart', 'loyalty'])).toEqual([
      { rule: 'backend-folder-in-a-layer', from: `${CM}/loyalty`, to: '(no layer)' },
    ]);
  });

  it('accepts imports down the layers, within a folder and between domains', () => {
    const problems = layerViolations(
      graph({
        [`${CM}/graphql/money-fields.ts`]: [`${CM}/lib/money.ts`, `${CM}/settings/options.ts`],
        [`${CM}/cart/resolvers.ts`]: [
          `${CM}/graphql/context.ts`,
          `${CM}/catalog/loaders.ts`,
          `${CM}/cart/totals.ts`,
        ],
        [`${CM}/seed/demo.ts`]: [`${CM}/catalog/x.ts`, `${CM}/db/client.ts`],
        [`${CM}/api/schema.ts`]: [`${CM}/cart/resolvers.ts`, `${CM}/graphql/resolvers.ts`],
        [`${CM}/main.ts`]: [`${CM}/seed/demo.ts`, `${CM}/api/context.ts`],
        [`${CM}/testing/test-store.ts`]: [`${CM}/server.ts`, `${CM}/seed/demo.ts`],
        [`${SF}/cart/a.ts`]: [`${SF}/product/b.ts`],
      }),
      ['api', 'cart', 'catalog', 'db', 'graphql', 'lib', 'seed', 'settings', 'testing'],
    );
    expect(problems).toEqual([]);
  });
});

describe('folderCycles', () => {
  it('finds two folders importing each other through different files', () => {
    const cycles = folderCycles(
      graph({
        [`${SF}/cart/a.ts`]: [`${SF}/account/b.ts`],
        [`${SF}/account/c.ts`]: [`${SF}/cart/components/d.tsx`],
      }),
    );
    expect(cycles).toEqual([
      {
        folders: [`${SF}/account`, `${SF}/cart`],
        imports: [`${SF}/account/c.ts → ${SF}/cart/components/d.tsx`, `${SF}/cart/a.ts → ${SF}/account/b.ts`],
      },
    ]);
  });

  it('finds longer cycles as one set of folders', () => {
    const cycles = folderCycles(
      graph({
        [`${CM}/cart/a.ts`]: [`${CM}/orders/b.ts`],
        [`${CM}/orders/b.ts`]: [`${CM}/accounts/c.ts`],
        [`${CM}/accounts/c.ts`]: [`${CM}/cart/d.ts`],
      }),
    );
    expect(cycles.map((cycle) => cycle.folders)).toEqual([[`${CM}/accounts`, `${CM}/cart`, `${CM}/orders`]]);
  });

  it('finds cycles through the kit and the modules of src/ as well as between domains', () => {
    const cycles = folderCycles(
      graph({
        [`${CM}/cart/a.ts`]: [`${CM}/graphql/context.ts`],
        [`${CM}/graphql/context.ts`]: [`${CM}/cart/b.ts`],
        [`${CM}/payments/mark-paid.ts`]: [`${CM}/config.ts`],
        [`${CM}/config.ts`]: [`${CM}/payments/x.ts`],
      }),
    );
    expect(cycles.map((cycle) => cycle.folders)).toEqual([
      [CM, `${CM}/payments`],
      [`${CM}/cart`, `${CM}/graphql`],
    ]);
  });

  it('accepts one-way imports and imports within a folder', () => {
    const cycles = folderCycles(
      graph({
        [`${SF}/product/a.ts`]: [`${SF}/cart/b.ts`, `${SF}/product/c.ts`],
        [`${SF}/product/c.ts`]: [`${SF}/product/a.ts`],
        [`${CM}/cart/a.ts`]: [`${CM}/graphql/context.ts`],
        [`${CM}/api/schema.ts`]: [`${CM}/cart/a.ts`],
      }),
    );
    expect(cycles).toEqual([]);
  });
});

describe('scriptsImportingBench', () => {
  const files = {
    'scripts/lib/budget.mjs':
      "import { PAGES } from '../../bench/lib/pages.mjs';\nimport { x } from './pages.mjs';",
    'scripts/run.mjs': "const bench = await import('../bench/run.mjs');",
    'scripts/ok.mjs': "import { freePort } from './lib/processes.mjs';\n// see bench/README.md",
  };
  const read = (file) => files[file];

  it('finds a script importing a benchmark, statically or dynamically', () => {
    expect(scriptsImportingBench(Object.keys(files), read)).toEqual([
      ['scripts/lib/budget.mjs', 'bench/lib/pages.mjs'],
      ['scripts/run.mjs', 'bench/run.mjs'],
    ]);
  });

  it('accepts scripts importing only scripts', () => {
    expect(scriptsImportingBench(['scripts/ok.mjs'], read)).toEqual([]);
  });
});
