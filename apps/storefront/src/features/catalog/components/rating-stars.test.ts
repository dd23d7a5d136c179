import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';

/** What a screen reader hears for a rating: the number written as the shopper's language writes it. */
async function ratingLabel(locale: 'en-US' | 'de-DE' | 'fr-FR', rating: number, count?: number) {
  const messages = await loadMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'catalog.rating' });
  return count === undefined ? t('label', { rating }) : t('withCount', { rating, count });
}

describe('rating label', () => {
  it('writes the rating with the locale’s decimal separator', async () => {
    expect(await ratingLabel('en-US', 4.5)).toBe('Rated 4.5 out of 5');
    expect(await ratingLabel('de-DE', 4.5)).toBe('Bewertet mit 4,5 von 5');
    expect(await ratingLabel('fr-FR', 4.5, 2)).toBe('Noté 4,5 sur 5, 2 avis');
  });
});
