/**
 * A gift card cart line as the shopper reads it back: the choice the WooCommerce Gift Cards
 * extension keeps in the line's stock `extraData` under its form names. Kept apart from the
 * purchase form's rules, so the cart (on every page) carries none of their code.
 */

export interface MetaEntry {
  key: string | null;
  value?: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "25" or "37.50" (at most two decimals, above zero) → cents; anything else → null. */
export function amountCents(text: string | null | undefined): number | null {
  const match = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

/** A gift card cart line's choice, as the shopper reads it back. */
export interface GiftCardLine {
  /** In cents. */
  amount: number;
  recipientName: string;
  recipientEmail: string;
  /** YYYY-MM-DD. */
  deliveryDate: string;
}

/** The gift card choice of a cart line, from its stock `extraData`; null for any other line. */
export function giftCardLine(
  extraData: readonly (MetaEntry | null)[] | null | undefined,
): GiftCardLine | null {
  const value = (key: string) => extraData?.find((entry) => entry?.key === key)?.value ?? '';
  const recipientEmail = value('wc_gc_giftcard_to');
  const amount = amountCents(value('wc_gc_giftcard_amount'));
  if (!recipientEmail || amount === null) return null;
  return {
    amount,
    recipientName: value('wc_gc_giftcard_to_name'),
    recipientEmail,
    deliveryDate: value('wc_gc_giftcard_delivery'),
  };
}

/** A YYYY-MM-DD day in the shopper's words ("Nov 24, 2026"), the same day wherever they are. */
export function formatDay(day: string, locale: string): string {
  if (!DAY.test(day)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
