'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { accountUsername } from '../checkout-input';
import type { CheckoutValues } from '../checkout-schema';
import { fieldId, useFieldError } from '../use-field-error';
import styles from './checkout-form.module.css';

/**
 * WooCommerce's "Create an account?" at checkout, for guests: the order and the new account are
 * made in one step, and the shopper is signed in afterwards.
 */
export function CreateAccountFields() {
  const t = useTranslations('checkout.form');
  const { register } = useFormContext<CheckoutValues>();
  const [enabled, email] = useWatch<CheckoutValues, ['createAccount', 'billing.email']>({
    name: ['createAccount', 'billing.email'],
  });
  const passwordError = useFieldError('password');
  return (
    <div className={styles.section}>
      <label className={styles.check}>
        <input type="checkbox" {...register('createAccount')} />
        {t('createAccount')}
      </label>
      {enabled ? (
        <fieldset className={styles.nested}>
          <legend className={styles.legend}>{t('accountTitle')}</legend>
          <div className={styles.grid}>
            <Field
              id="checkout-username"
              label={t('accountUsername')}
              autoComplete="username"
              // The backend derives the username from the email when it is left empty.
              placeholder={accountUsername('', email)}
              {...register('username')}
            />
            <Field
              id={fieldId('password')}
              label={t('accountPassword')}
              hint={t('accountPasswordHint')}
              error={passwordError}
              type="password"
              autoComplete="new-password"
              required
              {...register('password')}
            />
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
