import { describe, expect, it } from 'vitest';
import { formatPostDate, isoDay, parseWpDate } from './dates';

describe('post dates', () => {
  it('reads WordPress dates without a zone as wall-clock time', () => {
    expect(parseWpDate('2025-01-14T15:00:00')?.toISOString()).toBe('2025-01-14T15:00:00.000Z');
    expect(parseWpDate('2025-01-14 23:59:59')?.toISOString()).toBe('2025-01-14T23:59:59.000Z');
    expect(parseWpDate('2025-01-14')?.toISOString()).toBe('2025-01-14T00:00:00.000Z');
  });

  it('gives null for what is no date', () => {
    expect(parseWpDate(null)).toBeNull();
    expect(parseWpDate('')).toBeNull();
    expect(parseWpDate('yesterday')).toBeNull();
  });

  it('formats the long date for each locale without shifting the day', () => {
    const late = parseWpDate('2025-01-14T23:30:00') as Date;
    expect(formatPostDate(late, 'en-US')).toBe('January 14, 2025');
    expect(formatPostDate(late, 'de-DE')).toBe('14. Januar 2025');
    expect(formatPostDate(late, 'fr-FR')).toBe('14 janvier 2025');
    expect(formatPostDate(late, 'pt-BR')).toBe('14 de janeiro de 2025');
    expect(isoDay(late)).toBe('2025-01-14');
  });
});
