import { describe, expect, it } from 'vitest';
// The backend's own rules: the form must refuse exactly what checkout would refuse, with the same codes.
import { addressProblems, billingProblems } from '../../../../commerce/src/checkout/address-validation.ts';
import { statesOf } from '../../../../commerce/src/content/countries.ts';
import {
  type AddressValues,
  type CheckoutRules,
  type CheckoutValues,
  checkoutProblems,
  EMPTY_CHECKOUT,
} from './checkout-schema';

const ALLOWED = ['US', 'CA'];
const rules: CheckoutRules = {
  allowedCountries: ALLOWED,
  statesByCountry: Object.fromEntries(['US', 'CA', 'FR'].map((country) => [country, statesOf(country)])),
  cardGateway: 'test_card',
  signedIn: false,
};

const good: AddressValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  email: 'ada@example.com',
  phone: '+1 555 123 4567',
  country: 'US',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
};

const form = (change: Partial<CheckoutValues>): CheckoutValues => ({
  ...EMPTY_CHECKOUT,
  billing: good,
  paymentMethod: 'cod',
  ...change,
});

const formProblems = (values: CheckoutValues) =>
  Object.fromEntries(checkoutProblems(values, rules).entries()) as Record<string, string>;

const TABLE: Array<Partial<AddressValues>> = [
  {},
  { firstName: '' },
  { lastName: '  ' },
  { address1: '', city: '' },
  { country: '' },
  { country: 'FR', state: '', postcode: '75001' },
  { state: '' },
  { state: 'ZZ' },
  { state: 'illinois' },
  { postcode: '' },
  { postcode: '1234' },
  { postcode: '62701-1234' },
  { country: 'CA', state: 'ON', postcode: 'K1A 0B1' },
  { country: 'CA', state: 'ON', postcode: 'k1a0b1' },
  { country: 'CA', state: '', postcode: '12345' },
  { email: '' },
  { email: 'bad@' },
  { email: 'not-an-email' },
  { email: 'a@b.co' },
  { email: 'ada@example' },
  { email: 'ada@example..com' },
  { email: 'ada@.example.com' },
  { email: 'ada@example.com.' },
  { email: 'ada@-example.com' },
  { email: 'ada@example-.com' },
  { email: 'ada lovelace@example.com' },
  { email: 'ada@exa mple.com' },
  { email: 'ada@@example.com' },
  { email: '@example.com' },
  { email: 'a@b.c' },
  { email: 'ada(x)@example.com' },
  { email: 'bill+ted@mail.example-shop.com' },
  { email: "o'hara@example.ie" },
  { phone: '' },
  { phone: 'call me' },
  { phone: '(415) 555-0100' },
  { firstName: '', email: 'bad@', phone: '12', postcode: 'x', state: 'nowhere' },
];

describe('checkout schema', () => {
  it.each(TABLE)('agrees with the backend on billing %j', (change) => {
    const billing = { ...good, ...change };
    const backend = Object.fromEntries(billingProblems(billing, ALLOWED).map((p) => [p.field, p.code]));
    expect(formProblems(form({ billing }))).toEqual(backend);
  });

  it.each(TABLE)('agrees with the backend on shipping %j', (change) => {
    const shipping = { ...good, email: '', phone: '', ...change };
    const backend = Object.fromEntries(
      addressProblems('Shipping', shipping, ALLOWED).map((p) => [p.field, p.code]),
    );
    expect(formProblems(form({ shipElsewhere: true, shipping }))).toEqual(backend);
  });

  it('refuses "bad@" as an email, and shows every problem at once', () => {
    expect(formProblems(form({ billing: { ...good, email: 'bad@', firstName: '', postcode: '' } }))).toEqual({
      'billing.firstName': 'required',
      'billing.postcode': 'required',
      'billing.email': 'invalid_email',
    });
  });

  it('checks the shipping address only when the order ships elsewhere', () => {
    expect(formProblems(form({ shipping: { ...good, city: '' } }))).toEqual({});
    expect(formProblems(form({ shipElsewhere: true, shipping: { ...good, city: '' } }))).toEqual({
      'shipping.city': 'required',
    });
  });

  it('asks a guest creating an account for a password of 8 characters, a customer for none', () => {
    expect(formProblems(form({ createAccount: true }))).toEqual({ password: 'required' });
    expect(formProblems(form({ createAccount: true, password: 'short' }))).toEqual({
      password: 'password_too_short',
    });
    expect(formProblems(form({ createAccount: true, password: 'long enough' }))).toEqual({});
    expect(
      Object.fromEntries(checkoutProblems(form({ createAccount: true }), { ...rules, signedIn: true })),
    ).toEqual({});
  });

  it('asks for a card number only when paying with the test card', () => {
    expect(formProblems(form({ paymentMethod: 'test_card' }))).toEqual({ card: 'card_required' });
    expect(formProblems(form({ paymentMethod: 'test_card', card: '4242 4242 4242 4242' }))).toEqual({});
  });

  it('leaves states and countries it has not read yet to the backend', () => {
    const unread: CheckoutRules = { ...rules, allowedCountries: [], statesByCountry: {} };
    const billing = { ...good, state: 'ZZ', country: 'DE', postcode: 'anything' };
    expect(Object.fromEntries(checkoutProblems(form({ billing }), unread))).toEqual({});
  });
});
