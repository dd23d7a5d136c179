/**
 * The contact form's limits. The backend refuses a message beyond them; the storefront checks
 * the same ones before sending, so the shopper hears of a problem without a round trip.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;
