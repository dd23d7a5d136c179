import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countLines, exemption, LINE_LIMIT, oversizedFiles, sourceFiles } from './check-file-size.mjs';

const lines = (n) => 'x\n'.repeat(n);

let root;
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'file-size-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('countLines', () => {
  it('counts like wc -l, plus a last line without a newline', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
    expect(countLines('a\n\nb\n')).toBe(3);
  });
});

describe('exemption', () => {
  it('exempts tests, seed data, generated code and the reference schema', () => {
    expect(exemption('apps/commerce/src/cart/cart.test.ts')).toBe('test');
    expect(exemption('e2e/tests/cart/cart.spec.ts')).toBe('test');
    expect(exemption('apps/commerce/src/seed/catalog/products-masks.ts')).toBe('seed data');
    expect(exemption('apps/storefront/src/graphql/generated.ts')).toBe('generated');
    expect(exemption('apps/commerce/src/graphql/generated/resolvers-types.ts')).toBe('generated');
    expect(exemption('apps/storefront/src/graphql/generated/browser-operations.generated.ts')).toBe(
      'generated',
    );
    expect(exemption('apps/commerce/src/testing/woonuxt-paths.ts')).toBe('test');
    expect(exemption('apps/commerce/src/db/migrations/0001_init.sql')).toBe('generated');
    expect(exemption('reference/woographql/schema.graphql')).toBe('reference copy');
  });

  it('holds everything else to the limit', () => {
    expect(exemption('apps/commerce/src/cart/service.ts')).toBeNull();
    expect(exemption('apps/commerce/src/seed/seed-catalog.ts')).toBeNull();
    expect(exemption('apps/storefront/src/features/cart/components/cart.module.css')).toBeNull();
    expect(exemption('apps/storefront/src/graphql/operations/get-products.graphql')).toBeNull();
    // A name that merely contains "test" is not a test.
    expect(exemption('apps/commerce/src/checkout/test-card.ts')).toBeNull();
    expect(exemption('apps/storefront/src/graphql/generated-names.ts')).toBeNull();
  });
});

describe('oversizedFiles', () => {
  it('reports source files over the limit, longest first, and nothing at the limit', () => {
    write('apps/storefront/src/at-limit.ts', lines(LINE_LIMIT));
    write('apps/storefront/src/over.tsx', lines(LINE_LIMIT + 1));
    write('apps/commerce/src/much-over.ts', lines(LINE_LIMIT + 50));
    write('apps/storefront/src/styles.module.css', lines(LINE_LIMIT + 2));

    expect(oversizedFiles(root)).toEqual([
      { path: 'apps/commerce/src/much-over.ts', lines: LINE_LIMIT + 50 },
      { path: 'apps/storefront/src/styles.module.css', lines: LINE_LIMIT + 2 },
      { path: 'apps/storefront/src/over.tsx', lines: LINE_LIMIT + 1 },
    ]);
  });

  it('leaves out exempt files, other file types and skipped folders', () => {
    write('apps/commerce/src/cart/cart.test.ts', lines(900));
    write('apps/commerce/src/seed/catalog/products.ts', lines(900));
    write('apps/storefront/src/graphql/generated.ts', lines(900));
    write('docs/long.md', lines(900));
    write('node_modules/pkg/index.js', lines(900));
    write('apps/storefront/.next/server/page.js', lines(900));

    expect(oversizedFiles(root)).toEqual([]);
    expect(sourceFiles(root)).toEqual([
      'apps/commerce/src/cart/cart.test.ts',
      'apps/commerce/src/seed/catalog/products.ts',
      'apps/storefront/src/graphql/generated.ts',
    ]);
  });

  it('takes another limit', () => {
    write('a.ts', lines(11));
    expect(oversizedFiles(root, 10)).toEqual([{ path: 'a.ts', lines: 11 }]);
  });
});

describe('the command', () => {
  it('exits 0 on this repository only when no file is over the limit, and lists offenders as JSON', () => {
    const script = new URL('./check-file-size.mjs', import.meta.url).pathname;
    const result = spawnSync(process.execPath, [script, '--json'], { encoding: 'utf8' });
    const offenders = JSON.parse(result.stdout);
    expect(Array.isArray(offenders)).toBe(true);
    expect(result.status).toBe(offenders.length === 0 ? 0 : 1);
  });
});
