import { PURCHASE_DETAILS_LIMITS, type PurchaseDetailField } from '@ppe/shop-rules/purchase-details';
import { z } from 'zod';
import { ADDRESS_FIELDS, type AddressField, FIELD_ERROR_CODES, type FieldKey } from './checkout-schema';

/** A problem at one field of the form: where, and what (a code, translated when shown). */
export interface FieldError {
  field: FieldKey;
  code: string;
}

const FORM_FIELDS = new Set<string>([
  ...ADDRESS_FIELDS.flatMap((field) => [`billing.${field}`, `shipping.${field}`]),
  'password',
  'card',
  'purchaseOrder',
  'dockNote',
]);

/** The purchase details' own messages, by field: `${prefix}_${code}` in checkout.fieldErrors. */
const PURCHASE_DETAIL_MESSAGES: Partial<Record<FieldKey, PurchaseDetailField>> = {
  purchaseOrder: 'purchaseOrder',
  dockNote: 'dockNote',
  'billing.company': 'company',
};
const PURCHASE_DETAIL_CODES = new Set(['required', 'too_long', 'invalid_characters']);

const wireFieldErrors = z.array(z.object({ field: z.string(), code: z.string() }));

/**
 * The fields a refused checkout names (the GraphQL errors' `extensions.fieldErrors`): this backend
 * lists them as { field, code } beside WooCommerce's sentence. A stock WooCommerce site
 * answers the sentence alone, and so does anything malformed: then nothing is named and the form
 * shows the sentence in its summary.
 */
export function serverFieldErrors(raw: unknown): FieldError[] {
  const parsed = wireFieldErrors.safeParse(raw);
  if (!parsed.success) return [];
  return parsed.data.filter((error): error is FieldError => FORM_FIELDS.has(error.field));
}

type Translate = (key: string, values?: Record<string, string>) => string;

const KNOWN_CODES = new Set<string>(FIELD_ERROR_CODES);

/**
 * The sentence for a problem, in the shopper's language: `messages` are checkout.fieldErrors and
 * `labels` checkout.form (the field's own label). Address problems say which address they are in.
 */
export function fieldErrorMessage(messages: Translate, labels: Translate, error: FieldError): string {
  const detail = PURCHASE_DETAIL_MESSAGES[error.field];
  if (detail) {
    const problem = PURCHASE_DETAIL_CODES.has(error.code) ? error.code : 'invalid_characters';
    return messages(`${detail}_${problem}`, { max: String(PURCHASE_DETAILS_LIMITS[detail]) });
  }
  const code = KNOWN_CODES.has(error.code) ? error.code : 'invalid';
  if (error.field === 'card') return messages(code.startsWith('card_') ? code : 'card_invalid');
  if (error.field === 'password') {
    return messages(code === 'password_too_short' ? code : 'password_required');
  }
  const [section = 'billing', field = 'firstName'] = error.field.split('.') as ['billing', AddressField];
  return messages(code, { section: messages(section), label: labels(field) });
}

/** A fresh idempotency key for one attempt to place the order. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
