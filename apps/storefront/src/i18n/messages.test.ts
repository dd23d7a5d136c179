/** Every locale has every message of every namespace, and none is left in English by mistake. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './messages';
import { routing } from './routing';

const read = (locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(new URL(`../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

/** Flattens {a: {b: 'x'}} to {'a.b': 'x'}. */
function flatten(messages: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, String(value)]],
    ),
  );
}

/** Brand names and words that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = /^(SafetyGear Pro|Speedglas|Versaflo|FAQ|SKU|E-?mail|OK|Blog|\W*|\{\w+\}.*)$/;

describe.each(NAMESPACES)('messages/%s', (namespace) => {
  const english = flatten(read('en-US', namespace));

  it.each(routing.locales.filter((locale) => locale !== 'en-US'))(
    '%s has exactly the English keys',
    (locale) => {
      expect(Object.keys(flatten(read(locale, namespace))).sort()).toEqual(Object.keys(english).sort());
    },
  );

  it.each(routing.locales.filter((locale) => locale !== 'en-US'))('%s translates the texts', (locale) => {
    const translated = flatten(read(locale, namespace));
    const untranslated = Object.entries(english)
      .filter(
        ([key, text]) => translated[key] === text && !SAME_IN_EVERY_LANGUAGE.test(text) && text.length > 3,
      )
      .map(([key]) => key);
    // A few words are the same in some languages (e.g. "Error" in Spanish); most must differ.
    expect(untranslated.length).toBeLessThanOrEqual(Math.ceil(Object.keys(english).length * 0.15));
  });

  it.each(routing.locales)('%s keeps the {placeholders} of the English text', (locale) => {
    const translated = flatten(read(locale, namespace));
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    const broken = Object.entries(english)
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(translated[key] ?? '')),
      )
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });
});
