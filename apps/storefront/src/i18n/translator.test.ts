/**
 * The browser's translator (translator.ts) words every message the browser gets exactly as
 * next-intl words it on the server, from the same compiled catalogue (vitest.config.ts compiles
 * it as the build does): a page's words do not change when it hydrates.
 */
import { readFileSync } from 'node:fs';
import { createTranslator as nextIntlTranslator } from 'next-intl';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickClientMessages, ROUTE_MESSAGE_PATHS, SHELL_MESSAGE_PATHS } from './client-messages';
import { NAMESPACES } from './messages';
import { routing } from './routing';
import { createTranslator, type Messages } from './translator';

const compiled = async (locale: string): Promise<Messages> =>
  Object.fromEntries(
    await Promise.all(
      NAMESPACES.map(async (namespace) => [
        namespace,
        (await import(`../messages/${locale}/${namespace}.json`)).default,
      ]),
    ),
  );

/** The source text of each message (its arguments and tags are read from it). */
const sources = (locale: string): Record<string, string> =>
  Object.fromEntries(
    NAMESPACES.flatMap((namespace) =>
      flatten(
        JSON.parse(readFileSync(new URL(`../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8')),
        `${namespace}.`,
      ),
    ),
  );

function flatten(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

/** A value for each argument (a number serves plurals, numbers and text) and each tag. */
function valuesFor(source: string) {
  const values: Record<string, unknown> = {};
  for (const [, name] of source.matchAll(/\{(\w+)/g)) values[name as string] = 1234.5;
  for (const [, tag] of source.matchAll(/<(\w+)>/g))
    values[tag as string] = (chunks: unknown[]) => `[${tag}:${chunks.join('')}]`;
  return values;
}

const browserPaths = [...SHELL_MESSAGE_PATHS, ...Object.values(ROUTE_MESSAGE_PATHS).flat()];

describe('the browser translator', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(routing.locales)(
    'words every message the browser gets as next-intl does, in %s',
    async (locale) => {
      const messages = pickClientMessages(await compiled(locale), browserPaths);
      const ours = createTranslator({ locale, messages, timeZone: 'UTC' });
      // Untyped keys: the catalogue is read at run time here.
      const theirs = nextIntlTranslator({ locale, messages, timeZone: 'UTC' }) as unknown as typeof ours;
      const texts = sources(locale);
      const keys = Object.keys(texts).filter((key) => ours.has(key));
      expect(keys.length).toBeGreaterThan(300);
      for (const key of keys) {
        const values = valuesFor(texts[key] as string);
        expect(ours.markup(key, values), key).toBe(theirs.markup(key, values));
      }
    },
  );

  it('writes numbers and plurals the locale’s way', async () => {
    const german = createTranslator({
      locale: 'de-DE',
      messages: await compiled('de-DE'),
      namespace: 'catalog.rating',
    });
    expect(german('withCount', { rating: 4.5, count: 1 })).toBe('Bewertet mit 4,5 von 5, 1 Bewertung');
    expect(german('withCount', { rating: 4.5, count: 2 })).toBe('Bewertet mit 4,5 von 5, 2 Bewertungen');
  });

  it('gives each element of rich text a key, so React renders them side by side', () => {
    const messages = { note: ['Read ', ['link', 'this'], ' and ', ['link', 'that']] } as unknown as Messages;
    const t = createTranslator({ locale: 'en-US', messages });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const parts = t.rich('note', {
      link: (chunks: unknown[]) => createElement('a', { href: '/x' }, ...(chunks as string[])),
    });
    expect(Array.isArray(parts)).toBe(true);
    const elements = (parts as unknown[]).filter(isValidElement) as ReactElement[];
    expect(elements.map((element) => element.key)).toEqual(['link0', 'link1']);
    expect(renderToStaticMarkup(createElement('p', null, parts))).toBe(
      '<p>Read <a href="/x">this</a> and <a href="/x">that</a></p>',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('shows a missing message as its path and reports it, instead of failing the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator({
      locale: 'en-US',
      messages: { cart: { add: { button: 'Add' } } },
      namespace: 'cart.add',
    });
    expect(t('button')).toBe('Add');
    expect(t('gone')).toBe('cart.add.gone');
    expect(t.has('gone')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('cart.add.gone'));
  });
});
