/**
 * The free-shipping promise of the promises bar: its amount is the store's one threshold
 * (`storeSettings().freeShippingThreshold`, @ppe/shop-rules/shipping), written the locale's way;
 * each catalogue's `shell.promises.freeShipping` takes it as `{amount}`.
 */

/** "$50" rather than "$50.00" when the amount is whole; "50 $" in German, "US$ 50" in Brazil. */
export function formatThreshold(amount: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Without a threshold (0) the store promises no free shipping. */
export const promisesFreeShipping = (threshold: number): boolean => threshold > 0;
