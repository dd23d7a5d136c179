'use client';

import { useSearchParams } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { useCheckedFields } from '@/components/form/use-checked-fields';
import { useKeepTyped } from '@/components/form/use-keep-typed';
import {
  ResetPasswordEmailOperation,
  ResetPasswordKeyOperation,
} from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { hasCode, type ShopError } from '@/lib/commerce/errors/error-message';
import { isRateLimited } from '@/lib/commerce/errors/rate-limited';
import { STOCK_RESET_LINK_INVALID } from '@/lib/commerce/errors/stock-messages';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import { validateNewPassword } from '../validation';
import styles from './account.module.css';
import { NewPasswordFields } from './new-password-fields';

/** A link that no longer works: this shop's code, or WPGraphQL's exact sentences. */
const isInvalidLink = (error: ShopError) =>
  hasCode(error, 'INVALID_RESET_KEY') || STOCK_RESET_LINK_INVALID.has(error.message);

/** Step 1 (spec: ResetPasswordEmail): the username or email; the answer never says whether it exists. */
function RequestForm() {
  const t = useTranslations('account');
  const id = useId();
  const [username, setUsername] = useState('');
  useKeepTyped([[`${id}-username`, '', setUsername]]);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<FormStatusValue>(IDLE);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setError(t('errors.usernameRequired'));
      return;
    }
    setError(undefined);
    setStatus(BUSY);
    const answer = await callShop(
      ResetPasswordEmailOperation,
      { username: username.trim() },
      t('lostPassword.sendError'),
    );
    setStatus(
      answer.errors.length === 0 && answer.data?.sendPasswordResetEmail?.success
        ? { kind: 'done' }
        : {
            kind: 'error',
            message: isRateLimited(answer.errors[0])
              ? t('lostPassword.tooMany')
              : t('lostPassword.sendError'),
          },
    );
  };

  if (status.kind === 'done') {
    return <FormStatus status={{ kind: 'done', message: t('lostPassword.sent') }} />;
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p>{t('lostPassword.intro')}</p>
      <FormStatus status={status} />
      <Field
        id={`${id}-username`}
        label={t('lostPassword.username')}
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={error}
        required
      />
      <div className={styles.actions}>
        <SubmitButton
          busy={status.kind === 'busy'}
          label={t('lostPassword.submit')}
          busyLabel={t('lostPassword.submitting')}
        />
      </div>
    </form>
  );
}

/** Step 2 (spec: ResetPasswordKey): the new password, with the key and login of the emailed link. */
function ResetForm({ resetKey, login }: { resetKey: string; login: string }) {
  const t = useTranslations('account');
  const errorText = (key: string) => t(`errors.${key}` as 'errors.generic');
  const { values, field, passes } = useCheckedFields({ password: '', confirm: '' }, errorText);
  const describe = useErrorText();
  const [status, setStatus] = useState<FormStatusValue>(IDLE);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!passes(validateNewPassword(values))) return;
    setStatus(BUSY);
    const answer = await callShop(
      ResetPasswordKeyOperation,
      { key: resetKey, login, password: values.password },
      t('lostPassword.resetError'),
    );
    const refusal = answer.errors[0];
    if (refusal) {
      setStatus(
        isInvalidLink(refusal)
          ? {
              kind: 'error',
              message: (
                <>
                  {t('lostPassword.invalid')}{' '}
                  <Link href="/my-account/lost-password">{t('lostPassword.requestNew')}</Link>
                </>
              ),
            }
          : { kind: 'error', message: describe(refusal) },
      );
    } else if (!answer.data?.resetUserPassword?.user?.databaseId) {
      // Spec section 8: a reset with a key but no user id.
      setStatus({ kind: 'error', message: t('lostPassword.resetError') });
    } else {
      setStatus({ kind: 'done' });
    }
  };

  if (status.kind === 'done') {
    return (
      <div className={styles.form}>
        <FormStatus status={{ kind: 'done', message: t('lostPassword.done') }} />
        <p>
          <Link href="/my-account" className={styles.primary}>
            {t('lostPassword.toLogin')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 className={styles.panelTitle}>{t('lostPassword.resetTitle')}</h2>
      <FormStatus status={status} />
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirm')}
        labels={{ password: t('lostPassword.newPassword'), confirm: t('lostPassword.confirm') }}
      />
      <div className={styles.actions}>
        <SubmitButton
          busy={status.kind === 'busy'}
          label={t('lostPassword.save')}
          busyLabel={t('lostPassword.saving')}
        />
      </div>
    </form>
  );
}

/** /my-account/lost-password: the request form, or with ?key=&login= (the emailed link) the reset form. */
export function LostPassword() {
  const t = useTranslations('account.lostPassword');
  const params = useSearchParams();
  const key = params.get('key');
  const login = params.get('login');
  if (key !== null || login !== null) {
    if (!key || !login) {
      return (
        <FormStatus
          status={{
            kind: 'error',
            message: (
              <>
                {t('invalid')} <Link href="/my-account/lost-password">{t('requestNew')}</Link>
              </>
            ),
          }}
        />
      );
    }
    return <ResetForm key={`${key}:${login}`} resetKey={key} login={login} />;
  }
  return <RequestForm />;
}
