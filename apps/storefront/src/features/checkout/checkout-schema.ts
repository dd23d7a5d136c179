import { EMAIL_PATTERN } from '@ppe/shop-rules/email';
import { type PurchaseDetailField, purchaseDetailProblem } from '@ppe/shop-rules/purchase-details';
import { z } from 'zod';

/**
 * The checkout form's rules, checked in the browser before anything is sent. They are the backend's
 * address rules (the commerce app's checkout/address-validation.ts) field for field, with the same
 * codes it answers in `extensions.fieldErrors`; checkout-schema.test.ts holds both to one table of
 * inputs. A real WooCommerce site checks on its own; these only spare the shopper a round trip.
 */

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'phone',
  'country',
  'address1',
  'city',
  'state',
  'postcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** Shipping addresses carry no contact details; the company is the buyer's, on the billing address. */
export const SHIPPING_FIELDS = ADDRESS_FIELDS.filter(
  (field) => field !== 'email' && field !== 'phone' && field !== 'company',
);

/** Address fields the shopper may leave empty. */
export const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set(['company']);

export type FieldKey =
  | `billing.${AddressField}`
  | `shipping.${AddressField}`
  | 'password'
  | 'card'
  | 'purchaseOrder'
  | 'dockNote';

export const FIELD_ERROR_CODES = [
  'required',
  'country_not_allowed',
  'invalid_state',
  'invalid_postcode',
  'invalid_email',
  'invalid_phone',
  'password_too_short',
  'card_required',
  'card_declined',
  'card_not_recognised',
  'too_long',
  'invalid_characters',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface CheckoutValues {
  billing: AddressValues;
  shipElsewhere: boolean;
  shipping: AddressValues;
  createAccount: boolean;
  username: string;
  password: string;
  note: string;
  /** Purchase details (@ppe/shop-rules/purchase-details), kept on the order as its meta data. */
  purchaseOrder: string;
  dockNote: string;
  paymentMethod: string;
  card: string;
}

export interface CountryState {
  code: string;
  name: string;
}

/** What the rules need to know about the shop: read from the backend while the form is open. */
export interface CheckoutRules {
  /** Empty until read: the backend checks the country then. */
  allowedCountries: readonly string[];
  /** States by country code; a country not (yet) read is not checked here. */
  statesByCountry: Readonly<Record<string, readonly CountryState[]>>;
  /** The gateway that takes a card number in the form (test mode). */
  cardGateway: string;
  signedIn: boolean;
  /** The store asks every order for a purchase-order number (STORE_PURCHASE_ORDER_REQUIRED). */
  purchaseOrderRequired?: boolean;
}

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  email: '',
  phone: '',
  country: 'US',
  address1: '',
  city: '',
  state: '',
  postcode: '',
};

export const EMPTY_CHECKOUT: CheckoutValues = {
  billing: EMPTY_ADDRESS,
  shipElsewhere: false,
  shipping: EMPTY_ADDRESS,
  createAccount: false,
  username: '',
  password: '',
  note: '',
  purchaseOrder: '',
  dockNote: '',
  paymentMethod: '',
  card: '',
};

const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const POSTCODES: Record<string, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
};
export const MIN_PASSWORD_LENGTH = 8;

const code = (value: FieldErrorCode) => value;
const text = z.string();
const required = text.trim().min(1, code('required'));

/** A purchase detail's rule (the backend's own, shared), its problem as the form's code. */
const purchaseDetail = (field: PurchaseDetailField, isRequired = false) =>
  text.superRefine((value, context) => {
    const problem = purchaseDetailProblem(field, value, isRequired);
    if (problem) context.addIssue({ code: 'custom', message: code(problem) });
  });

function addressSchema(rules: CheckoutRules, withContact: boolean) {
  return z
    .object({
      firstName: required,
      lastName: required,
      company: withContact ? purchaseDetail('company') : text,
      country: required,
      address1: required,
      city: required,
      state: text,
      postcode: required,
      email: withContact ? required.regex(EMAIL_PATTERN, code('invalid_email')) : text,
      phone: withContact ? required.regex(PHONE, code('invalid_phone')) : text,
    })
    .superRefine((address, context) => {
      const issue = (field: AddressField, message: FieldErrorCode) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const country = address.country.trim().toUpperCase();
      if (country && rules.allowedCountries.length > 0 && !rules.allowedCountries.includes(country)) {
        issue('country', 'country_not_allowed');
      }
      const states = rules.statesByCountry[country] ?? [];
      const wanted = address.state.trim().toLowerCase();
      if (states.length > 0 && !wanted) issue('state', 'required');
      else if (
        states.length > 0 &&
        !states.some((s) => [s.code, s.name].some((v) => v.toLowerCase() === wanted))
      ) {
        issue('state', 'invalid_state');
      }
      const postcode = address.postcode.trim();
      if (postcode && POSTCODES[country] && !POSTCODES[country].test(postcode)) {
        issue('postcode', 'invalid_postcode');
      }
    });
}

/** The whole form: shipping only when it goes elsewhere, the account only when one is made here. */
export function checkoutSchema(rules: CheckoutRules) {
  const shipping = addressSchema(rules, false);
  return z
    .object({
      billing: addressSchema(rules, true),
      shipElsewhere: z.boolean(),
      shipping: z.object(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text]))),
      createAccount: z.boolean(),
      username: text,
      password: text,
      note: text,
      purchaseOrder: purchaseDetail('purchaseOrder', rules.purchaseOrderRequired === true),
      dockNote: purchaseDetail('dockNote'),
      paymentMethod: text,
      card: text,
    })
    .superRefine((values, context) => {
      if (values.shipElsewhere) {
        for (const issue of shipping.safeParse(values.shipping).error?.issues ?? []) {
          context.addIssue({ code: 'custom', path: ['shipping', ...issue.path], message: issue.message });
        }
      }
      if (values.createAccount && !rules.signedIn && values.password.length < MIN_PASSWORD_LENGTH) {
        const message = values.password ? code('password_too_short') : code('required');
        context.addIssue({ code: 'custom', path: ['password'], message });
      }
      if (values.paymentMethod === rules.cardGateway && !values.card.trim()) {
        context.addIssue({ code: 'custom', path: ['card'], message: code('card_required') });
      }
    });
}

/** Every problem of the form by field, the first per field (what the form shows at each field). */
export function checkoutProblems(
  values: CheckoutValues,
  rules: CheckoutRules,
): Map<FieldKey, FieldErrorCode> {
  const problems = new Map<FieldKey, FieldErrorCode>();
  for (const issue of checkoutSchema(rules).safeParse(values).error?.issues ?? []) {
    const field = issue.path.join('.') as FieldKey;
    if (!problems.has(field)) problems.set(field, issue.message as FieldErrorCode);
  }
  return problems;
}
