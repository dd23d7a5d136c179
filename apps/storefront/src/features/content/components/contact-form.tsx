'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useRef } from 'react';
import { Link } from '@/i18n/navigation';
import { submitContactForm } from '../contact/actions';
import { HONEYPOT_FIELD, initialContactState } from '../contact/state';
import { CONTACT_LIMITS, type ContactField } from '../contact/validation';
import styles from './contact-form.module.css';

const FIELD_ID: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

/** A field's problem, read out with the field (aria-describedby); the warning sign is decoration. */
function FieldError({ field, message }: { field: ContactField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${FIELD_ID[field]}-error`} className={styles.error}>
      <span aria-hidden="true">⚠ </span>
      {message}
    </p>
  );
}

/**
 * The contact form: a server action with useActionState, so it works before (or without) the
 * JavaScript loads. After an error it keeps what was typed, lists the problems in words and moves
 * focus to that list; after sending it thanks the shopper.
 */
export function ContactForm({ locale, resetHref }: { locale: string; resetHref: string }) {
  const t = useTranslations('content.contact.form');
  const [state, formAction, pending] = useActionState(submitContactForm, initialContactState);
  const summaryRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status === 'invalid' || state.status === 'failed') summaryRef.current?.focus();
    if (state.status === 'sent') thanksRef.current?.focus();
  }, [state]);

  if (state.status === 'sent') {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className={styles.thanks}>
        <h3 className={styles.thanksTitle}>{t('thanksTitle')}</h3>
        <p>{t('thanksText')}</p>
        <p>
          <a href={resetHref}>{t('sendAnother')}</a>
        </p>
      </div>
    );
  }

  const errors = state.fieldErrors;
  const invalidFields = (Object.keys(FIELD_ID) as ContactField[]).filter((field) => errors[field]);
  const describedBy = (field: ContactField, hint?: string) =>
    [hint, errors[field] ? `${FIELD_ID[field]}-error` : undefined].filter(Boolean).join(' ') || undefined;

  // Inputs cap what can be typed at twice each limit: over the limit the shopper gets a message that
  // says so, rather than a field that silently stops accepting keys.
  return (
    <form
      action={formAction}
      // The errors come back in words from the server, in the shopper's language, with or without JavaScript.
      noValidate
      className={styles.form}
      aria-busy={pending}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {(invalidFields.length > 0 || state.formError) && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className={styles.summary}>
          <h3 className={styles.summaryTitle}>
            {state.formError ? t('notSentTitle') : t('errorSummary', { count: invalidFields.length })}
          </h3>
          {state.formError && <p>{state.formError}</p>}
          {invalidFields.length > 0 && (
            <ul>
              {invalidFields.map((field) => (
                <li key={field}>
                  <a href={`#${FIELD_ID[field]}`}>{errors[field]}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <input type="hidden" name="locale" value={locale} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <p className={styles.required}>{t('requiredNote')}</p>

      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={FIELD_ID.name}>
            {t('name')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={FIELD_ID.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.name * 2}
            defaultValue={state.values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
          />
          <FieldError field="name" message={errors.name} />
        </div>

        <div className={styles.field}>
          <label htmlFor={FIELD_ID.email}>
            {t('email')} <span aria-hidden="true">*</span>
          </label>
          <input
            id={FIELD_ID.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            maxLength={CONTACT_LIMITS.email * 2}
            defaultValue={state.values.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
          />
          <FieldError field="email" message={errors.email} />
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_ID.subject}>
          {t('subject')} <span className={styles.optional}>{t('optional')}</span>
        </label>
        <input
          id={FIELD_ID.subject}
          name="subject"
          type="text"
          maxLength={CONTACT_LIMITS.subject * 2}
          defaultValue={state.values.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
        />
        <FieldError field="subject" message={errors.subject} />
      </div>

      <div className={styles.field}>
        <label htmlFor={FIELD_ID.message}>
          {t('message')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={FIELD_ID.message}
          name="message"
          rows={7}
          required
          maxLength={CONTACT_LIMITS.messageMax * 2}
          defaultValue={state.values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${FIELD_ID.message}-hint`)}
        />
        <p id={`${FIELD_ID.message}-hint`} className={styles.hint}>
          {t('messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
        </p>
        <FieldError field="message" message={errors.message} />
      </div>

      <p className={styles.privacy}>
        {t.rich('privacyNote', { link: (chunks) => <Link href="/privacy-policy">{chunks}</Link> })}
      </p>

      <button type="submit" className={styles.submit} aria-disabled={pending || undefined}>
        {pending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
