import type { ContactField, ContactValues } from './validation';

/** What the contact form shows after a submission (the server action's answer). */
export interface ContactFormState {
  status: 'idle' | 'invalid' | 'failed' | 'sent';
  /** What the shopper typed, shown again after an error; empty after sending. */
  values: ContactValues;
  /** Each wrong field's problem in words, in the shopper's language. */
  fieldErrors: Partial<Record<ContactField, string>>;
  /** A problem not tied to one field (the message could not be sent). */
  formError: string | null;
}

export const EMPTY_CONTACT_VALUES: ContactValues = { name: '', email: '', subject: '', message: '' };

export const initialContactState: ContactFormState = {
  status: 'idle',
  values: EMPTY_CONTACT_VALUES,
  fieldErrors: {},
  formError: null,
};

/** The hidden field people never see and bots fill in; a filled one is thanked and dropped. */
export const HONEYPOT_FIELD = 'website';
