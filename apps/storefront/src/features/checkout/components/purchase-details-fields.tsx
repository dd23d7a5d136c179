'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { Field, TextAreaField } from '@/components/form/field';
import type { CheckoutValues } from '../checkout-schema';
import { fieldId, useFieldError } from '../use-field-error';
import styles from './checkout-form.module.css';

/**
 * A company buyer's purchase details: their purchase-order number and a note for whoever receives
 * the goods at the dock. Optional unless the store requires a purchase-order number. No maxLength:
 * a pasted reference that is too long stays in the field, with the limit in words beside it.
 */
export function PurchaseDetailsFields({ purchaseOrderRequired }: { purchaseOrderRequired: boolean }) {
  const t = useTranslations('checkout.form');
  const { register } = useFormContext<CheckoutValues>();
  const purchaseOrderError = useFieldError('purchaseOrder');
  const dockNoteError = useFieldError('dockNote');
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('purchaseTitle')}</legend>
      <Field
        id={fieldId('purchaseOrder')}
        label={t(purchaseOrderRequired ? 'purchaseOrder' : 'purchaseOrderOptional')}
        hint={t('purchaseOrderHint')}
        error={purchaseOrderError}
        autoComplete="off"
        required={purchaseOrderRequired}
        {...register('purchaseOrder')}
      />
      <TextAreaField
        id={fieldId('dockNote')}
        label={t('dockNote')}
        hint={t('dockNoteHint')}
        error={dockNoteError}
        rows={3}
        {...register('dockNote')}
      />
    </fieldset>
  );
}
