'use client';

import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { useRendersInBrowser } from '@/components/use-renders-in-browser';
import { EMAIL_MAX, emailProblem } from '@/features/newsletter/validation';
import { SubscribeToStockAlertOperation } from '@/graphql/generated/browser-operations.generated';
import { callShopLazily, preloadBrowserClient } from '@/lib/commerce/browser/lazy-browser-client';
import { loadErrorText, useDeferredErrorText } from '@/lib/commerce/errors/use-deferred-error-text';
import styles from './stock-alert.module.css';

const loadRefusal = () => import('@/features/newsletter/refusal');

/**
 * The address and "Email me when it's back". Checked here first, then by the backend, whose
 * refusal of the address is shown at the field; what was typed stays after any error. The answer
 * is the same whether or not the address had asked already (double opt-in: the mailed link
 * confirms), so the message never tells. Until React has the form, the button stays disabled.
 */
export function StockAlertForm({ productId, variationId }: { productId: number; variationId?: number }) {
  const t = useTranslations('product.stockAlert');
  const locale = useLocale();
  const describe = useDeferredErrorText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [status, setStatus] = useState<FormStatusValue>(IDLE);
  const ready = useRendersInBrowser();
  const emailRef = useRef<HTMLInputElement>(null);

  const showProblem = (text: string) => {
    setStatus(IDLE);
    setProblem(text);
    emailRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    const found = emailProblem(email);
    if (found) return showProblem(t(found));
    setProblem(undefined);
    setStatus(BUSY);
    const answer = await callShopLazily(
      SubscribeToStockAlertOperation,
      { email: email.trim(), productId, variationId: variationId ?? null, language: locale },
      t('notSent'),
    );
    const refusal = answer.errors[0];
    if (!refusal && answer.data?.subscribeToStockAlert) {
      setStatus({ kind: 'done', message: t('sent') });
      return;
    }
    if (refusal?.field === 'email') return showProblem((await describe(refusal)) ?? t('emailInvalid'));
    const [{ refusalText }, words] = await Promise.all([loadRefusal(), describe(refusal)]);
    setStatus({ kind: 'error', message: refusalText(refusal, () => words, t('notSent')) });
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      onFocus={() => {
        preloadBrowserClient();
        void loadErrorText(locale);
      }}
      noValidate
      aria-busy={status.kind === 'busy'}
    >
      <Field
        ref={emailRef}
        id={`${id}-email`}
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
        error={problem}
      />
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
