/** The committed resolver types match the schema (nobody edits them by hand). */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const commerceDir = new URL('../../..', import.meta.url).pathname;
const codegenPackage = createRequire(import.meta.url).resolve('@graphql-codegen/cli/package.json');
const codegenBin = join(dirname(codegenPackage), 'cjs/bin.js');

describe('src/graphql/generated/resolvers-types.ts', () => {
  it('is what graphql-codegen generates now (run `npm run codegen -w @ppe/commerce` after changing the SDL)', () => {
    const check = () =>
      execFileSync(process.execPath, [codegenBin, '--config', 'codegen.ts', '--check'], {
        cwd: commerceDir,
        stdio: 'pipe',
      });
    expect(check).not.toThrow();
  }, 60_000);
});
