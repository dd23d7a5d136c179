/**
 * The shop's locales are listed once, in locales.mjs (plain JavaScript, so the production server
 * reads it too); locales.d.mts gives TypeScript the same list as a type, which it cannot infer
 * from a JavaScript file here. This keeps the two the same, so a new locale added to one is not
 * missed by the type that makes every per-locale map (`Record<Locale, …>`) ask for it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from './locales.mjs';

const declaration = readFileSync(new URL('./locales.d.mts', import.meta.url), 'utf8');

const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((match) => match[1]);

describe('the locale list', () => {
  it('is typed as it is written', () => {
    const tuple = /LOCALES:\s*readonly\s*\[([^\]]*)\]/.exec(declaration)?.[1] ?? '';
    expect(quoted(tuple)).toEqual([...LOCALES]);
    const fallback = /DEFAULT_LOCALE:\s*([^;]+);/.exec(declaration)?.[1] ?? '';
    expect(quoted(fallback)).toEqual([DEFAULT_LOCALE]);
  });

  it('names each locale once, with its region (the language switcher and hreflang need it)', () => {
    expect(new Set(LOCALES).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(LOCALES).toContain(DEFAULT_LOCALE);
  });
});
