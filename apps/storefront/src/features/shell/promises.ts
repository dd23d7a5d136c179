/**
 * The free-shipping promise of the promises bar: its amount is the store's one threshold
 * (`storeSettings().freeShippingThreshold`, @ppe/shop-rules/shipping), written the locale's way
 * as the demo store's banner writes it; each catalogue's `shell.promises.freeShipping` takes it as
 * `{amount}`.
 */
import { formatShippingAmount } from '@ppe/shop-rules/shipping';

/** "$50" rather than "$50.00" when the amount is whole; "50 $" in German, "US$ 50" in Brazil. */
export const formatThreshold = (amount: number, locale: string, currency: string): string =>
  formatShippingAmount(amount, locale, currency);

/** Without a threshold (0) the store promises no free shipping. */
export const promisesFreeShipping = (threshold: number): boolean => threshold > 0;
