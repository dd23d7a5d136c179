import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney, formatPriceRange, parseRawPrice, saleDisplay } from './price';

describe('parseRawPrice', () => {
  it('reads a single amount and a variable product range', () => {
    expect(parseRawPrice('12.99')).toEqual({ min: 12.99, max: 12.99 });
    expect(parseRawPrice('9.00, 5.00')).toEqual({ min: 5, max: 9 });
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
