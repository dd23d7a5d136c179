import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import german from '@/messages/de-DE/catalog.json';
import english from '@/messages/en-US/catalog.json';
import french from '@/messages/fr-FR/catalog.json';

/** What a screen reader hears for a rating: the number written as the shopper's language writes it. */
function ratingLabel(locale: string, catalog: typeof english, rating: number, count?: number) {
  const t = createTranslator({ locale, messages: { catalog }, namespace: 'catalog.rating' });
  return count === undefined ? t('label', { rating }) : t('withCount', { rating, count });
}

describe('rating label', () => {
  it('writes the rating with the locale’s decimal separator', () => {
    expect(ratingLabel('en-US', english, 4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel('de-DE', german, 4.5)).toBe('Bewertet mit 4,5 von 5');
    expect(ratingLabel('fr-FR', french, 4.5, 2)).toBe('Noté 4,5 sur 5, 2 avis');
  });
});
