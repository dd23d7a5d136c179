/**
 * The wording a page without the `errors` messages fetches on its first refusal: the locale's own
 * catalogue, the same sentence useErrorText gives where the messages came with the page.
 */
import { describe, expect, it } from 'vitest';
import { errorTextIn } from './deferred-error-text';

const couponRefused = {
  // The backend's own sentence, which the catalogue's words replace.
  message: 'coupon refused',
  code: 'COUPON_NOT_FOUND',
  params: { coupon: 'NOPE-42' },
};

describe('errorTextIn', () => {
  it("words a known code in the locale's catalogue, fetched once per locale", async () => {
    const german = errorTextIn('de-DE');
    expect((await german)(couponRefused)).toBe('Der Gutschein „NOPE-42“ existiert nicht.');
    expect((await errorTextIn('en-US'))(couponRefused)).toBe('Coupon "NOPE-42" does not exist!');
    expect(errorTextIn('de-DE')).toBe(german);
  });

  it("words amounts as money of the locale in the store's currency", async () => {
    const wording = await errorTextIn('fr-FR');
    const limits = {
      message: 'amount refused',
      code: 'GIFT_CARD_AMOUNT_INVALID',
      params: { min: '10.00', max: '500.00' },
    };
    expect(wording(limits, 'USD')).toContain('entre 10,00\u00a0$US et 500,00\u00a0$US');
  });

  it('shows a sentence without a known code as the backend sent it', async () => {
    const wording = await errorTextIn('fr-FR');
    expect(wording({ message: 'Sorry, this shop says no.' })).toBe('Sorry, this shop says no.');
  });
});
