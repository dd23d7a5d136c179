import { describe, expect, it } from 'vitest';
import { folderCycles, ownerOf } from './check-dependencies.mjs';

/** A dependency-cruiser module list from `{ source: [imports] }`. */
const graph = (imports) =>
  Object.entries(imports).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved })),
  }));

const SF = 'apps/storefront/src/features';
const CM = 'apps/commerce/src';

describe('ownerOf', () => {
  it('maps storefront modules to their feature folder, however deep', () => {
    expect(ownerOf(`${SF}/cart/components/cart-panel.tsx`)).toBe(`${SF}/cart`);
    expect(ownerOf('apps/storefront/src/lib/commerce/client.ts')).toBeNull();
  });

  it('maps backend modules to their domain, leaving out the layers every domain builds on', () => {
    expect(ownerOf(`${CM}/accounts/providers/sign-in.ts`)).toBe(`${CM}/accounts`);
    for (const layer of ['db', 'graphql', 'lib', 'schema', 'seed', 'testing']) {
      expect(ownerOf(`${CM}/${layer}/x.ts`)).toBeNull();
    }
    expect(ownerOf(`${CM}/server.ts`)).toBeNull();
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

  it('accepts one-way imports, imports within a folder and cycles through shared layers', () => {
    const cycles = folderCycles(
      graph({
        [`${SF}/product/a.ts`]: [`${SF}/cart/b.ts`, `${SF}/product/c.ts`],
        [`${SF}/product/c.ts`]: [`${SF}/product/a.ts`],
        [`${CM}/cart/a.ts`]: [`${CM}/graphql/context.ts`],
        [`${CM}/graphql/schema.ts`]: [`${CM}/cart/a.ts`],
      }),
    );
    expect(cycles).toEqual([]);
  });
});
