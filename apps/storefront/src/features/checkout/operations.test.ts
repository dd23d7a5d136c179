import { describe, expect, it } from 'vitest';
import { isCheckoutOperation } from './operations';

describe('isCheckoutOperation', () => {
  it('allows the checkout operations by their spec names', () => {
    for (const name of [
      'Checkout',
      'ChangeShippingCounty',
      'getAllowedCountries',
      'getStates',
      'getPaymentGateways',
      'getOrder',
    ]) {
      expect(isCheckoutOperation(name)).toBe(true);
    }
  });
  it('refuses anything else', () => {
    expect(isCheckoutOperation('getCart')).toBe(false);
    expect(isCheckoutOperation('toString')).toBe(false);
    expect(isCheckoutOperation(undefined)).toBe(false);
  });
});
