/**
 * WordPress gives post dates in the site's time without a zone ("2025-01-14T15:00:00"). Shown as a
 * calendar date, they are read and formatted in UTC so the day never shifts with the server's zone.
 */
const WP_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/** The post date as a Date (its wall-clock time taken as UTC), or null when unreadable. */
export function parseWpDate(value: string | null | undefined): Date | null {
  const match = WP_DATE.exec(value ?? '');
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  return Number.isNaN(date.getTime()) ? null : date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "January 14, 2025" / "14. Januar 2025" (spec: long month, day and year). */
export function formatPostDate(date: Date, locale: string): string {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  return format.format(date);
}

/** The calendar date for <time dateTime> and the sitemap: "2025-01-14". */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
