/**
 * Gift card codes: 80 random bits in Crockford's base 32 (no I, L, O or U), four groups of four,
 * so a code read aloud or typed from paper survives: case, spaces, dashes and the look-alikes
 * O, I and L are forgiven when a shopper enters one.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;
const LENGTH = GROUPS * GROUP_LENGTH;

const grouped = (symbols: string) => symbols.match(/.{4}/g)?.join('-') ?? symbols;

/** A new code: 16 symbols of 5 bits each from the system's secure random source. */
export function generateGiftCardCode(): string {
  const bytes = randomBytes((LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let symbols = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      symbols += ALPHABET[(value >> bits) & 31];
    }
  }
  return grouped(symbols);
}

/** The stored form of what a shopper typed, or null when it cannot be a gift card code. */
export function normaliseGiftCardCode(input: string): string | null {
  const symbols = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (symbols.length !== LENGTH) return null;
  for (const symbol of symbols) if (!ALPHABET.includes(symbol)) return null;
  return grouped(symbols);
}
