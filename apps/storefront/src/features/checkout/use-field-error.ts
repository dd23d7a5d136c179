'use client';

import { useCallback } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import type { CheckoutValues, FieldKey } from './checkout-schema';
import { type FieldError, fieldErrorMessage } from './field-errors';

/** The id of a checkout field's control: the error summary links to it. */
export const fieldId = (name: FieldKey) => `checkout-${name.replace('.', '-')}`;

/** Turns a field's error code (the browser's check or the backend's) into the shopper's words. */
export function useErrorText(): (error: FieldError) => string {
  const messages = useTranslations('checkout.fieldErrors');
  const labels = useTranslations('checkout.form');
  return useCallback(
    (error: FieldError) =>
      fieldErrorMessage(
        (key, values) => messages(key as 'required', values as { section: string; label: string }),
        (key) => labels(key as 'firstName'),
        error,
      ),
    [messages, labels],
  );
}

/** The sentence for a field's current problem, if it has one. */
export function useFieldError(name: FieldKey): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  const text = useErrorText();
  const code = (get(errors, name) as { message?: string } | undefined)?.message;
  return code ? text({ field: name, code }) : undefined;
}
