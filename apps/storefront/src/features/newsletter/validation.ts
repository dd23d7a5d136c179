import { EMAIL_MAX_LENGTH, isEmail } from '@ppe/shop-rules/email';

/**
 * The newsletter sign-up's rules, checked in the browser before anything is sent (the backend
 * checks again, and its refusal is shown by code at the same field). Errors are message keys of
 * the `newsletter.form` catalogue.
 */

/**
 * Which consent text the form shows. The backend keeps it with each sign-up as proof of what the
 * subscriber agreed to: change it whenever `newsletter.form.consent` changes in any language.
 */
export const CONSENT_VERSION = '2026-11';

/** No inbox has a longer address (RFC 5321); the backend refuses longer ones too. */
export const EMAIL_MAX = EMAIL_MAX_LENGTH;

export type SignupField = 'email' | 'consent';
export type SignupErrorKey = 'emailRequired' | 'emailInvalid' | 'consentRequired';
export type SignupErrors = Partial<Record<SignupField, SignupErrorKey>>;

export interface SignupValues {
  email: string;
  consent: boolean;
}

/** What is wrong with an address to mail, if anything (any form that asks for one). */
export function emailProblem(email: string): 'emailRequired' | 'emailInvalid' | undefined {
  const address = email.trim();
  if (!address) return 'emailRequired';
  if (address.length > EMAIL_MAX || !isEmail(address)) return 'emailInvalid';
  return undefined;
}

/** Every problem of the form at once, by field; empty when it may be sent. */
export function validateSignup({ email, consent }: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const problem = emailProblem(email);
  if (problem) errors.email = problem;
  if (!consent) errors.consent = 'consentRequired';
  return errors;
}

/** The field a backend refusal concerns, when it is one the form shows (its `extensions.field`). */
export function signupFieldOf(field: string | undefined): SignupField | null {
  return field === 'email' || field === 'consent' ? field : null;
}
