/**
 * Every locale has every info page, written out in full: the same sections, lists and steps as
 * the English text, the same {placeholders} and links in each block, and its own words.
 */
import { describe, expect, it, vi } from 'vitest';
import { routing } from '@/i18n/routing';

vi.mock('server-only', () => ({}));
const { getInfoPage, INFO_PAGES } = await import('./index');
const { INFO_PAGE_SLUGS, INFO_PLACEHOLDERS } = await import('./types');
type InfoBlock = import('./types').InfoBlock;
type InfoPageContent = import('./types').InfoPageContent;

const english = INFO_PAGES['en-US'];
const others = routing.locales.filter((locale) => locale !== 'en-US');

const blockTexts = (block: InfoBlock): string[] =>
  typeof block === 'string' ? [block] : 'list' in block ? block.list : block.steps;
const blockShape = (block: InfoBlock) =>
  typeof block === 'string'
    ? 'p'
    : 'list' in block
      ? `list:${block.list.length}`
      : `steps:${block.steps.length}`;
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);

/** Every text of a page with where it sits, for comparing two locales text by text. */
function texts(page: InfoPageContent): [string, string][] {
  return [
    ['title', page.title],
    ['description', page.description],
    ...page.intro.map((text, i): [string, string] => [`intro.${i}`, text]),
    ...page.sections.flatMap((section, s) => [
      [`sections.${s}.heading`, section.heading] as [string, string],
      ...section.blocks.flatMap((block, b) =>
        blockTexts(block).map((text, t): [string, string] => [`sections.${s}.blocks.${b}.${t}`, text]),
      ),
    ]),
  ];
}

describe.each(INFO_PAGE_SLUGS)('info page %s', (slug) => {
  const source = english[slug];

  it('uses only the known placeholders in English', () => {
    const used = new Set(texts(source).flatMap(([, text]) => placeholders(text)));
    for (const name of used) expect(INFO_PLACEHOLDERS.map((p) => `{${p}}`)).toContain(name);
  });

  it.each(others)('%s has the same structure as English', (locale) => {
    const page = INFO_PAGES[locale][slug];
    expect(page.intro.length).toBe(source.intro.length);
    expect(page.updated).toBe(source.updated);
    expect(page.sections.map((section) => section.blocks.map(blockShape))).toEqual(
      source.sections.map((section) => section.blocks.map(blockShape)),
    );
  });

  it.each(others)('%s keeps the placeholders and links of each text', (locale) => {
    const translated = new Map(texts(INFO_PAGES[locale][slug]));
    const broken = texts(source)
      .filter(([where, text]) => {
        const other = translated.get(where) ?? '';
        return (
          JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(other)) ||
          JSON.stringify(links(text)) !== JSON.stringify(links(other))
        );
      })
      .map(([where]) => where);
    expect(broken).toEqual([]);
  });

  it.each(others)('%s is translated', (locale) => {
    const translated = new Map(texts(INFO_PAGES[locale][slug]));
    // A single word may read the same ("Cookies", "Contact"); sentences may not.
    const same = texts(source)
      .filter(([where, text]) => translated.get(where) === text && /\s/.test(text))
      .map(([where]) => where);
    expect(same).toEqual([]);
  });

  it.each(routing.locales)('%s fills every placeholder', (locale) => {
    const page = getInfoPage(slug, locale);
    const left = texts(page).filter(([, text]) => /\{\w+\}/.test(text));
    expect(left).toEqual([]);
  });
});

describe('getInfoPage', () => {
  it('fills the store settings and contact details', () => {
    const page = getInfoPage('shipping-returns', 'en-US');
    expect(page.description).toContain('$50');
    expect(page.description).toContain('30-day');
    const steps = page.sections
      .flatMap((section) => section.blocks)
      .find((block) => typeof block !== 'string' && 'steps' in block);
    expect(JSON.stringify(steps)).toMatch(/Columbus, OH \d{5}/);
  });
});
