import { describe, expect, it } from 'vitest';
import { accountCreated, registerVariables } from './register';

describe('registerVariables', () => {
  // WooGraphQL 1.0's RegisterCustomerInput.authenticate: "Set the current user to the newly
  // registered customer" (reference/woographql/schema.graphql); without it no auth token comes back
  // and the payload's viewer cannot be read.
  it('asks the backend to sign the new customer in', () => {
    expect(registerVariables({ email: ' ada@example.com ', password: 'pw', username: ' ' })).toEqual({
      input: { email: 'ada@example.com', password: 'pw', authenticate: true },
    });
    expect(registerVariables({ email: 'a@b.c', password: 'pw', username: 'ada' }).input).toMatchObject({
      username: 'ada',
      authenticate: true,
    });
  });
});

describe('accountCreated', () => {
  it('is true for a payload, even one that comes with messages about the viewer', () => {
    expect(accountCreated({ registerCustomer: { authToken: null, customer: null, viewer: null } })).toBe(
      true,
    );
  });
  it('is false when the backend refused (no payload)', () => {
    expect(accountCreated({ registerCustomer: null })).toBe(false);
    expect(accountCreated(null)).toBe(false);
  });
});
