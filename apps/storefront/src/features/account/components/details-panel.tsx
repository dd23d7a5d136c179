'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { BUSY, FormStatus, type FormStatusValue, IDLE } from '@/components/form/form-status';
import { SubmitButton } from '@/components/form/submit-button';
import { useAccount } from '@/features/shopper/hooks';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import { UpdateCustomerWithPassword, UpdatePasswordWithPassword } from '../api';
import { hasErrors, isEmail, validateNewPassword } from '../validation';
import styles from './account.module.css';

/** Account details (spec: UpdateCustomer, updatePassword): personal information and a new password. */
export function DetailsPanel() {
  const t = useTranslations('account');
  const { customer, viewer, refresh } = useAccount();
  const id = useId();
  const [firstName, setFirstName] = useState(customer?.firstName ?? viewer?.firstName ?? '');
  const [lastName, setLastName] = useState(customer?.lastName ?? viewer?.lastName ?? '');
  const [email, setEmail] = useState(customer?.email ?? viewer?.email ?? '');
  const [emailError, setEmailError] = useState<string>();
  const [personal, setPersonal] = useState<FormStatusValue>(IDLE);
  // A backend with the store accounts plugin asks for it to change the email or the password
  // (lib/commerce/gateway/registry.ts); a stock site ignores it.
  const [emailPassword, setEmailPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string | undefined>>({});
  const [passwordStatus, setPasswordStatus] = useState<FormStatusValue>(IDLE);
  const error = (key?: string) => (key ? t(`errors.${key}` as 'errors.generic') : undefined);
  const describe = useErrorText();

  const savePersonal = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !email.trim() ? 'emailRequired' : isEmail(email) ? undefined : 'emailInvalid';
    setEmailError(problem);
    if (problem) return;
    setPersonal(BUSY);
    const answer = await callShop(
      UpdateCustomerWithPassword,
      {
        input: { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() },
        currentPassword: emailPassword,
      },
      t('details.failed'),
    );
    if (answer.errors.length > 0) {
      setPersonal({ kind: 'error', message: `${t('details.failed')}: ${describe(answer.errors[0])}` });
      return;
    }
    setEmailPassword('');
    await refresh();
    setPersonal({ kind: 'done', message: t('details.updated') });
  };

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewPassword({ password, confirm });
    setPasswordErrors(problems);
    if (hasErrors(problems)) return;
    setPasswordStatus(BUSY);
    const answer = await callShop(
      UpdatePasswordWithPassword,
      {
        ...(customer?.id ? { id: customer.id } : {}),
        password,
        currentPassword,
      },
      t('details.failed'),
    );
    if (answer.errors.length > 0) {
      setPasswordStatus({ kind: 'error', message: `${t('details.failed')}: ${describe(answer.errors[0])}` });
      return;
    }
    setPassword('');
    setConfirm('');
    setCurrentPassword('');
    setPasswordStatus({ kind: 'done', message: t('details.updated') });
  };

  return (
    <div className={styles.sections}>
      <section aria-labelledby={`${id}-personal`}>
        <h2 id={`${id}-personal`} className={styles.panelTitle}>
          {t('details.personalTitle')}
        </h2>
        <form className={styles.form} onSubmit={savePersonal} noValidate>
          <div className={styles.fieldRow}>
            <Field
              id={`${id}-first`}
              label={t('details.firstName')}
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <Field
              id={`${id}-last`}
              label={t('details.lastName')}
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          </div>
          <Field
            id={`${id}-email`}
            label={t('details.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error(emailError)}
            required
          />
          <Field
            id={`${id}-email-current`}
            label={t('details.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('details.currentPasswordHint')}
            value={emailPassword}
            onChange={(event) => setEmailPassword(event.target.value)}
          />
          <FormStatus status={personal} />
          <div className={styles.actions}>
            <SubmitButton
              busy={personal.kind === 'busy'}
              label={t('details.save')}
              busyLabel={t('details.saving')}
            />
          </div>
        </form>
      </section>
      <section aria-labelledby={`${id}-password`}>
        <h2 id={`${id}-password`} className={styles.panelTitle}>
          {t('details.passwordTitle')}
        </h2>
        <form className={styles.form} onSubmit={savePassword} noValidate>
          <Field
            id={`${id}-current`}
            label={t('details.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
          <Field
            id={`${id}-new`}
            label={t('details.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={error(passwordErrors.password)}
            required
          />
          <Field
            id={`${id}-confirm`}
            label={t('details.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={error(passwordErrors.confirm)}
            required
          />
          <FormStatus status={passwordStatus} />
          <div className={styles.actions}>
            <SubmitButton
              busy={passwordStatus.kind === 'busy'}
              label={t('details.changePassword')}
              busyLabel={t('details.saving')}
            />
          </div>
        </form>
      </section>
    </div>
  );
}
