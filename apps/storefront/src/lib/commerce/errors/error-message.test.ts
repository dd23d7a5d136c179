/**
 * The shop's refusals in the shopper's words: a known code is worded by the locale's catalogue
 * with the params the backend sent; anything else is shown as the backend sent it. Every code of
 * the shared list has a text in every locale, using only the params that code carries.
 */
import { MESSAGE_CODE_LIST, MESSAGE_CODES } from '@ppe/shop-rules/messages';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { GraphQLClientError } from '../server/transport';
import { shopErrorOf, shopErrorOfThrown } from './error-message';
import { errorText } from './error-text';

/** Each locale's `errors` catalogue as the shop has it: compiled when built (vitest.config.ts). */
const catalogues = new Map<string, Record<string, string>>(
  await Promise.all(
    routing.locales.map(
      async (locale) =>
        [locale, (await import(`../../../messages/${locale}/errors.json`)).default] as [
          string,
          Record<string, string>,
        ],
    ),
  ),
);
const catalogue = (locale: string) => catalogues.get(locale) ?? {};

const translator = (
  locale: string,
  onError: (error: Error) => void = (error) => {
    throw error;
  },
) => createTranslator({ locale, messages: { errors: catalogue(locale) }, namespace: 'errors', onError });

describe('errorText', () => {
  const german = translator('de-DE');

  it('words a known code from the catalogue, with the params the backend sent', () => {
    const error = shopErrorOf({
      message: 'Coupon "NOPE-42" does not exist!',
      extensions: { code: 'COUPON_NOT_FOUND', field: 'code', params: { coupon: 'NOPE-42' } },
    });
    expect(errorText(error, german)).toBe('Der Gutschein „NOPE-42“ existiert nicht.');
    expect(
      errorText(
        {
          message: 'Too many attempts. Please wait 15 minutes and try again.',
          code: 'RATE_LIMITED',
          params: { minutes: 15 },
        },
        german,
      ),
    ).toBe('Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.');
  });

  it("words a gift card's amount limits as money of the shopper's locale, not as the backend keeps them", () => {
    const error = shopErrorOf({
      message: 'Please choose a gift card amount between 10.00 and 500.00.',
      extensions: {
        code: 'GIFT_CARD_AMOUNT_INVALID',
        field: 'extraData',
        params: { min: '10.00', max: '500.00' },
      },
    });
    expect(errorText(error, german, { locale: 'de-DE', currency: 'USD' })).toBe(
      'Bitte wählen Sie einen der angebotenen Gutscheinbeträge oder einen Betrag zwischen 10,00\u00a0$ und 500,00\u00a0$.',
    );
    expect(errorText(error, translator('en-US'), { locale: 'en-US', currency: 'USD' })).toBe(
      'Please choose one of the gift card amounts offered, or an amount between $10.00 and $500.00.',
    );
    // No amount to read (a card of offered amounts only): nothing made up.
    const none = { ...error, params: { min: '', max: '' } };
    expect(errorText(none, translator('en-US'), { locale: 'en-US', currency: 'USD' })).not.toContain('$');
  });

  it('shows the backend sentence as sent for a code the storefront does not know', () => {
    const error = shopErrorOf({
      message: 'Der Lagerbestand wird geprüft.',
      extensions: { code: 'STOCK_CHECK_PENDING' },
    });
    expect(errorText(error, german)).toBe('Der Lagerbestand wird geprüft.');
  });

  it("shows a stock WooCommerce site's message, which carries no code, as sent", () => {
    // WPGraphQL's own wording (wp-graphql/wp-graphql src/Mutation/ResetUserPassword.php), no code.
    const error = shopErrorOf({
      message: 'A password reset key is required.',
      extensions: { category: 'user' },
    });
    expect(error).toEqual({ message: 'A password reset key is required.' });
    expect(errorText(error, german)).toBe('A password reset key is required.');
  });

  it('reads a missing param as empty rather than failing the sentence', () => {
    expect(errorText({ message: 'Coupon "X" does not exist!', code: 'COUPON_NOT_FOUND' }, german)).toBe(
      'Der Gutschein „“ existiert nicht.',
    );
  });

  it('keeps only text and numbers of the params', () => {
    const error = shopErrorOf({
      message: 'm',
      extensions: { code: 'QUANTITY_TOO_HIGH', params: { max: 99, extra: { nested: true } } },
    });
    expect(error.params).toEqual({ max: 99 });
  });
});

describe('shopErrorOfThrown', () => {
  it('finds the refusal behind a thrown error, through its causes', () => {
    const refused = new GraphQLClientError(
      'Please enter your name.',
      200,
      [
        {
          message: 'Please enter your name.',
          extensions: { code: 'CONTACT_NAME_REQUIRED', field: 'name', params: {} },
        },
      ],
      'submitContactForm',
    );
    const wrapped = new Error('GraphQL error', { cause: refused });
    expect(shopErrorOfThrown(wrapped)).toEqual({
      message: 'Please enter your name.',
      code: 'CONTACT_NAME_REQUIRED',
      field: 'name',
      params: {},
    });
    expect(shopErrorOfThrown(new Error('down'))).toBeUndefined();
    expect(shopErrorOfThrown('not an error')).toBeUndefined();
  });
});

describe.each(routing.locales)('errors catalogue in %s', (locale) => {
  it('words every code of the shared list', () => {
    const t = translator(locale);
    expect(MESSAGE_CODE_LIST.filter((code) => !t.has(code))).toEqual([]);
    expect(Object.keys(catalogue(locale)).sort()).toEqual([...MESSAGE_CODE_LIST].sort());
  });

  it('uses only the params each code carries (a text naming another fails to format)', () => {
    const failures: string[] = [];
    const t = translator(locale, (error) => failures.push(error.message));
    for (const code of MESSAGE_CODE_LIST) {
      const values = Object.fromEntries(MESSAGE_CODES[code].params.map((name, i) => [name, i + 2]));
      const text = t(code, values);
      // A param the code does not carry is left out of the sentence, or worded "undefined".
      expect(text, code).not.toMatch(/\{|\}|undefined/);
    }
    expect(failures).toEqual([]);
  });
});
