import { describe, expect, it } from 'vitest';
import { amountCents, formatDay, giftCardLine } from './gift-card-line';

describe('amountCents', () => {
  it('reads whole units and up to two decimals, above zero only', () => {
    expect(amountCents('75')).toBe(7500);
    expect(amountCents('37.5')).toBe(3750);
    expect(amountCents('10.05')).toBe(1005);
    expect(amountCents('0')).toBeNull();
    expect(amountCents('1.234')).toBeNull();
    expect(amountCents('-5')).toBeNull();
    expect(amountCents('')).toBeNull();
  });
});

describe('giftCardLine', () => {
  it('reads the choice back from a cart line extraData', () => {
    expect(
      giftCardLine([
        { key: 'wc_gc_giftcard_amount', value: '50.00' },
        { key: 'wc_gc_giftcard_to_name', value: 'Grace Hopper' },
        { key: 'wc_gc_giftcard_to', value: 'grace@example.com' },
        { key: 'wc_gc_giftcard_message', value: '' },
        { key: 'wc_gc_giftcard_delivery', value: '2026-12-01' },
      ]),
    ).toEqual({
      amount: 5000,
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace@example.com',
      deliveryDate: '2026-12-01',
    });
  });

  it('is null for a line without a gift card choice', () => {
    expect(giftCardLine([])).toBeNull();
    expect(giftCardLine(null)).toBeNull();
    expect(giftCardLine([{ key: 'wc_gc_giftcard_amount', value: '50.00' }])).toBeNull();
  });
});

describe('days', () => {
  it('writes a day in the locale, the same day in every time zone', () => {
    expect(formatDay('2026-12-01', 'en-US')).toBe('Dec 1, 2026');
    expect(formatDay('2026-12-01', 'de-DE')).toBe('01.12.2026');
  });
});
