/** The committed generated types match the operations and the schema (nobody edits them by hand). */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const storefrontDir = new URL('../..', import.meta.url).pathname;
const codegenPackage = createRequire(import.meta.url).resolve('@graphql-codegen/cli/package.json');
const codegenBin = join(dirname(codegenPackage), 'cjs/bin.js');

describe('src/graphql/generated.ts', () => {
  it('is what graphql-codegen generates now (run `npm run codegen -w @ppe/storefront` after changing an operation)', () => {
    const check = () =>
      execFileSync(process.execPath, [codegenBin, '--config', 'codegen.ts', '--check'], {
        cwd: storefrontDir,
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  }, 60_000);
});
