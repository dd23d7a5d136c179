import { describe, expect, it } from 'vitest';
import { fieldOfMessage, newIdempotencyKey } from './field-errors';

describe('fieldOfMessage', () => {
  it('maps billing and shipping messages to their fields', () => {
    expect(fieldOfMessage('Billing First name is a required field.')).toBe('billing.firstName');
    expect(fieldOfMessage('Billing Email address is not a valid email address.')).toBe('billing.email');
    expect(fieldOfMessage('Shipping Town / City is a required field.')).toBe('shipping.city');
    expect(fieldOfMessage('Billing ZIP Code is a required field.')).toBe('billing.postcode');
    expect(fieldOfMessage('Billing State is a required field.')).toBe('billing.state');
    expect(fieldOfMessage('Billing Country / Region is a required field.')).toBe('billing.country');
    expect(fieldOfMessage('Billing Phone is not a valid phone number.')).toBe('billing.phone');
  });
  it('maps card messages to the card field', () => {
    expect(fieldOfMessage('Your card was declined.')).toBe('card');
  });
  it('returns null for messages that name no field', () => {
    expect(fieldOfMessage('Sorry, your session has expired.')).toBeNull();
    expect(fieldOfMessage('Billing Something else is wrong.')).toBeNull();
  });
  it('makes a new key for every attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
