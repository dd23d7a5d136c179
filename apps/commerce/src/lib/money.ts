/** Money is integer minor units (cents) everywhere; these turn it into WooGraphQL's strings. */

export interface CurrencyFormat {
  code: string;
  symbol: string;
}

export const centsFromDecimal = (amount: number): number => Math.round(amount * 100);

/** WooGraphQL's `format: RAW`: a plain decimal string such as "12.99". */
export const rawMoney = (cents: number): string => (cents / 100).toFixed(2);

/** WooGraphQL's default `format: FORMATTED`: symbol, thousands separators, two decimals. */
export function formatMoney(cents: number, currency: CurrencyFormat): string {
  const negative = cents < 0;
  const [whole = '0', fraction = '00'] = rawMoney(Math.abs(cents)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${currency.symbol}${grouped}.${fraction}`;
}

/**
 * A price field as WooCommerce shows it: a single amount, or for variable products a
 * "low - high" range (RAW gives "low, high").
 */
export function priceField(
  range: { min: number | null; max: number | null },
  format: 'RAW' | 'FORMATTED',
  currency: CurrencyFormat,
): string | null {
  const { min, max } = range;
  if (min === null) return null;
  const show = (cents: number) => (format === 'RAW' ? rawMoney(cents) : formatMoney(cents, currency));
  if (max === null || max === min) return show(min);
  return format === 'RAW' ? `${show(min)}, ${show(max)}` : `${show(min)} - ${show(max)}`;
}
