import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, signupFieldOf, validateSignup } from './validation';

describe('validateSignup', () => {
  it('accepts an address with consent, spaces around it included', () => {
    expect(validateSignup({ email: '  ada@example.com ', consent: true })).toEqual({});
    expect(validateSignup({ email: "o'neil+news@mail.example.co", consent: true })).toEqual({});
  });

  it('names every problem at once', () => {
    expect(validateSignup({ email: ' ', consent: false })).toEqual({
      email: 'emailRequired',
      consent: 'consentRequired',
    });
  });

  it('asks for consent even with a good address', () => {
    expect(validateSignup({ email: 'ada@example.com', consent: false })).toEqual({
      consent: 'consentRequired',
    });
  });

  // The backend's rule is WordPress's is_email() (apps/commerce checkout/address-validation.ts).
  it.each([
    'ada',
    'ada@',
    'ada@example',
    '@example.com',
    'ada@exa mple.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada(at)example.com',
    'a@b.c',
  ])('refuses %s', (email) => {
    expect(validateSignup({ email, consent: true })).toEqual({ email: 'emailInvalid' });
  });

  it('refuses an address longer than any inbox has', () => {
    const local = 'a'.repeat(64);
    const long = `${local}@${'b'.repeat(EMAIL_MAX - local.length - 4)}.com`;
    expect(long.length).toBe(EMAIL_MAX + 1);
    expect(validateSignup({ email: long, consent: true })).toEqual({ email: 'emailInvalid' });
    expect(validateSignup({ email: long.slice(1), consent: true })).toEqual({});
  });
});

describe('signupFieldOf', () => {
  it('knows the fields the form shows, and no others', () => {
    expect(signupFieldOf('email')).toBe('email');
    expect(signupFieldOf('consent')).toBe('consent');
    expect(signupFieldOf('consentVersion')).toBeNull();
    expect(signupFieldOf(undefined)).toBeNull();
  });
});
