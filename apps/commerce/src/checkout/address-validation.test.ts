import { describe, expect, it } from 'vitest';
import { TEST_BILLING } from '../testing/addresses.ts';
import {
  addressProblem,
  addressProblems,
  billingProblem,
  billingProblems,
  normaliseAddress,
} from './address-validation.ts';
import { findGateway, paymentGateways, settlePayment, TEST_CARD_META_KEY } from './payment-gateways.ts';

const ALLOWED = ['US', 'CA'];
// The shared test billing address, with an international-format phone the rules must accept.
const good = { ...TEST_BILLING, phone: '+1 555 123 4567' };

describe('checkout address rules', () => {
  it('accepts a complete US address', () => {
    expect(billingProblem(good, ALLOWED)).toBeNull();
  });

  it.each([
    [{ firstName: '' }, 'Billing First name is a required field.'],
    [{ lastName: ' ' }, 'Billing Last name is a required field.'],
    [{ address1: '' }, 'Billing Street address is a required field.'],
    [{ city: '' }, 'Billing Town / City is a required field.'],
    [{ country: '' }, 'Billing Country / Region is a required field.'],
    [{ country: 'FR' }, 'Billing Country / Region: we do not sell to "FR". Please choose another country.'],
    [{ state: '' }, 'Billing State is a required field.'],
    [{ state: 'ZZ' }, 'Billing State "ZZ" is not valid. Please choose one from the list.'],
    [{ postcode: '' }, 'Billing ZIP Code is a required field.'],
    [{ postcode: '1234' }, 'Billing ZIP Code is not valid. Please enter it as 12345 or 12345-6789.'],
    [{ email: '' }, 'Billing Email address is a required field.'],
    [{ email: 'not-an-email' }, 'Billing Email address is not a valid email address.'],
    [{ phone: '' }, 'Billing Phone is a required field.'],
    [{ phone: 'call me' }, 'Billing Phone is not a valid phone number.'],
  ])('refuses %j', (change, message) => {
    expect(billingProblem({ ...good, ...change }, ALLOWED)).toBe(message);
  });

  // WooCommerce checks the billing email with WordPress's is_email() (wp-includes/formatting.php in
  // WordPress/wordpress-develop; tests/phpunit/tests/formatting/isEmail.php lists the same kinds).
  it.each([
    'bad@',
    'ada@example',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
    'ada@-example.com',
    'ada@example-.com',
    'ada lovelace@example.com',
    'ada@exa mple.com',
    'ada@@example.com',
    '@example.com',
    'a@b.c',
    'ada(x)@example.com',
  ])('refuses the malformed email %j', (email) => {
    expect(billingProblems({ ...good, email }, ALLOWED)).toEqual([
      {
        field: 'billing.email',
        code: 'invalid_email',
        message: 'Billing Email address is not a valid email address.',
      },
    ]);
  });

  it.each(['a@b.co', 'bill+ted@mail.example-shop.com', "o'hara@example.ie", 'ADA@EXAMPLE.COM'])(
    'accepts the email %j',
    (email) => {
      expect(billingProblem({ ...good, email }, ALLOWED)).toBeNull();
    },
  );

  it('reports the first problem only, in form order', () => {
    expect(billingProblem({ ...good, firstName: '', postcode: 'x', email: 'y' }, ALLOWED)).toBe(
      'Billing First name is a required field.',
    );
  });

  it('accepts ZIP+4, Canadian postcodes with or without the space, and state names', () => {
    expect(billingProblem({ ...good, postcode: '62701-1234' }, ALLOWED)).toBeNull();
    const canada = { ...good, country: 'CA', state: 'ON', postcode: 'K1A 0B1' };
    expect(addressProblem('Shipping', canada, ALLOWED)).toBeNull();
    expect(addressProblem('Shipping', { ...canada, postcode: 'k1a0b1' }, ALLOWED)).toBeNull();
    expect(addressProblem('Shipping', { ...canada, postcode: '12345' }, ALLOWED)).toBe(
      'Shipping Postal code is not valid. Please enter it as A1A 1A1.',
    );
    expect(addressProblem('Shipping', { ...canada, state: '' }, ALLOWED)).toBe(
      'Shipping Province is a required field.',
    );
    expect(billingProblem({ ...good, state: 'Illinois' }, ALLOWED)).toBeNull();
    expect(normaliseAddress({ ...good, state: 'illinois', email: 'Ada@Example.COM' })).toMatchObject({
      state: 'IL',
      email: 'ada@example.com',
    });
  });

  it('shipping addresses need no email or phone', () => {
    const { email: _e, phone: _p, ...shipping } = good;
    expect(addressProblem('Shipping', shipping, ALLOWED)).toBeNull();
  });

  it('lists every problem by field and code, the first in the same words as the message', () => {
    const problems = billingProblems(
      { ...good, firstName: '', state: 'ZZ', postcode: '1234', email: 'bad@', phone: '' },
      ALLOWED,
    );
    expect(problems.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'billing.firstName', code: 'required' },
      { field: 'billing.state', code: 'invalid_state' },
      { field: 'billing.postcode', code: 'invalid_postcode' },
      { field: 'billing.email', code: 'invalid_email' },
      { field: 'billing.phone', code: 'required' },
    ]);
    expect(problems[0]?.message).toBe('Billing First name is a required field.');
    expect(addressProblems('Shipping', { ...good, country: 'FR' }, ALLOWED)).toEqual([
      {
        field: 'shipping.country',
        code: 'country_not_allowed',
        message: 'Shipping Country / Region: we do not sell to "FR". Please choose another country.',
        params: { country: 'FR' },
      },
    ]);
    expect(billingProblems({ ...good, phone: 'call me' }, ALLOWED).map((p) => p.code)).toEqual([
      'invalid_phone',
    ]);
  });
});

describe('payment gateways', () => {
  const pay = (gatewayId: string, card?: string, total = 1000) =>
    settlePayment({
      gatewayId,
      total,
      metaData: new Map(card === undefined ? [] : [[TEST_CARD_META_KEY, card]]),
    });

  it('lists the offline methods, and first the labelled test card only when it is switched on', () => {
    const offline = [
      ['bacs', 'Direct bank transfer'],
      ['cheque', 'Check payments'],
      ['cod', 'Cash on delivery'],
    ];
    expect(paymentGateways().map((g) => [g.id, g.title])).toEqual(offline);
    // The card first: the store's default payment method, which the checkout preselects.
    expect(paymentGateways(false, true).map((g) => [g.id, g.title])).toEqual([
      ['test_card', 'Test card (test mode — no real payment)'],
      ...offline,
    ]);
    // With Stripe configured, card payments go to Stripe and the test card is never offered.
    expect(paymentGateways(true, true).map((g) => g.id)).not.toContain('test_card');
  });

  it('places offline orders as WooCommerce does', () => {
    expect(pay('cod')).toEqual({ status: 'processing', paid: false, transactionId: null });
    expect(pay('bacs').status).toBe('on-hold');
    expect(pay('cheque').status).toBe('on-hold');
  });

  it('settles the test card: 4242… is paid, 4000…0002 is declined, others refused', () => {
    const paid = pay('test_card', '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 'processing', paid: true });
    expect(paid.transactionId).toMatch(/^test_/);
    expect(() => pay('test_card', '4000 0000 0000 0002')).toThrow('Your card was declined.');
    expect(() => pay('test_card', '1234')).toThrow(/not recognised/);
    expect(() => pay('test_card')).toThrow('Please enter your card number.');
  });

  it('names the card field and a code for each refused test card', () => {
    const refusal = (card?: string) => {
      try {
        pay('test_card', card);
      } catch (error) {
        return (error as { extensions: Record<string, unknown> }).extensions;
      }
      return null;
    };
    expect(refusal('4000 0000 0000 0002')).toEqual({
      code: 'PAYMENT_DECLINED',
      field: 'card',
      params: {},
      fieldErrors: [{ field: 'card', code: 'card_declined' }],
    });
    expect(refusal('1234')?.fieldErrors).toEqual([{ field: 'card', code: 'card_not_recognised' }]);
    expect(refusal()?.fieldErrors).toEqual([{ field: 'card', code: 'card_required' }]);
  });

  it('refuses a missing or unknown method', () => {
    expect(() => findGateway(null)).toThrow('Please choose a payment method.');
    expect(() => findGateway('bitcoin')).toThrow(
      'Invalid payment method. Please choose another payment method.',
    );
  });
});
