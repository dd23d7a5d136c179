/**
 * Checkout address rules, field by field in the order the form shows them. The answer keeps
 * WooCommerce's words for the first problem ("Billing ZIP Code is not a valid ZIP code.") and lists
 * every problem by field and code for clients that show each at its field.
 */

import { isEmail } from '@ppe/shop-rules/email';
import type { MessageCode, MessageParams } from '@ppe/shop-rules/messages';
import { statesOf } from '../content/countries.ts';
import type { AddressFields } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export type AddressKind = 'Billing' | 'Shipping';

const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const POSTCODES: Record<string, { pattern: RegExp; label: string; example: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, label: 'ZIP Code', example: '12345 or 12345-6789' },
  CA: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, label: 'Postal code', example: 'A1A 1A1' },
};

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * What the storefront branches on, beside WooCommerce's sentence: the field in the form's words
 * ("billing.postcode") and a code it translates ("invalid_postcode").
 */
export type FieldErrorCode =
  | 'required'
  | 'country_not_allowed'
  | 'invalid_state'
  | 'invalid_postcode'
  | 'invalid_email'
  | 'invalid_phone'
  | 'card_required'
  | 'card_declined'
  | 'card_not_recognised';

export interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  message: string;
  /** The values the message names, beside the field ({ country }, { state }, { example }). */
  params?: MessageParams;
}

/** The code of the whole refusal, after its first problem (@ppe/shop-rules/messages). */
const REFUSAL_CODES: Record<FieldErrorCode, MessageCode> = {
  required: 'FIELD_REQUIRED',
  country_not_allowed: 'COUNTRY_NOT_ALLOWED',
  invalid_state: 'INVALID_STATE',
  invalid_postcode: 'INVALID_POSTCODE',
  invalid_email: 'INVALID_EMAIL',
  invalid_phone: 'INVALID_PHONE',
  card_required: 'CARD_REQUIRED',
  card_declined: 'PAYMENT_DECLINED',
  card_not_recognised: 'CARD_NOT_RECOGNISED',
};

/** Every problem of an address, in the order the form shows its fields; empty when it is valid. */
export function addressProblems(
  kind: AddressKind,
  address: AddressFields,
  allowedCountries: readonly string[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: keyof AddressFields, code: FieldErrorCode, message: string, params?: MessageParams) =>
    problems.push({
      field: `${kind.toLowerCase()}.${field}`,
      code,
      message: `${kind} ${message}`,
      ...(params ? { params } : {}),
    });
  const required: [keyof AddressFields, string][] = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['country', 'Country / Region'],
    ['address1', 'Street address'],
    ['city', 'Town / City'],
  ];
  for (const [field, label] of required) {
    if (blank(address[field])) add(field, 'required', `${label} is a required field.`);
  }
  const country = (address.country ?? '').trim().toUpperCase();
  if (country && !allowedCountries.includes(country)) {
    add(
      'country',
      'country_not_allowed',
      `Country / Region: we do not sell to "${address.country}". Please choose another country.`,
      { country: address.country ?? '' },
    );
  }
  const states = statesOf(country);
  if (states.length > 0) {
    const label = country === 'CA' ? 'Province' : 'State';
    const wanted = (address.state ?? '').trim().toLowerCase();
    if (blank(address.state)) add('state', 'required', `${label} is a required field.`);
    else if (!states.some((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)) {
      add(
        'state',
        'invalid_state',
        `${label} "${address.state}" is not valid. Please choose one from the list.`,
        { state: address.state ?? '' },
      );
    }
  }
  const postcode = POSTCODES[country];
  const label = postcode?.label ?? 'Postcode / ZIP';
  if (blank(address.postcode)) add('postcode', 'required', `${label} is a required field.`);
  else if (postcode && !postcode.pattern.test((address.postcode ?? '').trim())) {
    add('postcode', 'invalid_postcode', `${label} is not valid. Please enter it as ${postcode.example}.`, {
      example: postcode.example,
    });
  }
  return problems;
}

/** Billing also needs the contact details. */
export function billingProblems(address: AddressFields, allowedCountries: readonly string[]): FieldProblem[] {
  const problems = addressProblems('Billing', address, allowedCountries);
  const add = (field: 'email' | 'phone', code: FieldErrorCode, message: string) =>
    problems.push({ field: `billing.${field}`, code, message: `Billing ${message}` });
  if (blank(address.email)) add('email', 'required', 'Email address is a required field.');
  else if (!isEmail((address.email ?? '').trim()))
    add('email', 'invalid_email', 'Email address is not a valid email address.');
  if (blank(address.phone)) add('phone', 'required', 'Phone is a required field.');
  else if (!PHONE.test((address.phone ?? '').trim()))
    add('phone', 'invalid_phone', 'Phone is not a valid phone number.');
  return problems;
}

/**
 * Refused input: WooCommerce's sentence for the first problem as the message (what WooGraphQL
 * clients show), that problem's code, field and params, and `extensions.fieldErrors` listing
 * every problem as { field, code }.
 */
export class FieldInputError extends UserInputError {
  constructor(message: string, problems: readonly [FieldProblem, ...FieldProblem[]]) {
    const [first] = problems;
    super(message, { code: REFUSAL_CODES[first.code], field: first.field, params: first.params ?? {} });
    Object.assign(this.extensions, { fieldErrors: problems.map(({ field, code }) => ({ field, code })) });
  }
}

/** The first problem of an address in words, or null when it is complete and valid. */
export function addressProblem(
  kind: AddressKind,
  address: AddressFields,
  allowedCountries: readonly string[],
): string | null {
  return addressProblems(kind, address, allowedCountries)[0]?.message ?? null;
}

/** The first problem of a billing address in words, or null. */
export function billingProblem(address: AddressFields, allowedCountries: readonly string[]): string | null {
  return billingProblems(address, allowedCountries)[0]?.message ?? null;
}

/** Trims every field, upper-cases the country and postcode, and stores a state as its code. */
export function normaliseAddress(address: AddressFields): AddressFields {
  const clean: AddressFields = {};
  for (const [field, value] of Object.entries(address)) {
    if (typeof value === 'string') clean[field as keyof AddressFields] = value.trim();
  }
  if (clean.country) clean.country = clean.country.toUpperCase();
  if (clean.postcode && clean.country && POSTCODES[clean.country])
    clean.postcode = clean.postcode.toUpperCase();
  if (clean.email) clean.email = clean.email.toLowerCase();
  const wanted = clean.state?.toLowerCase();
  const state = statesOf(clean.country ?? '').find(
    (s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted,
  );
  if (state) clean.state = state.code;
  return clean;
}
