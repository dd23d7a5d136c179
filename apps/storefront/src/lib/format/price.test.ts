import { describe, expect, it } from 'vitest';
import {
  centsOrZero,
  discountPercent,
  formatCents,
  formatMoney,
  formatPriceRange,
  parseCents,
  parseRawPrice,
  saleDisplay,
} from './price';

describe('parseCents', () => {
  it('reads decimal strings into integer cents exactly', () => {
    expect(parseCents('12.99')).toBe(1299);
    expect(parseCents('19.9')).toBe(1990);
    expect(parseCents('7')).toBe(700);
    expect(parseCents('.5')).toBe(50);
    expect(parseCents('0.00')).toBe(0);
    // parseFloat would give 1.0049999999999999 × 100 = 100.49999999999999, rounded to 100.
    expect(parseCents('1.005')).toBe(101);
    expect(parseCents('2.994')).toBe(299);
  });
  it('reads negative amounts, thousands separators and currency symbols, as text or HTML entities', () => {
    expect(parseCents('-5.00')).toBe(-500);
    expect(parseCents('\u22125.00')).toBe(-500);
    expect(parseCents('-0.004')).toBe(0);
    expect(parseCents('1,234.56')).toBe(123456);
    expect(parseCents('12,345,678.90')).toBe(1234567890);
    expect(parseCents('$19.99')).toBe(1999);
    expect(parseCents('&#36;1,019.99')).toBe(101999);
    expect(parseCents('<bdi><span>&#36;</span>19.99</bdi>')).toBe(1999);
    expect(parseCents('-&#36;5.00')).toBe(-500);
    expect(parseCents('19.99 &euro;')).toBe(1999);
  });
  it('gives null for a missing or unreadable amount, and centsOrZero gives 0', () => {
    for (const raw of [null, undefined, '', 'free', '1,23.45', '1.2.3', '12 34']) {
      expect(parseCents(raw), String(raw)).toBeNull();
      expect(centsOrZero(raw)).toBe(0);
    }
  });
  it('adds up without drift, where floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(centsOrZero('0.10') + centsOrZero('0.20')).toBe(centsOrZero('0.30'));
    expect(3 * centsOrZero('19.99')).toBe(centsOrZero('59.97'));
    expect(formatCents(3 * centsOrZero('19.99') - centsOrZero('6.00'), 'en-US', 'USD')).toBe('$53.97');
  });
});

describe('parseRawPrice', () => {
  it('reads a single amount and a variable product range', () => {
    expect(parseRawPrice('12.99')).toEqual({ min: 12.99, max: 12.99 });
    expect(parseRawPrice('9.00, 5.00')).toEqual({ min: 5, max: 9 });
    expect(parseRawPrice('1,299.00, 999.50')).toEqual({ min: 999.5, max: 1299 });
  });
  it('gives null for a missing or unreadable price', () => {
    expect(parseRawPrice(null)).toBeNull();
    expect(parseRawPrice('')).toBeNull();
    expect(parseRawPrice('free')).toBeNull();
  });
});

describe('formatMoney and formatPriceRange', () => {
  it('formats US dollars for each locale', () => {
    expect(formatMoney(1234.5, 'en-US', 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'de-DE', 'USD')).toBe('1.234,50\u00a0$');
    expect(formatMoney(1234.5, 'fr-FR', 'USD')).toBe('1\u202f234,50\u00a0$US');
    expect(formatMoney(1234.5, 'pt-BR', 'USD')).toBe('US$\u00a01.234,50');
  });
  it('formats integer cents the same way', () => {
    expect(formatCents(123450, 'en-US', 'USD')).toBe('$1,234.50');
    expect(formatCents(-500, 'en-US', 'USD')).toBe('-$5.00');
    expect(formatCents(123450, 'de-DE', 'USD')).toBe('1.234,50\u00a0$');
  });
  it('shows a range only when it spans two amounts', () => {
    expect(formatPriceRange({ min: 5, max: 9 }, 'en-US', 'USD')).toBe('$5.00 – $9.00');
    expect(formatPriceRange({ min: 5, max: 5 }, 'en-US', 'USD')).toBe('$5.00');
    expect(formatPriceRange(null, 'en-US', 'USD')).toBeNull();
  });
});

describe('discountPercent', () => {
  it('rounds the saving to a whole percent', () => {
    expect(discountPercent(20, 15)).toBe(25);
    expect(discountPercent(29.99, 19.99)).toBe(33);
  });
  it('gives null when there is no real discount', () => {
    expect(discountPercent(20, 20)).toBeNull();
    expect(discountPercent(20, null)).toBeNull();
    expect(discountPercent(0, 0)).toBeNull();
  });
});

describe('saleDisplay', () => {
  it('strikes the regular price of a reduced single price and gives the percent', () => {
    expect(saleDisplay({ min: 15, max: 15 }, { min: 20, max: 20 }, true)).toEqual({
      struck: { min: 20, max: 20 },
      percent: 25,
    });
  });
  it('strikes a range only when both ends are reduced', () => {
    expect(saleDisplay({ min: 8, max: 16 }, { min: 10, max: 20 }, true).struck).toEqual({ min: 10, max: 20 });
    expect(saleDisplay({ min: 10.99, max: 12.99 }, { min: 12.99, max: 12.99 }, true)).toEqual({
      struck: null,
      percent: null,
    });
  });
  it('shows nothing when the product is not on sale', () => {
    expect(saleDisplay({ min: 15, max: 15 }, { min: 20, max: 20 }, false)).toEqual({
      struck: null,
      percent: null,
    });
  });
});
