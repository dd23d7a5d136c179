/** Address fields of the checkout form, as named in CustomerAddressInput. */
export type AddressField =
  | 'firstName'
  | 'lastName'
  | 'address1'
  | 'city'
  | 'country'
  | 'state'
  | 'postcode'
  | 'email'
  | 'phone';

export type FieldKey = `billing.${AddressField}` | `shipping.${AddressField}` | 'card';

const LABELS: Array<[RegExp, AddressField]> = [
  [/^first name\b/i, 'firstName'],
  [/^last name\b/i, 'lastName'],
  [/^street address\b/i, 'address1'],
  [/^town \/ city\b|^city\b/i, 'city'],
  [/^country\b/i, 'country'],
  [/^(state|county|province|region)\b/i, 'state'],
  [/^(zip code|postcode|postal code|pin)\b/i, 'postcode'],
  [/^email address\b/i, 'email'],
  [/^phone\b/i, 'phone'],
];

/**
 * The form field a backend checkout message names, if any: the backend answers in WooCommerce's
 * words ("Billing ZIP Code is not a valid postcode / ZIP.", "Your card was declined.").
 */
export function fieldOfMessage(message: string): FieldKey | null {
  if (/\bcard\b/i.test(message)) return 'card';
  const match = message.match(/^(Billing|Shipping)\s+(.*)$/);
  if (!match) return null;
  const kind = match[1] === 'Billing' ? 'billing' : 'shipping';
  const rest = match[2] ?? '';
  for (const [pattern, field] of LABELS) {
    if (pattern.test(rest)) return `${kind}.${field}`;
  }
  return null;
}

/** A fresh idempotency key for one attempt to place the order. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
