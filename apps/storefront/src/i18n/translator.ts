import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format';
import { cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * The browser's translator. Messages are compiled when the shop is built (next.config.ts), so the
 * browser only needs icu-minify's formatter of compiled messages: the one next-intl itself runs
 * them through, without next-intl's client runtime (its provider, config and navigation, about
 * 5 KiB gzip on every page). Server components translate with next-intl (hooks.server.ts); both
 * read the same compiled catalogue and word a message alike.
 */

export type Messages = Record<string, unknown>;
type Values = Record<string, unknown>;

/** One Intl object per locale and options, as next-intl keeps them: building one is the cost. */
const intlObjects = new Map<string, unknown>();
function reused<T>(kind: string, args: unknown[], make: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`;
  let made = intlObjects.get(key) as T | undefined;
  if (made === undefined) {
    made = make();
    intlObjects.set(key, made);
  }
  return made;
}

export const formatters: FormatOptions['formatters'] = {
  getNumberFormat: (...args) => reused('number', args, () => new Intl.NumberFormat(...args)),
  getPluralRules: (...args) => reused('plural', args, () => new Intl.PluralRules(...args)),
  getDateTimeFormat: (...args) => reused('date', args, () => new Intl.DateTimeFormat(...args)),
};

const isTree = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(messages: Messages, path: string): unknown {
  let found: unknown = messages;
  for (const key of path.split('.')) found = isTree(found) ? found[key] : undefined;
  return found;
}

/** Rich text's tags return elements side by side: each gets a key, as next-intl gives them. */
function keyedTags(values: Values): Values {
  const keyed: Values = {};
  for (const [name, value] of Object.entries(values)) {
    let index = 0;
    keyed[name] =
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = (value as (chunks: ReactNode[]) => ReactNode)(chunks);
            return isValidElement(element) ? cloneElement(element, { key: `${name}${index++}` }) : element;
          }
        : value;
  }
  return keyed;
}

export type Translator = {
  (key: string, values?: Values): string;
  rich(key: string, values?: Values): ReactNode;
  markup(key: string, values?: Values): string;
  raw(key: string): unknown;
  has(key: string): boolean;
};

/**
 * t(key, values) over one namespace of compiled messages. A message that is missing or fails to
 * format is reported and shown as its path ("cart.add.button"), as next-intl does by default, so
 * a gap in a catalogue shows on the page instead of breaking it.
 */
export function createTranslator({
  locale,
  messages,
  namespace,
  timeZone,
}: {
  locale: string;
  messages: Messages;
  namespace?: string;
  timeZone?: string;
}): Translator {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const fallback = (key: string, problem: string) => {
    console.error(`${problem}: ${pathOf(key)} (${locale})`);
    return pathOf(key);
  };
  const rich = (key: string, values?: Values): ReactNode => {
    const message = lookup(messages, pathOf(key));
    if (message === undefined || isTree(message)) return fallback(key, 'MISSING_MESSAGE');
    try {
      const given = values && (keyedTags(values) as FormatValues<ReactNode>);
      return format<ReactNode>(message as CompiledMessage, locale, given, { formatters, timeZone });
    } catch {
      return fallback(key, 'FORMATTING_ERROR');
    }
  };
  const t = (key: string, values?: Values): string => {
    const text = rich(key, values);
    return typeof text === 'string' ? text : fallback(key, 'INVALID_MESSAGE');
  };
  return Object.assign(t, {
    rich,
    markup: t,
    raw: (key: string) => lookup(messages, pathOf(key)),
    has: (key: string) => lookup(messages, pathOf(key)) !== undefined,
  });
}
