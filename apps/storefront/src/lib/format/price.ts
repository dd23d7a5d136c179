/**
 * Prices shown to shoppers are formatted here, for the active locale, from the backend's RAW
 * amounts ("12.99", or "5.00, 9.00" for a variable product's range): the backend's own formatted
 * strings follow the store's locale, not the shopper's.
 */
export interface PriceRange {
  min: number;
  max: number;
}

/** "12.99" → {12.99, 12.99}; "5.00, 9.00" → {5, 9}; empty or unreadable → null. */
export function parseRawPrice(raw: string | null | undefined): PriceRange | null {
  const amounts = (raw ?? '')
    .split(',')
    .map((part) => Number.parseFloat(part.trim()))
    .filter((amount) => Number.isFinite(amount));
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
