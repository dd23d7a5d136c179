import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { languageOfLocale } from '../../packages/shop-rules/src/languages.ts';
import { catalogue, type MessagePattern, messagePatterns } from './messages';
import { englishStoreWords, letterCount, MIN_LETTERS, sentences, storeWords } from './store-text';

/**
 * Finds English on a page shown in another language: every text the shopper sees there that is an
 * English text with a translation into that language. English texts with a translation are the
 * storefront's interface messages (apps/storefront/src/messages) whose translation differs, and,
 * unless only the interface is checked, the demo store's content with a translation
 * (store-text.ts) and the backend's English messages the page received. A text counts only
 * whole (a line, a text node, a sentence, a "label: value" part) and in its exact letter case, so
 * English inside a brand or an untranslated product's name is no alarm, and a text that also reads
 * as the other language (a translation that happens to be spelled alike) is none either.
 */
export interface UntranslatedText {
  text: string;
  /** Where the English comes from: "catalogue cart.add.button", "product …: name", "backend message". */
  source: string;
}

interface EnglishPattern extends MessagePattern {
  source: string;
}

export class UntranslatedTextCheck {
  /** English messages the backend sent the page: the storefront shows its own words for them. */
  private readonly backendMessages = new Map<string, string>();

  private constructor(
    readonly locale: string,
    private readonly englishPatterns: EnglishPattern[],
    private readonly localPatterns: MessagePattern[],
    private readonly english: Map<string, string>,
    /** Translated store content: reads as this language whatever it resembles. */
    private readonly translated: Set<string>,
    /** Store content kept in English by design: English, but no interface text. */
    private readonly keptEnglish: Set<string>,
    private readonly content: boolean,
  ) {}

  /**
   * The check for `locale`. With `content: false` (a stock site, whose content is the store's own
   * language) only the interface counts.
   */
  static async create(
    request: APIRequestContext,
    locale: string,
    { content = true }: { content?: boolean } = {},
  ): Promise<UntranslatedTextCheck> {
    const english = catalogue('en-US');
    const local = catalogue(locale);
    const localMessages = new Set(local.values());
    const englishPatterns: EnglishPattern[] = [];
    for (const [key, message] of english) {
      if (local.get(key) === message || localMessages.has(message)) continue;
      for (const reading of messagePatterns(message))
        if (reading.letters >= MIN_LETTERS) englishPatterns.push({ ...reading, source: `catalogue ${key}` });
    }
    // A pattern that is nearly all placeholder ("{name}") would pass any text as the local language.
    const localPatterns = [...localMessages]
      .flatMap(messagePatterns)
      .filter((reading) => reading.letters >= MIN_LETTERS || !reading.pattern.source.includes('.+?'));
    const words = content ? await storeWords(request, languageOfLocale(locale)) : englishStoreWords();
    return new UntranslatedTextCheck(
      locale,
      englishPatterns,
      localPatterns,
      words.english,
      words.translated,
      words.keptEnglish,
      content,
    );
  }

  /**
   * From now on, the `errors[].message` of every answer of the shop's /api/graphql route counts
   * too: as English, since the storefront shows its own words for the backend's error codes; on a
   * stock site, which sends no codes and speaks its own language, as that site's words.
   */
  watchBackendMessages(page: Page): void {
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/graphql') return;
      const body = (await response.json().catch(() => null)) as {
        errors?: Array<{ message?: unknown }>;
      } | null;
      for (const { message } of body?.errors ?? []) {
        if (typeof message !== 'string') continue;
        if (this.content) this.backendMessages.set(message, 'backend message');
        else this.keptEnglish.add(message);
      }
    });
  }

  /**
   * English texts of words the storefront's catalogue and the store's content do not hold (an
   * email's, written by the backend), as [English, translation, where] triples: the English counts
   * from now on wherever it reads differently from its translation.
   */
  knowEnglish(pairs: [string, string, string][]): void {
    for (const [english, translated, source] of pairs) {
      const into = sentences(translated);
      for (const text of sentences(english)) if (!into.includes(text)) this.english.set(text, source);
    }
  }

  /** Where `text` is English with a translation, or null when it is not. */
  sourceOf(text: string): string | null {
    if (letterCount(text) < MIN_LETTERS || this.translated.has(text)) return null;
    const content = this.english.get(text) ?? this.backendMessages.get(text);
    // Interface messages with placeholders match loosely; the store's English prose is no interface text.
    const source =
      content ??
      (this.keptEnglish.has(text)
        ? undefined
        : this.englishPatterns.find(({ pattern }) => pattern.test(text))?.source);
    if (!source) return null;
    // A word both languages share ("Downloads") is the shopper's language too.
    return this.localPatterns.some(({ pattern }) => pattern.test(text)) ? null : source;
  }

  /** The English texts with a translation that the page shows now. */
  async find(page: Page): Promise<UntranslatedText[]> {
    const found = new Map<string, string>();
    for (const unit of await visibleText(page)) {
      for (const text of sentences(unit)) {
        const source = this.sourceOf(text);
        if (source) found.set(text, source);
      }
    }
    return [...found].map(([text, source]) => ({ text, source }));
  }

  /**
   * Fails the test (softly, so the journey goes on and names every English text it meets) with the
   * English texts the page shows at `step`.
   */
  async expectNone(page: Page, step: string): Promise<void> {
    const found = await this.find(page);
    expect.soft(found, `English on a ${this.locale} page: ${step}`).toEqual([]);
  }
}

/**
 * The text a shopper sees on the page: each visible text node, the lines of each visible element
 * that holds text (so text split by inline markup reads whole), and the placeholders of visible
 * fields. Scripts, styles, templates and hidden elements hold none; text only for screen readers
 * is read out to the shopper, so it counts, as do the alt texts of visible images.
 */
function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const units = new Set<string>();
    const add = (text: string | null | undefined) => {
      for (const line of (text ?? '').split('\n')) {
        const collapsed = line.replace(/\s+/g, ' ').trim();
        if (collapsed) units.add(collapsed);
      }
    };
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template, select') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const holders = new Set<HTMLElement>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
      add(node.textContent);
      holders.add(parent);
    }
    for (const holder of holders) {
      // The whole line the text sits in (inline markup inside a sentence does not split it), as
      // rendered: innerText leaves out hidden children and breaks lines where blocks do.
      let block: HTMLElement = holder;
      while (block.parentElement && getComputedStyle(block).display.startsWith('inline'))
        block = block.parentElement;
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is read
      add(holder.innerText);
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what is read
      add(block.innerText);
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      'input, textarea, select',
    )) {
      if (!field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (field instanceof HTMLSelectElement) add(field.selectedOptions[0]?.text);
      else add(field.placeholder);
    }
    // An image's alt text is what a screen reader reads out in its place.
    for (const image of document.querySelectorAll('img[alt]')) {
      if (image.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        add(image.getAttribute('alt'));
    }
    return [...units];
  });
}
