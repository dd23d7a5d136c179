/**
 * A refusal worded from the locale's catalogue (error-message.ts says how). Apart from
 * error-message.ts because it needs the whole list of codes with their params: browser code
 * loads it only when a refusal is to be shown (use-deferred-error-text.ts).
 */
import { isMessageCode, MESSAGE_CODES, type MessageCode } from '@ppe/shop-rules/messages';
import type { ShopError } from './error-message';

/** A translator over the `errors` namespace (next-intl's, in a component, on the server or made over the catalogue). */
export interface ErrorCatalogue {
  (code: MessageCode, values: Record<string, string | number>): string;
  has(code: string): boolean;
}

/**
 * The shopper's sentence for a refusal: the catalogue's text for a known code, with the params
 * the code names (one the backend left out reads as empty, never as a broken message), else the
 * backend's sentence as sent.
 */
export function errorText(error: ShopError, t: ErrorCatalogue): string {
  const { code } = error;
  if (!isMessageCode(code) || !t.has(code)) return error.message;
  const values = Object.fromEntries(
    MESSAGE_CODES[code].params.map((name) => [name, error.params?.[name] ?? '']),
  );
  return t(code, values);
}
