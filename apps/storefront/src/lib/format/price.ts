/**
 * Money in the storefront is read once, here, from the backend's decimal strings into integer
 * cents, exactly (no binary floating point), the way the commerce backend keeps it, so sums and
 * differences never drift (0.10 + 0.20 is 30 cents). Prices shown to shoppers are formatted here,
 * for the active locale, from the backend's RAW amounts ("12.99", or "5.00, 9.00" for a variable
 * product's range): the backend's own formatted strings follow the store's locale, not the shopper's.
 */
export interface PriceRange {
  min: number;
  max: number;
}

/** A decimal amount as WooCommerce writes it, raw or formatted: sign, digits with thousands commas, fraction. */
const AMOUNT = /^([-\u2212]?)\D*?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?\D*$/;

/**
 * "12.99" → 1299, "-5.00" → -500, "1,234.5" → 123450, "&#36;19.99" or "$19.99" → 1999 (a currency
 * symbol, as text or an HTML entity, is skipped); more than two decimals round half away from zero.
 * Empty or unreadable → null. Digits are added up as text, so the result is exact.
 */
export function parseCents(raw: string | null | undefined): number | null {
  const text = (raw ?? '').replace(/&#?\w+;/g, '').trim();
  const match = AMOUNT.exec(text);
  const whole = match?.[2]?.replaceAll(',', '') ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return null;
  const cents =
    Number(whole || '0') * 100 +
    Number(fraction.slice(0, 2).padEnd(2, '0')) +
    (Number(fraction[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] && cents !== 0 ? -cents : cents;
}

/** parseCents for amounts that are always there: missing or unreadable counts as nothing. */
export const centsOrZero = (raw: string | null | undefined): number => parseCents(raw) ?? 0;

/** "12.99" → {12.99, 12.99}; "5.00, 9.00" → {5, 9}; empty or unreadable → null. Read exactly, in cents. */
export function parseRawPrice(raw: string | null | undefined): PriceRange | null {
  const amounts = (raw ?? '')
    // A range is "low, high" (the backend's RAW format); a comma without a space is a thousands separator.
    .split(/,\s+/)
    .map(parseCents)
    .filter((cents): cents is number => cents !== null)
    .map((cents) => cents / 100);
  if (amounts.length === 0) return null;
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

export const formatMoney = (amount: number, locale: string, currency: string): string =>
  formatter(locale, currency).format(amount);

/** An amount in integer cents (carts, orders) for the shopper's locale. */
export const formatCents = (cents: number, locale: string, currency: string): string =>
  formatMoney(cents / 100, locale, currency);

/** One amount, or "low – high" when a range really spans two amounts. */
export function formatPriceRange(range: PriceRange | null, locale: string, currency: string): string | null {
  if (!range) return null;
  const low = formatMoney(range.min, locale, currency);
  return range.max > range.min ? `${low} – ${formatMoney(range.max, locale, currency)}` : low;
}

/** The sale badge as a percent (spec: sale badge shown as a percent), rounded to whole percent. */
export function discountPercent(regular: number | null, sale: number | null): number | null {
  if (regular === null || sale === null || regular <= 0 || sale >= regular) return null;
  return Math.round(((regular - sale) / regular) * 100);
}

/**
 * What a sale looks like: the regular price to strike through and the percent saved, or nulls.
 * A range (variable product) is struck through only when both of its ends are reduced; otherwise
 * the shopper just sees the range of current prices, as WooCommerce shows it.
 */
export function saleDisplay(
  price: PriceRange | null,
  regularPrice: PriceRange | null,
  onSale: boolean,
): { struck: PriceRange | null; percent: number | null } {
  if (!onSale || !price || !regularPrice) return { struck: null, percent: null };
  if (!(regularPrice.min > price.min && regularPrice.max > price.max)) return { struck: null, percent: null };
  return { struck: regularPrice, percent: discountPercent(regularPrice.min, price.min) };
}
