/**
 * A complete US billing address that passes checkout's address rules, for tests that place
 * orders; a test that needs its own email (or one broken field) spreads it and overrides.
 */
export const TEST_BILLING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'ada@example.com',
  phone: '555-123-4567',
} as const;
