/**
 * A gift card product as the WooCommerce Gift Cards extension keeps it, and the shopper's choice
 * for it. The product carries its settings in stock WooGraphQL `metaData` (whole currency units);
 * the choice travels in addToCart's stock `extraData` JSON under the extension's form names, and
 * comes back in the cart line's `extraData`. The browser checks the choice with the backend's
 * rules (limits, recipient, message length, delivery day) before sending it; the backend checks
 * again.
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@ppe/shop-rules/email';
import { z } from 'zod';
import { amountCents, type MetaEntry } from './gift-card-line';

export interface GiftCardSettings {
  /** The offered amounts, in cents. */
  amounts: number[];
  /** The custom amount's limits in cents; null when only the offered amounts may be chosen. */
  range: { min: number; max: number } | null;
}

/** The gift card settings of a product's meta; null for any other product. */
export function giftCardSettings(
  meta: readonly (MetaEntry | null)[] | null | undefined,
): GiftCardSettings | null {
  const value = (key: string) => meta?.find((entry) => entry?.key === key)?.value ?? null;
  if (value('_gift_card') !== 'yes') return null;
  const amounts = (value('_gift_card_amounts') ?? '').split(',').flatMap((text) => amountCents(text) ?? []);
  const min = amountCents(value('_gift_card_min_amount'));
  const max = amountCents(value('_gift_card_max_amount'));
  const range = min !== null && max !== null && min <= max ? { min, max } : null;
  return { amounts: [...new Set(amounts)].sort((a, b) => a - b), range };
}

/** The `amount` choice that stands for a custom amount (the offered ones are their cents). */
export const CUSTOM_AMOUNT = 'custom';
export const MAX_MESSAGE = 500;
const MAX_NAME = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The gift card part of the purchase form, as its controls hold it. */
export interface GiftCardValues {
  /** An offered amount's cents, or CUSTOM_AMOUNT. */
  amount: string;
  customAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** YYYY-MM-DD. */
  deliveryDate: string;
}

/** Why a value was refused: each is a message key of `giftCard.purchase.errors`. */
export type GiftCardProblem =
  | 'amountRequired'
  | 'customAmountInvalid'
  | 'customAmountOutOfRange'
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'messageTooLong'
  | 'dateRequired'
  | 'datePast';

const problem = (key: GiftCardProblem) => key;

/** The day `date` falls on where the shopper is, as YYYY-MM-DD (the date input speaks local days). */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The rules of a choice for this product, on the day `today` (YYYY-MM-DD); messages are GiftCardProblem keys. */
export function giftCardSchema(settings: GiftCardSettings, today: string) {
  return z
    .object({
      amount: z.string(),
      customAmount: z.string(),
      recipientName: z.string().trim().min(1, problem('nameRequired')).max(MAX_NAME, problem('nameTooLong')),
      recipientEmail: z
        .string()
        .trim()
        .max(EMAIL_MAX_LENGTH, problem('emailInvalid'))
        .regex(EMAIL_PATTERN, problem('emailInvalid')),
      message: z.string().trim().max(MAX_MESSAGE, problem('messageTooLong')),
      deliveryDate: z
        .string()
        .regex(DAY, problem('dateRequired'))
        .refine((day) => !DAY.test(day) || day >= today, problem('datePast')),
    })
    .superRefine((values, context) => {
      const refuse = (path: keyof GiftCardValues, message: GiftCardProblem) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (values.amount !== CUSTOM_AMOUNT) {
        if (!settings.amounts.includes(Number(values.amount))) refuse('amount', 'amountRequired');
        return;
      }
      if (!settings.range) return refuse('amount', 'amountRequired');
      const cents = amountCents(values.customAmount);
      if (cents === null) refuse('customAmount', 'customAmountInvalid');
      else if (cents < settings.range.min || cents > settings.range.max)
        refuse('customAmount', 'customAmountOutOfRange');
    });
}

/** The chosen amount in cents, when the values name one this product takes. */
export function chosenAmount(
  settings: GiftCardSettings,
  values: Pick<GiftCardValues, 'amount' | 'customAmount'>,
) {
  if (values.amount !== CUSTOM_AMOUNT) {
    const cents = Number(values.amount);
    return settings.amounts.includes(cents) ? cents : null;
  }
  const cents = amountCents(values.customAmount);
  return settings.range && cents !== null && cents >= settings.range.min && cents <= settings.range.max
    ? cents
    : null;
}

/**
 * addToCart's extraData for a checked choice. A delivery on `today` leaves the day out, so the
 * backend sends it on its own today: the shopper's today may already be yesterday where the
 * backend counts days (UTC), which it would refuse as past.
 */
export function giftCardExtraData(settings: GiftCardSettings, values: GiftCardValues, today: string): string {
  const cents = chosenAmount(settings, values) ?? 0;
  return JSON.stringify({
    wc_gc_giftcard_amount: (cents / 100).toFixed(2),
    wc_gc_giftcard_to_name: values.recipientName.trim(),
    wc_gc_giftcard_to: values.recipientEmail.trim(),
    wc_gc_giftcard_message: values.message.trim(),
    ...(values.deliveryDate > today ? { wc_gc_giftcard_delivery: values.deliveryDate } : {}),
  });
}
