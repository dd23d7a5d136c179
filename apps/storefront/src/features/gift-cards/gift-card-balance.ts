import type { GetGiftCardBalanceQuery } from '@/graphql/generated';
import type { ShopError } from '@/lib/commerce/errors/error-message';
import { centsOrZero } from '@/lib/format/price';

/**
 * What the shopper typed, as it is sent, or why it cannot be a code. The backend forgives case,
 * spaces, dashes and the look-alikes O, I and L (apps/commerce/src/gift-cards/codes.ts), so only
 * what no reading could turn into 16 letters and digits is stopped here, saving the shopper one of
 * the few checks the backend allows an address.
 */
export function typedGiftCardCode(text: string): { code: string } | { problem: 'required' | 'shape' } {
  const code = text.trim();
  if (!code) return { problem: 'required' };
  return /^[0-9A-Z]{16}$/i.test(code.replace(/[\s-]/g, '')) ? { code } : { problem: 'shape' };
}

/** The backend's answer as the shopper reads it. */
export type BalanceOutcome =
  | { kind: 'balance'; code: string; cents: number; currency: string; expiresAt: string | null }
  | { kind: 'expired'; code: string }
  | { kind: 'notFound' };

/** getGiftCardBalance's answer: null for a code no card has. */
export function balanceOutcome(data: GetGiftCardBalanceQuery): BalanceOutcome {
  const card = data.giftCardBalance;
  if (!card) return { kind: 'notFound' };
  if (card.expired) return { kind: 'expired', code: card.code };
  return {
    kind: 'balance',
    code: card.code,
    cents: centsOrZero(card.balance),
    currency: card.currency,
    expiresAt: card.expiresAt,
  };
}

/** What the page shows for one check: the card's state, or the refusal (a rate limit) in words. */
export type BalanceShown = BalanceOutcome | { kind: 'refused'; message: string };

/**
 * The route's answer to one check as the page shows it: a refusal worded by its code (the rate
 * limit's "Too many attempts…"), else the card's state; `fallback` when the shop could not say.
 */
export function shownBalance(
  answer: { data: GetGiftCardBalanceQuery | null; errors: readonly ShopError[] },
  describe: (error: ShopError | undefined) => string | undefined,
  fallback: string,
): BalanceShown {
  const refusal = answer.errors[0];
  if (refusal || !answer.data) return { kind: 'refused', message: describe(refusal) ?? fallback };
  return balanceOutcome(answer.data);
}
