import { describe, expect, it } from 'vitest';
import { fillPlaceholders, inlineToText, parseInline } from './inline';

describe('fillPlaceholders', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(
      fillPlaceholders('Free over {threshold} within {days} days {nope}', { threshold: '$50', days: '30' }),
    ).toBe('Free over $50 within 30 days {nope}');
  });
});

describe('parseInline', () => {
  it('splits text, bold runs and links', () => {
    expect(
      parseInline('**Fast.** See [Shipping & Returns](/shipping-returns) or [mail](mailto:a@b.co).'),
    ).toEqual([
      { type: 'strong', text: 'Fast.' },
      { type: 'text', text: ' See ' },
      { type: 'link', text: 'Shipping & Returns', href: '/shipping-returns' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'mail', href: 'mailto:a@b.co' },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves links with other schemes as text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1))' },
    ]);
  });

  it('gives plain text', () => {
    expect(inlineToText('A **b** [c](/d)')).toBe('A b c');
  });
});
