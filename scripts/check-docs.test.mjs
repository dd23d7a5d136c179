import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokenLinks, documentedVariables, variablesRead } from './check-docs.mjs';

describe('variablesRead', () => {
  it('finds process.env reads in their usual spellings, not assignments', () => {
    const code = [
      "const a = process.env.GQL_HOST ?? 'x';",
      "const b = process.env['STORE_SALE_BADGE'];",
      'const c = env.GTM_ID?.trim();',
      'process.env.E2E_BASE_URL = url;',
      'if (process.env.CI === undefined) {}',
      'const path = process.env.PATH;',
    ].join('\n');
    expect([...variablesRead(code)].sort()).toEqual(['CI', 'GQL_HOST', 'GTM_ID', 'STORE_SALE_BADGE']);
  });

  it('reads names from settings helpers and schema keys only in settings modules', () => {
    const code = "  COMMERCE_PORT: port(4000),\nflag('STORE_SHOW_SKU', true);";
    expect([...variablesRead(code)]).toEqual([]);
    expect([...variablesRead(code, { settingsModule: true })].sort()).toEqual([
      'COMMERCE_PORT',
      'STORE_SHOW_SKU',
    ]);
  });
});

describe('documentedVariables', () => {
  it('takes the names before the explanation of each bullet in "At a glance"', () => {
    const page = [
      '# Configuration',
      '## At a glance',
      '- `GQL_HOST` = `http://127.0.0.1:4000/graphql`: the backend, not `OTHER_NAME`',
      '- `SMTP_HOST`, `SMTP_PORT` (`587`): the mail server',
      '- `E2E_BASE_URL`,',
      '  `E2E_MAIL_DIR`: set by the setup',
      '## Details',
      '- `NOT_LISTED`: a detail',
    ].join('\n');
    expect([...documentedVariables(page)].sort()).toEqual([
      'E2E_BASE_URL',
      'E2E_MAIL_DIR',
      'GQL_HOST',
      'SMTP_HOST',
      'SMTP_PORT',
    ]);
  });
});

describe('brokenLinks', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-'));
    mkdirSync(join(root, 'docs', 'adr'), { recursive: true });
    writeFileSync(join(root, 'docs', 'adr', '0001-x.md'), '# x\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts links to files of the repository and to the web', () => {
    const page = '[a](adr/0001-x.md) [b](adr/0001-x.md#context) [c](https://example.com) [d](#top)';
    expect(brokenLinks(page, 'docs/index.md', root)).toEqual([]);
  });

  it('reports missing files and links out of the repository', () => {
    const page = '[gone](adr/0002-y.md) [out](../../elsewhere/notes.md)';
    expect(brokenLinks(page, 'docs/index.md', root)).toEqual([
      'docs/index.md: adr/0002-y.md does not exist',
      'docs/index.md: ../../elsewhere/notes.md points outside the repository',
    ]);
  });
});
