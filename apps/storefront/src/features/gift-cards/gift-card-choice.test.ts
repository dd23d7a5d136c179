import { describe, expect, it } from 'vitest';
import {
  CUSTOM_AMOUNT,
  type GiftCardSettings,
  type GiftCardValues,
  giftCardExtraData,
  giftCardSchema,
  giftCardSettings,
  localDay,
} from './gift-card-choice';

// The demo product's meta, as the backend's seed (apps/commerce seed/catalog/products-gift-cards.ts)
// and the WooCommerce Gift Cards extension keep it: whole currency units.
const META = [
  { key: '_gift_card', value: 'yes' },
  { key: '_gift_card_amounts', value: '25,50,100' },
  { key: '_gift_card_min_amount', value: '10' },
  { key: '_gift_card_max_amount', value: '500' },
];
const SETTINGS: GiftCardSettings = { amounts: [2500, 5000, 10000], range: { min: 1000, max: 50000 } };
const TODAY = '2026-11-24';

const values = (overrides: Partial<GiftCardValues> = {}): GiftCardValues => ({
  amount: '5000',
  customAmount: '',
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Stay safe out there',
  deliveryDate: '2026-12-01',
  ...overrides,
});

/** The problem key the schema gives each field, for a choice. */
function problems(choice: GiftCardValues, settings = SETTINGS): Record<string, string> {
  const result = giftCardSchema(settings, TODAY).safeParse(choice);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('giftCardSettings', () => {
  it('reads the offered amounts and the custom range in cents from the product meta', () => {
    expect(giftCardSettings(META)).toEqual(SETTINGS);
  });

  it('is null for a product that is not a gift card', () => {
    expect(giftCardSettings([])).toBeNull();
    expect(giftCardSettings(null)).toBeNull();
    expect(giftCardSettings([{ key: '_gift_card', value: 'no' }, ...META.slice(1)])).toBeNull();
  });

  it('offers no custom amount without both limits, and skips amounts it cannot read', () => {
    const meta = [
      { key: '_gift_card', value: 'yes' },
      { key: '_gift_card_amounts', value: '100, x,25,-5' },
      { key: '_gift_card_min_amount', value: '10' },
    ];
    expect(giftCardSettings(meta)).toEqual({
      amounts: [2500, 10000],
      range: null,
    });
  });
});

describe('giftCardSchema', () => {
  it('takes an offered amount with a recipient', () => {
    expect(problems(values())).toEqual({});
  });

  it('names every missing recipient detail beside its field at once', () => {
    expect(problems(values({ recipientName: '  ', recipientEmail: '', deliveryDate: '' }))).toEqual({
      recipientName: 'nameRequired',
      recipientEmail: 'emailInvalid',
      deliveryDate: 'dateRequired',
    });
  });

  it('refuses a custom amount outside the range, or one it cannot read, on the amount field', () => {
    const custom = (customAmount: string) => problems(values({ amount: CUSTOM_AMOUNT, customAmount }));
    expect(custom('5')).toEqual({ customAmount: 'customAmountOutOfRange' });
    expect(custom('500.01')).toEqual({ customAmount: 'customAmountOutOfRange' });
    expect(custom('')).toEqual({ customAmount: 'customAmountInvalid' });
    expect(custom('12.345')).toEqual({ customAmount: 'customAmountInvalid' });
    expect(custom('10')).toEqual({});
    expect(custom('75')).toEqual({});
  });

  it('refuses an amount the product does not offer, and a custom one when it has no range', () => {
    expect(problems(values({ amount: '3000' }))).toEqual({ amount: 'amountRequired' });
    expect(
      problems(values({ amount: CUSTOM_AMOUNT, customAmount: '75' }), { ...SETTINGS, range: null }),
    ).toEqual({
      amount: 'amountRequired',
    });
  });

  it('holds the message to 500 characters, the name to 100 and the delivery day to today or later', () => {
    expect(problems(values({ message: 'x'.repeat(500) }))).toEqual({});
    expect(problems(values({ message: 'x'.repeat(501) }))).toEqual({ message: 'messageTooLong' });
    expect(problems(values({ recipientName: 'x'.repeat(101) }))).toEqual({ recipientName: 'nameTooLong' });
    expect(problems(values({ deliveryDate: TODAY }))).toEqual({});
    expect(problems(values({ deliveryDate: '2026-11-23' }))).toEqual({ deliveryDate: 'datePast' });
  });

  it('checks the address as the backend does', () => {
    expect(problems(values({ recipientEmail: 'grace@example' }))).toEqual({ recipientEmail: 'emailInvalid' });
    expect(problems(values({ recipientEmail: 'a@b.c' }))).toEqual({ recipientEmail: 'emailInvalid' });
    expect(problems(values({ recipientEmail: 'grace hopper@example.com' }))).toEqual({
      recipientEmail: 'emailInvalid',
    });
  });
});

describe('giftCardExtraData', () => {
  it('sends the choice under the extension form names, the amount in currency units', () => {
    expect(
      JSON.parse(giftCardExtraData(SETTINGS, values({ recipientName: ' Grace Hopper ' }), TODAY)),
    ).toEqual({
      wc_gc_giftcard_amount: '50.00',
      wc_gc_giftcard_to_name: 'Grace Hopper',
      wc_gc_giftcard_to: 'grace@example.com',
      wc_gc_giftcard_message: 'Stay safe out there',
      wc_gc_giftcard_delivery: '2026-12-01',
    });
  });

  it('sends a custom amount as typed, in currency units', () => {
    const choice = values({ amount: CUSTOM_AMOUNT, customAmount: '75' });
    expect(JSON.parse(giftCardExtraData(SETTINGS, choice, TODAY)).wc_gc_giftcard_amount).toBe('75.00');
  });

  it('leaves a delivery today to the backend, whose today may run ahead of the shopper', () => {
    const data = JSON.parse(giftCardExtraData(SETTINGS, values({ deliveryDate: TODAY }), TODAY));
    expect(data).not.toHaveProperty('wc_gc_giftcard_delivery');
    expect(data.wc_gc_giftcard_to).toBe('grace@example.com');
  });
});

describe('localDay', () => {
  it('takes today where the shopper is', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
