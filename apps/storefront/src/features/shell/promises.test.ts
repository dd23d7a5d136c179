import { readFileSync } from 'node:fs';
import { FREE_SHIPPING_MINIMUM } from '@ppe/shop-rules/shipping';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { STORE_CURRENCY } from '@/config/store';
import { LOCALES } from '@/i18n/locales.mjs';
import { formatThreshold, promisesFreeShipping } from './promises';

/** The catalogue as written (the compiled form the app loads hides the placeholders). */
const shellSource = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../messages/${locale}/shell.json`, import.meta.url), 'utf8')) as {
    promises: { freeShipping: string };
  };

describe('the free-shipping promise', () => {
  it('writes the amount the locale’s way, without cents when whole', () => {
    const nbsp = '\u00a0';
    expect(formatThreshold(50, 'en-US', 'USD')).toBe('$50');
    expect(formatThreshold(49.5, 'en-US', 'USD')).toBe('$49.50');
    expect(formatThreshold(50, 'de-DE', 'USD')).toBe(`50${nbsp}$`);
    expect(formatThreshold(50, 'pt-BR', 'USD')).toBe(`US$${nbsp}50`);
    expect(formatThreshold(75, 'fr-FR', 'EUR')).toBe(`75${nbsp}€`);
  });

  it.each(LOCALES)('takes the amount as a parameter in %s, and names none of its own', async (locale) => {
    const source = shellSource(locale).promises.freeShipping;
    expect(source).toContain('{amount}');
    expect(source).not.toMatch(/\d/);

    const { default: shell } = await import(`../../messages/${locale}/shell.json`);
    const t = createTranslator({ locale, messages: { shell }, namespace: 'shell.promises' });
    for (const threshold of [FREE_SHIPPING_MINIMUM, 120]) {
      const amount = formatThreshold(threshold, locale, STORE_CURRENCY);
      expect(t('freeShipping', { amount })).toContain(amount);
    }
  });

  it('is made only with a threshold (0: none)', () => {
    expect(promisesFreeShipping(FREE_SHIPPING_MINIMUM)).toBe(true);
    expect(promisesFreeShipping(0)).toBe(false);
  });
});
