/**
 * Checkout address rules, field by field in the order the form shows them; the first problem
 * is returned in words ("Billing ZIP Code is not a valid ZIP code.").
 */
import { statesOf } from '../content/countries.ts';
import type { AddressFields } from '../db/schema.ts';

export type AddressKind = 'Billing' | 'Shipping';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const POSTCODES: Record<string, { pattern: RegExp; label: string; example: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, label: 'ZIP Code', example: '12345 or 12345-6789' },
  CA: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, label: 'Postal code', example: 'A1A 1A1' },
};

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** The first problem of an address, or null when it is complete and valid. */
export function addressProblem(
  kind: AddressKind,
  address: AddressFields,
  allowedCountries: readonly string[],
): string | null {
  const required: [keyof AddressFields, string][] = [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
    ['country', 'Country / Region'],
    ['address1', 'Street address'],
    ['city', 'Town / City'],
  ];
  for (const [field, label] of required) {
    if (blank(address[field])) return `${kind} ${label} is a required field.`;
  }
  const country = (address.country ?? '').trim().toUpperCase();
  if (!allowedCountries.includes(country)) {
    return `${kind} Country / Region: we do not sell to "${address.country}". Please choose another country.`;
  }
  const states = statesOf(country);
  if (states.length > 0) {
    const label = country === 'CA' ? 'Province' : 'State';
    if (blank(address.state)) return `${kind} ${label} is a required field.`;
    const wanted = (address.state ?? '').trim().toLowerCase();
    if (!states.some((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted)) {
      return `${kind} ${label} "${address.state}" is not valid. Please choose one from the list.`;
    }
  }
  const postcode = POSTCODES[country];
  const label = postcode?.label ?? 'Postcode / ZIP';
  if (blank(address.postcode)) return `${kind} ${label} is a required field.`;
  if (postcode && !postcode.pattern.test((address.postcode ?? '').trim())) {
    return `${kind} ${label} is not valid. Please enter it as ${postcode.example}.`;
  }
  return null;
}

/** Billing also needs the contact details. */
export function billingProblem(address: AddressFields, allowedCountries: readonly string[]): string | null {
  const problem = addressProblem('Billing', address, allowedCountries);
  if (problem) return problem;
  if (blank(address.email)) return 'Billing Email address is a required field.';
  if (!EMAIL.test((address.email ?? '').trim())) return 'Billing Email address is not a valid email address.';
  if (blank(address.phone)) return 'Billing Phone is a required field.';
  if (!PHONE.test((address.phone ?? '').trim())) return 'Billing Phone is not a valid phone number.';
  return null;
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
