import { describe, expect, it } from 'vitest';
import { generateGiftCardCode, normaliseGiftCardCode } from './codes.ts';

describe('gift card codes', () => {
  it('are four groups of four symbols without look-alikes, 80 bits, all different', () => {
    const codes = Array.from({ length: 2000 }, generateGiftCardCode);
    for (const code of codes) expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // 16 symbols of a 32-symbol alphabet carry 16 × 5 = 80 bits; every symbol shows up.
    expect(new Set(codes.join('').replace(/-/g, '')).size).toBe(32);
  });

  it('forgive case, spaces, dashes and O/I/L typed for 0/1', () => {
    expect(normaliseGiftCardCode(' abcd efgh jkmn pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseGiftCardCode('oili-2345-6789-abcd')).toBe('0111-2345-6789-ABCD');
    const code = generateGiftCardCode();
    expect(normaliseGiftCardCode(code.toLowerCase())).toBe(code);
  });

  it('reject what cannot be a code, so a coupon code is never taken for one', () => {
    expect(normaliseGiftCardCode('summer10')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRS-T')).toBeNull();
  });
});
