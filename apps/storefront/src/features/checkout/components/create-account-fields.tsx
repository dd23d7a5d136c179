'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import styles from './checkout-form.module.css';

export interface NewAccount {
  enabled: boolean;
  username: string;
  password: string;
}

export const NO_ACCOUNT: NewAccount = { enabled: false, username: '', password: '' };

/**
 * WooCommerce's "Create an account?" at checkout, for guests: the order and the new account are
 * made in one step, and the shopper is signed in afterwards.
 */
export function CreateAccountFields({
  value,
  onChange,
  suggestedUsername,
}: {
  value: NewAccount;
  onChange: (next: NewAccount) => void;
  /** Shown as the placeholder: the backend derives the username from the email when left empty. */
  suggestedUsername: string;
}) {
  const t = useTranslations('checkout.form');
  const id = useId();
  return (
    <div className={styles.section}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={value.enabled}
          onChange={(event) => onChange({ ...value, enabled: event.target.checked })}
        />
        {t('createAccount')}
      </label>
      {value.enabled ? (
        <fieldset className={styles.nested}>
          <legend className={styles.legend}>{t('accountTitle')}</legend>
          <div className={styles.grid}>
            <div className={styles.field}>
              <label htmlFor={`${id}-username`} className={styles.label}>
                {t('accountUsername')}
              </label>
              <input
                id={`${id}-username`}
                className={styles.input}
                autoComplete="username"
                placeholder={suggestedUsername}
                value={value.username}
                onChange={(event) => onChange({ ...value, username: event.target.value })}
              />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-password`} className={styles.label}>
                {t('accountPassword')}
              </label>
              <input
                id={`${id}-password`}
                className={styles.input}
                type="password"
                autoComplete="new-password"
                required
                minLength={8}
                value={value.password}
                aria-describedby={`${id}-password-hint`}
                onChange={(event) => onChange({ ...value, password: event.target.value })}
              />
              <p id={`${id}-password-hint`} className={styles.muted}>
                {t('accountPasswordHint')}
              </p>
            </div>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

/** The username the account gets: the one typed, else the email's local part (as WooCommerce does). */
export function accountUsername(account: NewAccount, email: string): string {
  return account.username.trim() || email.trim().split('@')[0] || '';
}
