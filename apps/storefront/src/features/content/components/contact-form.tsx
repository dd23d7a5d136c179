'use client';

import { CONTACT_LIMITS } from '@ppe/shop-rules/contact';
import { useActionState, useEffect, useRef } from 'react';
import { useTranslations } from '#i18n/hooks';
import { ErrorSummary } from '@/components/form/error-summary';
import { Field, TextAreaField } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { Link } from '@/i18n/navigation';
import { submitContactForm } from '../contact/actions';
import { HONEYPOT_FIELD, initialContactState } from '../contact/state';
import type { ContactField } from '../contact/validation';
import styles from './contact-form.module.css';

const FIELD_ID: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
};

/** A required field's label: the asterisk is decoration (the note above the form explains it). */
function Required({ label }: { label: string }) {
  return (
    <>
      {label} <span aria-hidden="true">*</span>
    </>
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
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
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
      <ErrorSummary
        title={state.formError ? t('notSentTitle') : t('errorSummary', { count: invalidFields.length })}
        message={state.formError}
        items={invalidFields.map((field) => ({ fieldId: FIELD_ID[field], message: errors[field] ?? '' }))}
        focusKey={state}
        headingLevel="h3"
      />

      <input type="hidden" name="locale" value={locale} />
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <p className={styles.required}>{t('requiredNote')}</p>

      <div className={styles.row}>
        <Field
          id={FIELD_ID.name}
          label={<Required label={t('name')} />}
          error={errors.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name * 2}
          defaultValue={state.values.name}
        />
        <Field
          id={FIELD_ID.email}
          label={<Required label={t('email')} />}
          error={errors.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={CONTACT_LIMITS.email * 2}
          defaultValue={state.values.email}
        />
      </div>

      <Field
        id={FIELD_ID.subject}
        label={
          <>
            {t('subject')} <span className={styles.optional}>{t('optional')}</span>
          </>
        }
        error={errors.subject}
        name="subject"
        type="text"
        maxLength={CONTACT_LIMITS.subject * 2}
        defaultValue={state.values.subject}
      />

      <TextAreaField
        id={FIELD_ID.message}
        label={<Required label={t('message')} />}
        hint={t('messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
        error={errors.message}
        className={styles.message}
        name="message"
        rows={7}
        required
        maxLength={CONTACT_LIMITS.messageMax * 2}
        defaultValue={state.values.message}
      />

      <p className={styles.privacy}>
        {t.rich('privacyNote', { link: (chunks) => <Link href="/privacy-policy">{chunks}</Link> })}
      </p>

      <SubmitButton busy={pending} label={t('submit')} busyLabel={t('sending')} focusableWhileBusy />
    </form>
  );
}
