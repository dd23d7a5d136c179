import { describe, expect, it } from 'vitest';
import type { ShopError } from '@/lib/commerce/errors/error-message';
import { refusalText } from './refusal';

const describeByCode = (error: ShopError | undefined) => (error ? `catalogue ${error.code}` : undefined);

describe('refusalText', () => {
  it('words a refusal named by one of the shop’s codes from the catalogue', () => {
    const expired = { message: 'This confirmation link has expired.', code: 'NEWSLETTER_TOKEN_EXPIRED' };
    expect(refusalText(expired, describeByCode, 'fallback')).toBe('catalogue NEWSLETTER_TOKEN_EXPIRED');
    expect(refusalText({ message: 'Too many', code: 'RATE_LIMITED' }, describeByCode, 'fallback')).toBe(
      'catalogue RATE_LIMITED',
    );
  });

  it('keeps the backend’s English and the route’s own codes out of the page', () => {
    const gone = { message: 'subscribeToNewsletter is not available', code: 'FEATURE_UNAVAILABLE' };
    expect(refusalText(gone, describeByCode, 'fallback')).toBe('fallback');
    expect(refusalText({ message: 'Internal server error' }, describeByCode, 'fallback')).toBe('fallback');
    expect(refusalText(undefined, describeByCode, 'fallback')).toBe('fallback');
  });
});
