/**
 * A refusal worded from the locale's catalogue (error-message.ts says how). Apart from
 * error-message.ts because it needs the whole list of codes with their params: browser code
 * loads it only when a refusal is to be shown (use-deferred-error-text.ts).
 */
import { isMessageCode, MESSAGE_CODES, type MessageCode } from '@ppe/shop-rules/messages';
import { formatCents, parseCents } from '@/lib/format/price';
import type { ShopError } from './error-message';

/** A translator over the `errors` namespace (next-intl's, in a component, on the server or made over the catalogue). */
export interface ErrorCatalogue {
  (code: MessageCode, values: Record<string, string | number>): string;
  has(code: string): boolean;
}

/**
 * Params that are amounts of the store's currency, sent as the backend keeps them ("10.00"): the
 * shopper reads them as money of their own locale ("10,00 $" in German).
 */
const MONEY_PARAMS: Partial<Record<MessageCode, readonly string[]>> = {
  GIFT_CARD_AMOUNT_INVALID: ['min', 'max'],
};

/** How money reads for the shopper: the page's locale and the store's currency. */
export interface MoneyFormat {
  locale: string;
  currency: string;
}

/**
 * The shopper's sentence for a refusal: the catalogue's text for a known code, with the params
 * the code names (one the backend left out reads as empty, never as a broken message; an amount
 * as money when `money` says how), else the backend's sentence as sent.
 */
export function errorText(error: ShopError, t: ErrorCatalogue, money?: MoneyFormat): string {
  const { code } = error;
  if (!isMessageCode(code) || !t.has(code)) return error.message;
  const amounts = MONEY_PARAMS[code] ?? [];
  const value = (name: string) => {
    const sent = error.params?.[name] ?? '';
    const cents = money && amounts.includes(name) ? parseCents(String(sent)) : null;
    return money && cents !== null ? formatCents(cents, money.locale, money.currency) : sent;
  };
  const values = Object.fromEntries(MESSAGE_CODES[code].params.map((name) => [name, value(name)]));
  return t(code, values);
}
