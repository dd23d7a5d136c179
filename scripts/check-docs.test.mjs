import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backendFolderProblems,
  brokenLinks,
  documentedVariables,
  listedFolders,
  variablesRead,
} from './check-docs.mjs';

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

describe('backend folder lists', () => {
  const layers = {
    kit: { folders: ['db', 'lib'] },
    domains: { folders: ['cart', 'gift-cards', 'newsletter'] },
    seed: { folders: ['seed'] },
    api: { folders: ['.', 'api'] },
    testing: { folders: ['testing'] },
  };
  const folders = ['api', 'cart', 'db', 'gift-cards', 'lib', 'newsletter', 'seed', 'testing'];
  const architecture = (domains = '`cart`, `gift-cards`, `newsletter`') =>
    [
      '- **Kit** (`db`, `lib`): what every domain builds on, `graphql/context.ts` among it.',
      `- **Domains** (${domains}): one folder a`,
      '  part of the shop (see `cart/service.ts`).',
      '- **Seed** (`seed`): the demo store.',
      '- **API** (`api`): the top, with the modules of `src/` itself (`main.ts`).',
      '- **Test helpers** (`testing`): for tests.',
    ].join('\n');
  const contributing = (domains = '`cart`, `gift-cards`,\n  `newsletter`') =>
    `- **Backend domains.** One folder per domain under \`apps/commerce/src/\` (${domains}), thin resolvers.`;

  it("reads the code spans of the first parentheses after a bullet's label, across lines", () => {
    expect(listedFolders(architecture(), 'Domains')).toEqual(['cart', 'gift-cards', 'newsletter']);
    expect(listedFolders(contributing(), 'Backend domains')).toEqual(['cart', 'gift-cards', 'newsletter']);
    expect(listedFolders(architecture(), 'Storefront')).toBeNull();
  });

  it('accepts lists that name every folder under its layer', () => {
    expect(
      backendFolderProblems({ architecture: architecture(), contributing: contributing(), folders, layers }),
    ).toEqual([]);
  });

  it('reports a domain folder a list leaves out', () => {
    expect(
      backendFolderProblems({
        architecture: architecture('`cart`, `newsletter`'),
        contributing: contributing('`cart`, `gift-cards`'),
        folders,
        layers,
      }),
    ).toEqual([
      'docs/architecture.md: Domains leaves out apps/commerce/src/gift-cards',
      'CONTRIBUTING.md: Backend domains leaves out apps/commerce/src/newsletter',
    ]);
  });

  it('reports a listed folder that is gone or in another layer, and a folder in no layer', () => {
    expect(
      backendFolderProblems({
        architecture: architecture('`cart`, `gift-cards`, `newsletter`, `wishlist`, `db`'),
        contributing: contributing(),
        folders: [...folders, 'loyalty'],
        layers,
      }),
    ).toEqual([
      'docs/architecture.md: Domains lists wishlist, not a folder of apps/commerce/src',
      'docs/architecture.md: Domains lists db, which is not in that layer',
      'docs/architecture.md: apps/commerce/src/loyalty is in no layer',
    ]);
  });

  it('reports a layer list missing from the page', () => {
    expect(
      backendFolderProblems({
        architecture: '# Architecture',
        contributing: contributing(),
        folders,
        layers,
      }),
    ).toContain('docs/architecture.md: no "Domains" list of backend folders');
  });
});
