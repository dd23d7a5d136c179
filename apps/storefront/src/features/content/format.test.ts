import { describe, expect, it } from 'vitest';
import { formatAmount, formatTimeOfDay, weekdayName } from './format';

describe('formatAmount', () => {
  it('drops the cents of whole amounts and keeps them otherwise', () => {
    expect(formatAmount(50, 'en-US', 'USD')).toBe('$50');
    expect(formatAmount(49.5, 'en-US', 'USD')).toBe('$49.50');
    expect(formatAmount(50, 'de-DE', 'USD')).toMatch(/^50\s\$$/);
  });
});

describe('formatTimeOfDay and weekdayName', () => {
  it('use the locale’s clock and day names', () => {
    expect(formatTimeOfDay('08:00', 'en-US')).toMatch(/^8:00\sAM$/);
    expect(formatTimeOfDay('18:00', 'de-DE')).toBe('18:00');
    expect(weekdayName(1, 'en-US')).toBe('Monday');
    expect(weekdayName(5, 'fr-FR')).toBe('vendredi');
  });
});
