'use client';

import { get, useFormContext } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { ErrorSummary } from '@/components/form/error-summary';
import { ADDRESS_FIELDS, type CheckoutValues, type FieldKey } from '../checkout-schema';
import { fieldId, useErrorText } from '../use-field-error';

/** The fields in the order the form shows them: the summary lists their problems in that order. */
const FORM_ORDER: FieldKey[] = [
  ...ADDRESS_FIELDS.map((field) => `billing.${field}` as const),
  ...ADDRESS_FIELDS.map((field) => `shipping.${field}` as const),
  'purchaseOrder',
  'dockNote',
  'password',
  'card',
];

/**
 * "Your order could not be placed": every field's problem linked to the field, or the backend's
 * sentence when it named no field (a stock WooCommerce site), focused after each refused attempt.
 */
export function CheckoutErrors({ attempt, message }: { attempt: number; message: string | null }) {
  const t = useTranslations('checkout.form');
  const text = useErrorText();
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const items = FORM_ORDER.flatMap((field) => {
    const code = (get(errors, field) as { message?: string } | undefined)?.message;
    return code ? [{ fieldId: fieldId(field), message: text({ field, code }) }] : [];
  });
  return <ErrorSummary title={t('errorTitle')} message={message} items={items} focusKey={attempt} />;
}
