import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import german from '@/messages/de-DE/checkout.json';
import english from '@/messages/en-US/checkout.json';
import { FIELD_ERROR_CODES } from './checkout-schema';
import { type FieldError, fieldErrorMessage, newIdempotencyKey, serverFieldErrors } from './field-errors';

const translate = (messages: typeof english, locale: string) => {
  const errors = createTranslator({
    locale,
    messages: { checkout: messages },
    namespace: 'checkout.fieldErrors',
  });
  const labels = createTranslator({ locale, messages: { checkout: messages }, namespace: 'checkout.form' });
  return (error: FieldError) =>
    fieldErrorMessage(
      (key, values) => errors(key as 'required', values as { section: string; label: string }),
      (key) => labels(key as 'firstName'),
      error,
    );
};
const inEnglish = translate(english, 'en-US');

describe('serverFieldErrors', () => {
  it('reads the fields and codes of the backend answer (extensions.fieldErrors)', () => {
    // The commerce backend's checkout answer (apps/commerce checkout/address-validation.ts).
    expect(
      serverFieldErrors([
        { field: 'billing.email', code: 'invalid_email' },
        { field: 'shipping.city', code: 'required' },
        { field: 'card', code: 'card_declined' },
      ]),
    ).toEqual([
      { field: 'billing.email', code: 'invalid_email' },
      { field: 'shipping.city', code: 'required' },
      { field: 'card', code: 'card_declined' },
    ]);
  });

  it('names nothing for a stock WooCommerce answer, a malformed one, or a field the form lacks', () => {
    // WooGraphQL's Checkout_Mutation::validate_data throws a UserError with the sentence only
    // (wp-graphql/wp-graphql-woocommerce, includes/data/mutation/class-checkout-mutation.php).
    expect(serverFieldErrors(undefined)).toEqual([]);
    expect(serverFieldErrors([])).toEqual([]);
    expect(serverFieldErrors('billing.email')).toEqual([]);
    expect(serverFieldErrors([{ field: 'billing.email' }])).toEqual([]);
    expect(serverFieldErrors([{ field: 'billing.fax', code: 'required' }])).toEqual([]);
  });
});

describe('fieldErrorMessage', () => {
  it('says each code in words, naming the address and the field', () => {
    expect(inEnglish({ field: 'billing.firstName', code: 'required' })).toBe(
      'Billing First name is a required field.',
    );
    expect(inEnglish({ field: 'billing.email', code: 'invalid_email' })).toBe(
      'Billing Email address is not a valid email address.',
    );
    expect(inEnglish({ field: 'shipping.postcode', code: 'invalid_postcode' })).toBe(
      'Shipping ZIP Code is not valid. Please check it and try again.',
    );
    expect(inEnglish({ field: 'card', code: 'card_declined' })).toBe('Your card was declined.');
    expect(inEnglish({ field: 'password', code: 'password_too_short' })).toBe(
      'The account password needs at least 8 characters.',
    );
  });

  it('translates', () => {
    expect(translate(german, 'de-DE')({ field: 'billing.phone', code: 'invalid_phone' })).toBe(
      'Rechnung Telefon ist keine gültige Telefonnummer.',
    );
  });

  it('has a sentence for every code at every field, and a general one for codes it does not know', () => {
    for (const code of FIELD_ERROR_CODES) {
      for (const field of ['billing.state', 'shipping.country', 'password', 'card'] as const) {
        expect(inEnglish({ field, code })).not.toMatch(/checkout\.|\{/);
      }
    }
    expect(inEnglish({ field: 'billing.city', code: 'too_far' })).toBe('Billing Town / City is not valid.');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a new key for every attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
