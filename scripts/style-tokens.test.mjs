/**
 * The stylesheet check (.stylelintrc.json, run by `npm test`'s checks): component CSS takes its
 * colours, shadows, type and spacing from the design tokens, and only the tokens file may write
 * raw values.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const config = JSON.parse(readFileSync(join(root, '.stylelintrc.json'), 'utf8'));
const componentFile = join(root, 'apps/storefront/src/features/example/example.module.css');

/** The rules a stylesheet breaks, as stylelint reports them. */
async function problems(code, codeFilename = componentFile) {
  const { results } = await stylelint.lint({ code, codeFilename, config, configBasedir: root });
  return results.flatMap((result) => result.warnings.map((warning) => warning.rule));
}

describe('component stylesheets', () => {
  it('accept a rule written only with tokens', async () => {
    const css = `.card {
      padding: var(--space-4) 0;
      margin: -1px auto 0;
      border: 1px solid var(--color-border);
      border-radius: var(--radius-md);
      background: var(--color-surface);
      color: var(--color-text);
      box-shadow: var(--shadow-sm), var(--ring-focus);
      font: inherit;
      font-size: var(--text-lg);
      font-weight: var(--weight-bold);
      line-height: var(--leading-tight);
      letter-spacing: var(--tracking-wide);
    }`;
    expect(await problems(css)).toEqual([]);
  });

  it.each([
    ['a hex colour', '.a { color: #fff; }', 'color-no-hex'],
    ['a named colour', '.a { background: white; }', 'color-named'],
    ['an rgb() colour', '.a { border-color: rgb(0 0 0 / 0.5); }', 'function-disallowed-list'],
    ['an hsl() colour', '.a { color: hsl(210 50% 40%); }', 'function-disallowed-list'],
    [
      'a raw shadow',
      '.a { box-shadow: 0 2px 4px var(--color-border); }',
      'declaration-property-value-allowed-list',
    ],
    ['a raw font size', '.a { font-size: 0.8rem; }', 'declaration-property-value-allowed-list'],
    [
      'a computed font size',
      '.a { font-size: calc(var(--text-md) * 1.1); }',
      'declaration-property-value-allowed-list',
    ],
    [
      'a font shorthand with a size',
      '.a { font: 700 1rem sans-serif; }',
      'declaration-property-value-allowed-list',
    ],
    ['a raw font weight', '.a { font-weight: 600; }', 'declaration-property-value-allowed-list'],
    ['a raw line height', '.a { line-height: 1.4; }', 'declaration-property-value-allowed-list'],
    [
      'spacing off the scale',
      '.a { padding: var(--space-2) 0.6rem; }',
      'declaration-property-value-disallowed-list',
    ],
    ['a gap off the scale', '.a { gap: 10px; }', 'declaration-property-value-disallowed-list'],
  ])('reject %s', async (_name, css, rule) => {
    expect(await problems(css)).toContain(rule);
  });

  it('let the tokens file define the raw values', async () => {
    const tokens = join(root, 'apps/storefront/src/app/tokens.css');
    expect(await problems(readFileSync(tokens, 'utf8'), tokens)).toEqual([]);
    // The same text anywhere else is refused.
    expect((await problems(readFileSync(tokens, 'utf8'))).length).toBeGreaterThan(0);
  });
});
