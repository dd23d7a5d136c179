/**
 * The contact form's rules, checked before anything is sent (and again by the backend, which has
 * the same limits, from @ppe/shop-rules). Errors are codes; the form shows each
 * as a sentence from the messages (content.contact.errors.<code>).
 */
import { CONTACT_LIMITS } from '@ppe/shop-rules/contact';

const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

type ContactErrorCode =
  | 'nameRequired'
  | 'nameTooLong'
  | 'nameOneLine'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'subjectTooLong'
  | 'subjectOneLine'
  | 'messageTooShort'
  | 'messageTooLong';

/** What the shopper typed, as typed (the form shows it again after an error). */
export type ContactValues = Record<ContactField, string>;

type ContactErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactValidation =
  | { ok: true; data: { name: string; email: string; subject: string | null; message: string } }
  | { ok: false; errors: ContactErrors };

/** The same address check as the backend's (zod's email pattern). */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const LINE_BREAK = /[\r\n]/;

/** The form's fields from a submission; anything missing or not text is empty. */
export function readContactForm(formData: FormData): ContactValues {
  const text = (name: string) => {
    const value = formData.get(name);
    // Cap what is kept, so a huge post cannot be echoed back into the page.
    return typeof value === 'string' ? value.slice(0, CONTACT_LIMITS.messageMax * 2) : '';
  };
  return { name: text('name'), email: text('email'), subject: text('subject'), message: text('message') };
}

export function validateContact(values: ContactValues): ContactValidation {
  const name = values.name.trim();
  const email = values.email.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();
  const errors: ContactErrors = {};

  if (!name) errors.name = 'nameRequired';
  else if (name.length > CONTACT_LIMITS.name) errors.name = 'nameTooLong';
  else if (LINE_BREAK.test(name)) errors.name = 'nameOneLine';

  if (!email) errors.email = 'emailRequired';
  else if (email.length > CONTACT_LIMITS.email) errors.email = 'emailTooLong';
  else if (!EMAIL.test(email)) errors.email = 'emailInvalid';

  if (subject.length > CONTACT_LIMITS.subject) errors.subject = 'subjectTooLong';
  else if (LINE_BREAK.test(subject)) errors.subject = 'subjectOneLine';

  if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageTooShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageTooLong';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { name, email, subject: subject || null, message } };
}
