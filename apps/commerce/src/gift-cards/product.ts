/**
 * Gift card products, as the WooCommerce Gift Cards extension keeps them: a simple, virtual
 * product flagged with the meta `_gift_card = yes` (so the wire still shows a SimpleProduct),
 * with this store's amounts in meta (whole currency units): `_gift_card_amounts` "25,50,100" and,
 * for a custom amount, `_gift_card_min_amount` / `_gift_card_max_amount`. The shopper's choice
 * comes in addToCart's `extraData` JSON under the extension's form field names.
 */
import { EMAIL_MAX_LENGTH, isEmail } from '@ppe/shop-rules/email';
import type { GiftCardChoice, MetaDataEntry } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export const GIFT_CARD_META = '_gift_card';

export interface GiftCardProductSettings {
  /** Offered amounts in cents. */
  amounts: number[];
  /** Custom amount limits in cents; null when only the offered amounts may be chosen. */
  min: number | null;
  max: number | null;
}

const meta = (entries: MetaDataEntry[], key: string) => entries.find((entry) => entry.key === key)?.value;
const cents = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0
    ? Math.round(number * 100)
    : null;
};

export const isGiftCardProduct = (product: { metaData: MetaDataEntry[] }) =>
  meta(product.metaData, GIFT_CARD_META) === 'yes';

export function giftCardSettings(product: { metaData: MetaDataEntry[] }): GiftCardProductSettings | null {
  if (!isGiftCardProduct(product)) return null;
  const amounts = (meta(product.metaData, '_gift_card_amounts') ?? '')
    .split(',')
    .flatMap((value) => cents(value) ?? []);
  return {
    amounts,
    min: cents(meta(product.metaData, '_gift_card_min_amount')),
    max: cents(meta(product.metaData, '_gift_card_max_amount')),
  };
}

const detailsInvalid = (message: string) =>
  new UserInputError(message, { code: 'GIFT_CARD_DETAILS_INVALID', field: 'extraData' });

const MAX_MESSAGE = 500;
const MAX_NAME = 100;

/** The day `date` falls on in UTC, as YYYY-MM-DD. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** Reads the day from YYYY-MM-DD or, as the extension posts it, a Unix timestamp. */
function deliveryDay(value: unknown, today: string): string {
  if (value === undefined || value === null || value === '' || value === 0) return today;
  if (typeof value === 'number' || /^\d+$/.test(String(value))) {
    return utcDay(new Date(Number(value) * 1000));
  }
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) return text;
  throw detailsInvalid('Please choose a valid delivery date for the gift card.');
}

/**
 * The shopper's gift card choice from addToCart's extraData: an offered amount or a custom one
 * within the limits, the recipient's name and email, a message and a delivery day (today when
 * none is given; a past day is refused).
 */
export function parseGiftCardChoice(
  settings: GiftCardProductSettings,
  extraData: string | null | undefined,
  now: Date,
): GiftCardChoice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(extraData ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    throw detailsInvalid('The gift card details could not be read.');
  }
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string).trim() : '');
  const amount = cents(String(data.wc_gc_giftcard_amount ?? ''));
  const custom = settings.min !== null && settings.max !== null;
  const offered = amount !== null && settings.amounts.includes(amount);
  const inRange = custom && amount !== null && amount >= (settings.min ?? 0) && amount <= (settings.max ?? 0);
  if (!offered && !inRange) {
    const shown = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));
    throw new UserInputError(
      custom
        ? `Please choose a gift card amount between ${shown(settings.min)} and ${shown(settings.max)}.`
        : 'Please choose one of the gift card amounts offered.',
      {
        code: 'GIFT_CARD_AMOUNT_INVALID',
        field: 'extraData',
        params: { min: shown(settings.min), max: shown(settings.max) },
      },
    );
  }
  const recipientName = text('wc_gc_giftcard_to_name');
  const recipientEmail = text('wc_gc_giftcard_to').toLowerCase();
  if (recipientName === '' || recipientName.length > MAX_NAME)
    throw detailsInvalid("Please enter the recipient's name (up to 100 characters).");
  if (!isEmail(recipientEmail) || recipientEmail.length > EMAIL_MAX_LENGTH)
    throw detailsInvalid("Please enter the recipient's email address.");
  const message = text('wc_gc_giftcard_message');
  if (message.length > MAX_MESSAGE)
    throw detailsInvalid('The gift card message can be at most 500 characters long.');
  const today = utcDay(now);
  const deliveryDate = deliveryDay(data.wc_gc_giftcard_delivery, today);
  if (deliveryDate < today) throw detailsInvalid('The delivery date cannot be in the past.');
  return { amount: amount ?? 0, recipientName, recipientEmail, message, deliveryDate };
}
