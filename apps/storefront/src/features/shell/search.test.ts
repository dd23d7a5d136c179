import { describe, expect, it } from 'vitest';
import { checkSearchTerm, SEARCH_MAX_LENGTH, toSearchSuggestion, wantsSuggestions } from './search';

describe('checkSearchTerm', () => {
  it('trims and collapses whitespace', () => {
    expect(checkSearchTerm('  ffp3   mask ')).toEqual({ ok: true, term: 'ffp3 mask' });
  });

  it('accepts a missing term as empty', () => {
    expect(checkSearchTerm(null)).toEqual({ ok: true, term: '' });
  });

  it(`refuses terms longer than ${SEARCH_MAX_LENGTH} characters with a code`, () => {
    expect(checkSearchTerm('a'.repeat(SEARCH_MAX_LENGTH)).ok).toBe(true);
    expect(checkSearchTerm('a'.repeat(SEARCH_MAX_LENGTH + 1))).toMatchObject({
      ok: false,
      code: 'TERM_TOO_LONG',
    });
  });
});

describe('wantsSuggestions', () => {
  it('starts at two characters, not counting spaces around them', () => {
    expect(wantsSuggestions('f')).toBe(false);
    expect(wantsSuggestions(' f  ')).toBe(false);
    expect(wantsSuggestions('ff')).toBe(true);
  });
});

describe('toSearchSuggestion', () => {
  const node = {
    databaseId: 7,
    name: 'FFP3 Mask',
    slug: 'ffp3-mask',
    rawPrice: '12.5, 20',
    image: { sourceUrl: 'http://media/7.webp', altText: '' },
  };

  it('maps a product to a suggestion with its price range formatted for the locale', () => {
    expect(toSearchSuggestion(node, 'en-US', 'USD')).toEqual({
      id: 7,
      name: 'FFP3 Mask',
      href: '/product/ffp3-mask',
      price: '$12.50 – $20.00',
      image: { url: 'http://media/7.webp', alt: 'FFP3 Mask' },
    });
    expect(toSearchSuggestion({ ...node, rawPrice: '12.5' }, 'de-DE', 'USD').price).toBe('12,50\u00a0$');
  });

  it('leaves out a missing price and image', () => {
    expect(toSearchSuggestion({ ...node, rawPrice: null, image: null }, 'en-US', 'USD')).toMatchObject({
      price: null,
      image: null,
    });
  });
});
