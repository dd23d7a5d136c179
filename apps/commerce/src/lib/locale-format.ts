/**
 * Money, dates and country names as a mail in one of the store's languages writes them. English
 * keeps the store's own format (WooGraphQL's `FORMATTED`: "$1,234.50"), so an English mail reads
 * as it always did; the other languages follow their locale ("1.234,50 $" in German).
 */
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, type StoreLanguage } from '@ppe/shop-rules/languages';
import { type CurrencyFormat, formatMoney } from './money.ts';

/** An amount in cents as `language` writes it, with the store's currency. */
export function formatMoneyIn(cents: number, currency: CurrencyFormat, language: StoreLanguage): string {
  if (language === DEFAULT_LANGUAGE) return formatMoney(cents, currency);
  try {
    return new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency: currency.code,
    }).format(cents / 100);
  } catch {
    return formatMoney(cents, currency);
  }
}

/** A day (a Date, or YYYY-MM-DD in store time, UTC) as `language` writes it in full: "1. Mai 2026". */
export function formatDayIn(day: Date | string, language: StoreLanguage): string {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** A country's name in `language` from its ISO code; the code itself when it names none. */
export function countryNameIn(code: string, language: StoreLanguage): string {
  try {
    return new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
