/**
 * The shop's locales are listed once, in locales.mjs (plain JavaScript, so the production server
 * reads it too); locales.d.mts gives TypeScript the same list as a type, which it cannot infer
 * from a JavaScript file here. This keeps the two the same, so a new locale added to one is not
 * missed by the type that makes every per-locale map (`Record<Locale, …>`) ask for it.
 */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  languageOfLocale,
  storefrontPageIn,
} from '@ppe/shop-rules/languages';
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

  it("is the one the backend's mails link to, each language to its locale, English without a prefix", () => {
    expect(LOCALES.map(languageOfLocale).map((language) => LANGUAGE_LOCALES[language])).toEqual([...LOCALES]);
    expect(LANGUAGE_LOCALES[DEFAULT_LANGUAGE]).toBe(DEFAULT_LOCALE);
    expect(storefrontPageIn('https://shop.example', 'de', '/cart')).toBe('https://shop.example/de-DE/cart');
    expect(storefrontPageIn('https://shop.example', 'en', '/cart')).toBe('https://shop.example/cart');
  });
});
