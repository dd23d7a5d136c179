'use client';

import dynamic from 'next/dynamic';
import type { RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { Field } from '@/components/form/field';
import { STRIPE_GATEWAY, TEST_CARD_GATEWAY } from '../checkout-input';
import type { CheckoutValues } from '../checkout-schema';
import { gatewayWords } from '../store-words';
import type { PaymentGateway } from '../use-checkout-data';
import { fieldId, useFieldError } from '../use-field-error';
import styles from './checkout-form.module.css';
import type { StripeCardHandle } from './stripe-card-field';

// Stripe.js and its component load only for shops with card payments configured.
const StripeCardField = dynamic(
  () => import('./stripe-card-field').then((module) => module.StripeCardField),
  {
    ssr: false,
  },
);

/**
 * The payment methods the shop offers, with the card fields of the one chosen; when gift cards pay
 * the whole order, only a note saying so (the first method stays chosen, asking for no card).
 */
export function PaymentMethods({
  gateways,
  stripeKey,
  stripeCard,
  amount,
  currency,
  nothingToPay = false,
}: {
  gateways: PaymentGateway[] | null;
  stripeKey: string | null;
  stripeCard: RefObject<StripeCardHandle | null>;
  amount: number;
  currency: string;
  nothingToPay?: boolean;
}) {
  const t = useTranslations('checkout.form');
  const { register } = useFormContext<CheckoutValues>();
  const chosen = useWatch<CheckoutValues, 'paymentMethod'>({ name: 'paymentMethod' });
  const cardError = useFieldError('card');
  const storeWords = useTranslations('checkout.storeWords');
  const cardWords = useTranslations('giftCard.pay');
  const shown = gateways?.map((gateway) => gatewayWords(gateway, storeWords)) ?? [];
  if (nothingToPay) {
    return (
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('paymentTitle')}</legend>
        <p>{cardWords('nothingToPay')}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.section} aria-busy={gateways ? undefined : true}>
      <legend className={styles.legend}>{t('paymentTitle')}</legend>
      {gateways?.length === 0 ? <p>{t('noPayment')}</p> : null}
      <ul className={styles.options}>
        {shown.map((gateway) => (
          <li key={gateway.id}>
            <label className={styles.check}>
              <input type="radio" value={gateway.id} {...register('paymentMethod')} />
              {gateway.title}
            </label>
            {chosen === gateway.id && gateway.description && gateway.id !== TEST_CARD_GATEWAY ? (
              <p className={styles.muted}>{gateway.description}</p>
            ) : null}
            {chosen === gateway.id && gateway.id === STRIPE_GATEWAY && stripeKey ? (
              <StripeCardField
                handleRef={stripeCard}
                publishableKey={stripeKey}
                amount={amount}
                currency={currency}
              />
            ) : null}
            {chosen === gateway.id && gateway.id === TEST_CARD_GATEWAY ? (
              <div className={styles.card}>
                <Field
                  id={fieldId('card')}
                  label={t('cardNumber')}
                  // The gateway's own help (test mode, the cards to try) is said once, with the
                  // field; the error takes its place: one sentence to read out with the field.
                  hint={cardError ? undefined : gateway.description || t('cardHint')}
                  error={cardError}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  {...register('card')}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
