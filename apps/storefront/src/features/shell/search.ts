/**
 * The header's instant search: what the browser may ask (validated here, at the edge) and what
 * the same-origin route handler answers, in the app's own shape.
 */
import type { GetSearchSuggestionsQuery } from '@/graphql/generated';
import { toImage } from '@/lib/catalog/media-url';
import { formatPriceRange, parseRawPrice } from '@/lib/format/price';

/** Suggestions start after this many characters. */
const SEARCH_MIN_LENGTH = 2;
/** Longer terms are refused: no product name is this long, and it bounds the backend's work. */
export const SEARCH_MAX_LENGTH = 100;
/** Suggestions shown at most. */
export const SEARCH_SUGGESTION_LIMIT = 6;
/** The shopper stops typing for this long before suggestions are fetched. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchSuggestion {
  id: number;
  name: string;
  /** The product page, without locale prefix (the locale-aware router adds it). */
  href: string;
  /** Formatted for the requested locale; null when the product has no price. */
  price: string | null;
  image: { url: string; alt: string } | null;
}

export interface SearchSuggestionsResponse {
  term: string;
  suggestions: SearchSuggestion[];
}

export interface SearchErrorResponse {
  error: { code: 'TERM_TOO_LONG' | 'TERM_INVALID' | 'BACKEND_UNAVAILABLE'; message: string };
}

export type SearchTermCheck =
  | { ok: true; term: string }
  | { ok: false; code: 'TERM_TOO_LONG' | 'TERM_INVALID'; message: string };

/** Control characters (NUL among them) that whitespace folding leaves: no product name has one, and the backend refuses NUL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Trims and collapses whitespace; refuses control characters and terms over SEARCH_MAX_LENGTH characters. */
export function checkSearchTerm(raw: string | null | undefined): SearchTermCheck {
  const term = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (CONTROL_CHARACTER.test(term)) {
    return {
      ok: false,
      code: 'TERM_INVALID',
      message: 'The search term may not contain control characters.',
    };
  }
  if (term.length > SEARCH_MAX_LENGTH) {
    return {
      ok: false,
      code: 'TERM_TOO_LONG',
      message: `The search term may have at most ${SEARCH_MAX_LENGTH} characters.`,
    };
  }
  return { ok: true, term };
}

/** Whether a term is long enough to ask for suggestions. */
export const wantsSuggestions = (term: string): boolean =>
  term.replace(/\s+/g, ' ').trim().length >= SEARCH_MIN_LENGTH;

type SuggestionNode = NonNullable<GetSearchSuggestionsQuery['products']>['nodes'][number];

export function toSearchSuggestion(node: SuggestionNode, locale: string, currency: string): SearchSuggestion {
  const name = node.name ?? '';
  return {
    id: node.databaseId,
    name,
    href: `/product/${encodeURIComponent(node.slug ?? String(node.databaseId))}`,
    price: formatPriceRange(parseRawPrice(node.rawPrice), locale, currency),
    image: toImage(node.image, name),
  };
}
