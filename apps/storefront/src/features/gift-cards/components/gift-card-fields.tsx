'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Field, TextAreaField } from '@/components/form/field';
import { formatCents } from '@/lib/format/price';
import {
  CUSTOM_AMOUNT,
  chosenAmount,
  type GiftCardProblem,
  type GiftCardSettings,
  type GiftCardValues,
  giftCardExtraData,
  giftCardSchema,
  localDay,
  MAX_MESSAGE,
} from '../gift-card-choice';
import styles from './gift-card-fields.module.css';

/** What the purchase form asks of these fields when Add to cart is pressed. */
export interface GiftCardCollector {
  /** Checks the fields (showing what is wrong beside each) and gives addToCart's extraData, or null. */
  collect: () => Promise<string | null>;
}

/** The fields in the order they are shown: a refused choice takes the focus to the first problem. */
const FIELD_ORDER: readonly (keyof GiftCardValues)[] = [
  'amount',
  'customAmount',
  'recipientName',
  'recipientEmail',
  'message',
  'deliveryDate',
];

// The day is read at each check: a page left open overnight must not take yesterday.
const resolver =
  (settings: GiftCardSettings): Resolver<GiftCardValues> =>
  (values, context, options) =>
    zodResolver(giftCardSchema(settings, localDay()))(values, context, options as never) as ReturnType<
      Resolver<GiftCardValues>
    >;

/**
 * The gift card's choices inside the product's purchase form: an offered amount or another one
 * within the product's range, the recipient, a message and the delivery day (today unless the
 * shopper picks a later one). Checked in the browser with the backend's rules; each problem is
 * named beside its field, and what was typed stays.
 */
export function GiftCardFields({
  settings,
  currency,
  collector,
  onAmountChange,
}: {
  settings: GiftCardSettings;
  currency: string;
  collector: RefObject<GiftCardCollector | null>;
  /** The chosen amount in cents (null while none is valid), so the shown price follows it. */
  onAmountChange: (cents: number | null) => void;
}) {
  const t = useTranslations('giftCard.purchase');
  const locale = useLocale();
  const id = useId();
  const money = (cents: number) => formatCents(cents, locale, currency);
  const form = useForm<GiftCardValues>({
    defaultValues: {
      amount: settings.amounts[0] !== undefined ? String(settings.amounts[0]) : CUSTOM_AMOUNT,
      customAmount: '',
      recipientName: '',
      recipientEmail: '',
      message: '',
      deliveryDate: '',
    },
    resolver: resolver(settings),
    // react-hook-form would focus in the order fields were registered; the shopper reads them in this one.
    shouldFocusError: false,
  });
  const { register, formState, control, getValues, setValue } = form;
  // Controlled, unlike the other fields: react-hook-form would check the default amount again when
  // it adopts the radios, over one the shopper picked before the page was interactive. Hydration
  // leaves that pick on screen, and the first effect hands it to the form.
  const { field: amountField } = useController({ control, name: 'amount' });
  const amountGroup = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const picked = amountGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (picked && picked !== getValues('amount')) setValue('amount', picked);
  }, [getValues, setValue]);
  const [amount, customAmount, message] = useWatch({ control, name: ['amount', 'customAmount', 'message'] });
  const amountRadio = (value: string) => ({
    type: 'radio',
    className: styles.input,
    name: amountField.name,
    value,
    checked: amount === value,
    onChange: () => amountField.onChange(value),
    onBlur: amountField.onBlur,
    // The first radio takes the focus when the amount is refused.
    ref:
      value === (settings.amounts[0] !== undefined ? String(settings.amounts[0]) : CUSTOM_AMOUNT)
        ? amountField.ref
        : undefined,
  });
  const cents = chosenAmount(settings, { amount, customAmount });

  // Today is where the shopper is, so it is set in the browser: the page itself is cached.
  const [today, setToday] = useState<string>();
  // The day filled in for the shopper: if they leave it and midnight passes, it follows the clock
  // rather than turning into a day in the past at their next press of Add to cart.
  const filledDay = useRef<string>(undefined);
  const followTheDay = useCallback(() => {
    const day = localDay();
    setToday(day);
    const shown = getValues('deliveryDate');
    if (!shown || (shown === filledDay.current && shown < day)) {
      setValue('deliveryDate', day);
      filledDay.current = day;
    }
  }, [getValues, setValue]);
  useEffect(followTheDay, [followTheDay]);

  useEffect(() => onAmountChange(cents), [cents, onAmountChange]);

  useEffect(() => {
    collector.current = {
      collect: () =>
        new Promise((resolve) => {
          followTheDay();
          void form.handleSubmit(
            (values) => resolve(giftCardExtraData(settings, values, localDay())),
            (errors) => {
              const first = FIELD_ORDER.find((name) => errors[name]);
              if (first) form.setFocus(first);
              resolve(null);
            },
          )();
        }),
    };
    return () => {
      collector.current = null;
    };
  }, [collector, form, settings, followTheDay]);

  const error = (name: keyof GiftCardValues) => {
    const key = formState.errors[name]?.message as GiftCardProblem | undefined;
    return (
      key &&
      t(`errors.${key}`, { min: money(settings.range?.min ?? 0), max: money(settings.range?.max ?? 0) })
    );
  };
  const amountError = error('amount');
  const custom = amount === CUSTOM_AMOUNT;

  return (
    <div className={styles.fields}>
      <fieldset
        ref={amountGroup}
        className={styles.amounts}
        aria-describedby={amountError ? `${id}-amount-error` : undefined}
      >
        <legend className={styles.legend}>{t('amount')}</legend>
        <div className={styles.options}>
          {settings.amounts.map((value) => (
            <label key={value} className={styles.option}>
              <input {...amountRadio(String(value))} />
              <span className={styles.face}>{money(value)}</span>
            </label>
          ))}
          {settings.range && (
            <label className={styles.option}>
              <input {...amountRadio(CUSTOM_AMOUNT)} />
              <span className={styles.face}>{t('anotherAmount')}</span>
            </label>
          )}
        </div>
        {amountError && (
          <p id={`${id}-amount-error`} className={styles.error}>
            {amountError}
          </p>
        )}
      </fieldset>
      {custom && settings.range && (
        <Field
          id={`${id}-custom`}
          label={t('customAmount')}
          hint={t('customAmountHint', { min: money(settings.range.min), max: money(settings.range.max) })}
          error={error('customAmount')}
          className={styles.short}
          type="number"
          inputMode="decimal"
          min={settings.range.min / 100}
          max={settings.range.max / 100}
          step="0.01"
          required
          {...register('customAmount')}
        />
      )}
      <div className={styles.pair}>
        <Field
          id={`${id}-name`}
          label={t('recipientName')}
          error={error('recipientName')}
          autoComplete="off"
          required
          {...register('recipientName')}
        />
        <Field
          id={`${id}-email`}
          label={t('recipientEmail')}
          error={error('recipientEmail')}
          type="email"
          autoComplete="off"
          required
          {...register('recipientEmail')}
        />
      </div>
      <TextAreaField
        id={`${id}-message`}
        label={t('message')}
        hint={t('messageCount', { count: message.length, max: MAX_MESSAGE })}
        error={error('message')}
        rows={3}
        {...register('message')}
      />
      <Field
        id={`${id}-delivery`}
        label={t('deliveryDate')}
        error={error('deliveryDate')}
        className={styles.short}
        type="date"
        min={today}
        required
        {...register('deliveryDate')}
      />
    </div>
  );
}
