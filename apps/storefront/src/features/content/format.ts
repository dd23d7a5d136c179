/** Amounts in running text ("free shipping over $50"): whole amounts without cents. */
export function formatAmount(amount: number, locale: string, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** "8:00 AM" / "08:00": a time of day ("08:00") in the locale's clock. */
export function formatTimeOfDay(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, hours, minutes)),
  );
}

/** The locale's name of a weekday (1 = Monday … 7 = Sunday). */
export function weekdayName(day: number, locale: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}
