import { readdirSync, readFileSync } from 'node:fs';
import {
  isArgumentElement,
  isDateElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/**
 * The storefront's message catalogues (apps/storefront/src/messages/<locale>/<namespace>.json), read
 * the way next-intl reads them: journeys in another language find buttons by the words the shopper
 * reads there, and the untranslated-text check knows every interface text in both languages.
 */
const messagesDir = new URL('../../apps/storefront/src/messages/', import.meta.url);

/** Every message of a locale by its full key ("cart.coupons.apply"). */
export function catalogue(locale: string): Map<string, string> {
  const messages = new Map<string, string>();
  const add = (prefix: string, value: unknown) => {
    if (typeof value === 'string') messages.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) add(`${prefix}.${key}`, child);
  };
  for (const file of readdirSync(new URL(`${locale}/`, messagesDir)).filter((f) => f.endsWith('.json'))) {
    add(
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(new URL(`${locale}/${file}`, messagesDir), 'utf8')),
    );
  }
  return messages;
}

type Values = Record<string, string | number>;

/** What the shopper reads for `key` in `locale`, with its {placeholders} filled in. */
export function translator(locale: string): (key: string, values?: Values) => string {
  const messages = catalogue(locale);
  return (key, values = {}) => {
    const message = messages.get(key);
    if (message === undefined) throw new Error(`The ${locale} catalogue has no message ${key}`);
    // Rich-text tags (<hidden>…</hidden>) read as their text.
    const tags = Object.fromEntries(
      [...message.matchAll(/<(\w+)>/g)].map(([, tag]) => [tag, (parts: string[]) => parts.join('')]),
    );
    return String(new IntlMessageFormat(message, locale).format({ ...tags, ...values }));
  };
}

/**
 * One reading of a message: a regular expression matching the whole text the shopper sees, with
 * every {placeholder} free, and how many letters the message itself fixes (a message that is only
 * a placeholder, "{name}", fixes none and matches anything).
 */
export interface MessagePattern {
  pattern: RegExp;
  letters: number;
}

interface Reading {
  source: string;
  letters: number;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WILDCARD = '.+?';

/** Each branch of every plural and select is a reading of its own. */
function readings(elements: MessageFormatElement[]): Reading[] {
  let result: Reading[] = [{ source: '', letters: 0 }];
  const append = (next: Reading[]) => {
    result = result.flatMap((head) =>
      next.map((tail) => ({ source: head.source + tail.source, letters: head.letters + tail.letters })),
    );
  };
  for (const element of elements) {
    if (isLiteralElement(element)) {
      append([
        { source: escapeRegExp(element.value), letters: element.value.replace(/[^\p{L}]/gu, '').length },
      ]);
    } else if (isTagElement(element)) {
      append(readings(element.children));
    } else if (isPluralElement(element) || isSelectElement(element)) {
      append(Object.values(element.options).flatMap((option) => readings(option.value)));
    } else if (
      isPoundElement(element) ||
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      append([{ source: WILDCARD, letters: 0 }]);
    }
  }
  return result;
}

/** The readings of an ICU message as whole-text patterns (white space as the page collapses it). */
export function messagePatterns(message: string): MessagePattern[] {
  const unique = new Map<string, number>();
  for (const { source, letters } of readings(parse(message))) {
    const collapsed = source.replace(/\s+/g, ' ').trim();
    if (collapsed) unique.set(collapsed, letters);
  }
  return [...unique].map(([source, letters]) => ({ pattern: new RegExp(`^${source}$`, 'u'), letters }));
}
