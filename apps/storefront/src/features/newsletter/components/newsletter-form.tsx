'use client';

import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { useRendersInBrowser } from '@/components/use-renders-in-browser';
import { SubscribeToNewsletterOperation } from '@/graphql/generated/browser-operations.generated';
import { callShopLazily, preloadBrowserClient } from '@/lib/commerce/browser/lazy-browser-client';
import { loadErrorText, useDeferredErrorText } from '@/lib/commerce/errors/use-deferred-error-text';
import { CONSENT_VERSION, EMAIL_MAX, type SignupField, signupFieldOf, validateSignup } from '../validation';
import styles from './newsletter-form.module.css';

type Problems = Partial<Record<SignupField, string>>;

const loadRefusal = () => import('../refusal');
/** Fetches the way to the shop, and what wording a refusal needs, while the shopper is still typing. */
const prepare = (locale: string) => {
  preloadBrowserClient();
  void loadErrorText(locale);
  void loadRefusal();
};

/**
 * The newsletter sign-up (double opt-in): address, consent, Subscribe. Checked here first, then by
 * the backend, whose refusals are shown by code at their field; the typed address stays after any
 * error. The answer is the same whether or not the address was subscribed before, so the status
 * never tells. Small on purpose: it is in every page's footer. Until React has taken the page over
 * the button stays disabled, so an early press never sends the address in a page URL. The wording
 * of a refusal and the browser client load once the shopper is in the form (focus), not with every
 * page.
 */
export function NewsletterForm({ privacyNote }: { privacyNote: ReactNode }) {
  const t = useTranslations('newsletter.form');
  const locale = useLocale();
  const describe = useDeferredErrorText();
  const id = useId();
  const ids = { email: `${id}-email`, consent: `${id}-consent` };
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<FormStatusValue>(IDLE);
  // The server's HTML (held by the footer's island until it wakes) keeps the button disabled; what
  // the shopper typed or ticked there comes over with the island (newsletter-island.tsx).
  const ready = useRendersInBrowser();
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  const show = (found: Problems) => {
    setProblems(found);
    if (found.email) emailRef.current?.focus();
    else if (found.consent) consentRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    const errors = validateSignup({ email, consent });
    if (errors.email || errors.consent) {
      setStatus(IDLE);
      show({
        ...(errors.email ? { email: t(errors.email) } : {}),
        ...(errors.consent ? { consent: t(errors.consent) } : {}),
      });
      return;
    }
    show({});
    setStatus(BUSY);
    const answer = await callShopLazily(
      SubscribeToNewsletterOperation,
      { email: email.trim(), consent: true, consentVersion: CONSENT_VERSION, language: locale },
      t('notSent'),
    );
    const refusal = answer.errors[0];
    if (!refusal && answer.data?.subscribeToNewsletter) {
      setStatus({ kind: 'done', message: t('sent') });
      return;
    }
    const field = signupFieldOf(refusal?.field);
    if (refusal && field) {
      setStatus(IDLE);
      show({ [field]: await describe(refusal) });
      return;
    }
    const [{ refusalText }, words] = await Promise.all([loadRefusal(), describe(refusal)]);
    setStatus({ kind: 'error', message: refusalText(refusal, () => words, t('notSent')) });
  };

  const consentError = problems.consent ? `${ids.consent}-error` : undefined;
  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => prepare(locale)}
      noValidate
      aria-busy={status.kind === 'busy'}
    >
      <Field
        ref={emailRef}
        id={ids.email}
        className={styles.email}
        label={t('email')}
        type="email"
        name="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={EMAIL_MAX * 2}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problems.email}
      />
      <div className={styles.consent}>
        <label className={styles.check}>
          <input
            ref={consentRef}
            id={ids.consent}
            type="checkbox"
            name="consent"
            required
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={problems.consent ? true : undefined}
            aria-describedby={consentError}
          />
          <span>{t('consent')}</span>
        </label>
        {problems.consent ? (
          <p id={consentError} className={styles.error}>
            <span aria-hidden="true">⚠ </span>
            {problems.consent}
          </p>
        ) : null}
      </div>
      <p className={styles.privacy}>{privacyNote}</p>
      <SubmitButton
        busy={status.kind === 'busy'}
        disabled={!ready}
        label={t('submit')}
        busyLabel={t('submitting')}
      />
      <FormStatus status={status} />
    </form>
  );
}
