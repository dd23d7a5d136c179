'use client';

import { type FormEvent, useId, useState } from 'react';
import { useFormatter, useLocale, useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { SubmitButton } from '@/components/form/submit-button';
import { useKeepTyped } from '@/components/form/use-keep-typed';
import { ErrorNote } from '@/components/state/error-note';
import { GetGiftCardBalanceOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import { formatCents } from '@/lib/format/price';
import { type BalanceShown, shownBalance, typedGiftCardCode } from '../gift-card-balance';
import styles from './gift-card-balance-form.module.css';

/**
 * The balance check for anyone holding a code (gift card plugin: giftCardBalance). The answer,
 * a refusal included, goes into one status region that is on the page from the start, so screen
 * readers announce each new answer; the code stays in the field whatever the answer.
 */
export function GiftCardBalanceForm() {
  const t = useTranslations('giftCard.balance');
  const describe = useErrorText();
  const id = useId();
  const codeId = `${id}-code`;
  const [code, setCode] = useState('');
  useKeepTyped([[codeId, '', setCode]]);
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<BalanceShown | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = typedGiftCardCode(code);
    if ('problem' in typed) {
      setFieldError(t(typed.problem));
      setShown(null);
      document.getElementById(codeId)?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    const answer = await callShop(GetGiftCardBalanceOperation, { code: typed.code }, t('unreachable'));
    setBusy(false);
    setShown(shownBalance(answer, describe, t('unreachable')));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <Field
        id={codeId}
        label={t('code')}
        hint={t('codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
      />
      <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
      <div role="status" className={styles.result}>
        {shown ? <Answer shown={shown} /> : null}
      </div>
    </form>
  );
}

function Answer({ shown }: { shown: BalanceShown }) {
  const t = useTranslations('giftCard.balance');
  const locale = useLocale();
  const format = useFormatter();
  switch (shown.kind) {
    case 'balance':
      return (
        <div className={styles.balance}>
          <p className={styles.amount}>
            {t('result', { amount: formatCents(shown.cents, locale, shown.currency) })}
          </p>
          {shown.expiresAt ? (
            <p className={styles.note}>
              {t('validUntil', { date: format.dateTime(new Date(shown.expiresAt), { dateStyle: 'long' }) })}
            </p>
          ) : null}
        </div>
      );
    case 'expired':
      return <p className={styles.notice}>{t('expired')}</p>;
    case 'notFound':
      return <p className={styles.notice}>{t('notFound')}</p>;
    case 'refused':
      // Inside the status region already: announced once, not twice.
      return <ErrorNote announce={false}>{shown.message}</ErrorNote>;
  }
}
