import { describe, expect, it } from 'vitest';
import { accountUsername, checkoutInput } from './checkout-input';
import { EMPTY_CHECKOUT } from './checkout-schema';

const values = {
  ...EMPTY_CHECKOUT,
  billing: { ...EMPTY_CHECKOUT.billing, firstName: 'Ada', email: 'ada@example.com', phone: '4155550100' },
  shipping: { ...EMPTY_CHECKOUT.shipping, firstName: 'Bob', email: 'x', phone: 'y' },
  paymentMethod: 'test_card',
  card: '4242 4242 4242 4242',
  note: '  ',
};
const options = { signedIn: false, shippingMethods: ['flat_rate:1'], idempotencyKey: 'key-1' };

describe('checkoutInput', () => {
  it('sends billing with its contact details, the rates chosen and the card without spaces', () => {
    const { input } = checkoutInput(values, options);
    expect(input.billing).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', phone: '4155550100' });
    expect(input).not.toHaveProperty('shipping');
    expect(input.shipToDifferentAddress).toBe(false);
    expect(input.customerNote).toBeUndefined();
    expect(input.shippingMethod).toEqual(['flat_rate:1']);
    expect(input.metaData).toEqual([
      { key: '_idempotency_key', value: 'key-1' },
      { key: '_test_card_number', value: '4242424242424242' },
    ]);
    expect(input).not.toHaveProperty('account');
  });

  it('sends a shipping address without contact details when the order ships elsewhere', () => {
    const { input } = checkoutInput({ ...values, shipElsewhere: true }, options);
    expect(input.shipping).toMatchObject({ firstName: 'Bob' });
    expect(input.shipping).not.toHaveProperty('email');
    expect(input.shipToDifferentAddress).toBe(true);
  });

  it('makes an account only for a guest who asked, named after the email when no username is typed', () => {
    const asked = { ...values, createAccount: true, password: 'long enough' };
    // authenticate: recorded on WooGraphQL 1.0.2, an account without it places a guest order (customer 0).
    expect(checkoutInput(asked, options).input.account).toEqual({
      username: 'ada',
      password: 'long enough',
      authenticate: true,
    });
    expect(checkoutInput(asked, { ...options, signedIn: true }).input).not.toHaveProperty('account');
    expect(accountUsername(' grace ', 'ada@example.com')).toBe('grace');
  });

  it('sends no payment method or card when gift cards leave nothing to pay', () => {
    const { input } = checkoutInput(values, { ...options, nothingToPay: true });
    expect(input).not.toHaveProperty('paymentMethod');
    expect(input.metaData).toEqual([{ key: '_idempotency_key', value: 'key-1' }]);
    expect(checkoutInput(values, options).input.paymentMethod).toBe('test_card');
  });

  it('names the Stripe intent', () => {
    const { input } = checkoutInput(
      { ...values, paymentMethod: 'stripe' },
      { ...options, stripeIntentId: 'pi_1' },
    );
    expect(input.metaData).toContainEqual({ key: '_stripe_payment_intent', value: 'pi_1' });
  });
});
