import { describe, expect, it } from 'vitest';
import type { Address } from '@/features/shopper/account-types';
import { type PrefillPath, savedAddressFills } from './prefill';

const address = (change: Partial<Address>): Address => ({
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  email: '',
  phone: '',
  ...change,
});

const customer = {
  email: 'grace@example.com',
  billing: address({ firstName: 'Grace', lastName: 'Hopper', city: 'Arlington', state: 'VA', country: 'US' }),
  shipping: address({ firstName: 'Grace', address1: '1 Navy Way', email: 'ignored@example.com' }),
};

describe('savedAddressFills', () => {
  it('fills every untouched field that has a saved value, the account email for a billing address without one', () => {
    expect(Object.fromEntries(savedAddressFills(customer, () => false))).toEqual({
      'billing.firstName': 'Grace',
      'billing.lastName': 'Hopper',
      'billing.city': 'Arlington',
      'billing.state': 'VA',
      'billing.country': 'US',
      'billing.email': 'grace@example.com',
      'shipping.firstName': 'Grace',
      'shipping.address1': '1 Navy Way',
    });
  });

  it('never fills a field the shopper touched, even one they emptied', () => {
    const touched = new Set<PrefillPath>(['billing.firstName', 'billing.email', 'shipping.address1']);
    const fills = Object.fromEntries(savedAddressFills(customer, (path) => touched.has(path)));
    expect(fills).not.toHaveProperty('billing.firstName');
    expect(fills).not.toHaveProperty('billing.email');
    expect(fills).not.toHaveProperty('shipping.address1');
    expect(fills).toMatchObject({ 'billing.lastName': 'Hopper', 'shipping.firstName': 'Grace' });
  });
});
