'use client';

import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { GetStripePaymentIntentOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import { payWithStripe, type StripePaymentResult, toMinorUnits } from '../stripe-payment';
import styles from './checkout-form.module.css';

export interface StripeCardHandle {
  /** Confirms the card payment; resolves with the intent id to send with the checkout. */
  pay: () => Promise<StripePaymentResult>;
}

interface StripeCardFieldProps {
  publishableKey: string;
  /** The cart total in the store currency's main unit (dollars). */
  amount: number;
  currency: string;
  /** Filled with the handle the checkout calls when the order is placed (a plain prop: next/dynamic wraps this component). */
  handleRef: RefObject<StripeCardHandle | null>;
}

/**
 * Stripe's Payment Element (card fields hosted by Stripe, so card numbers never touch our servers).
 * Stripe.js is loaded only when the shopper picks card payment.
 */
export function StripeCardField({ publishableKey, amount, currency, handleRef }: StripeCardFieldProps) {
  const t = useTranslations('checkout.form');
  const locale = useLocale();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const minorAmount = toMinorUnits(amount, currency);
  const initialAmount = useRef(minorAmount);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(publishableKey, { locale: locale.slice(0, 2) as 'auto' });
        if (!stripe || cancelled || !mountRef.current) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({
          mode: 'payment',
          amount: initialAmount.current,
          currency: currency.toLowerCase(),
        });
        const element = elements.create('payment');
        element.on('ready', () => !cancelled && setStatus('ready'));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [publishableKey, currency, locale]);

  // Coupons and shipping change the total while the card fields stay filled in.
  useEffect(() => {
    stripeRef.current?.elements.update({ amount: minorAmount });
  }, [minorAmount]);

  const unreachable = t('unreachable');
  const unavailable = t('cardUnavailable');
  const failed = t('cardFailed');
  const describe = useErrorText();
  useEffect(() => {
    handleRef.current = { pay };
    return () => {
      handleRef.current = null;
    };

    async function pay(): Promise<StripePaymentResult> {
      const loaded = stripeRef.current;
      if (!loaded) return { ok: false, message: unavailable };
      return payWithStripe<StripeElements>({
        stripe: loaded.stripe,
        elements: loaded.elements,
        createIntent: async () => {
          const answer = await callShop(GetStripePaymentIntentOperation, {}, unreachable);
          if (answer.errors[0])
            return { id: null, clientSecret: null, error: describe(answer.errors[0]) ?? failed };
          return answer.data?.stripePaymentIntent ?? null;
        },
        returnUrl: window.location.href,
        failedMessage: failed,
      });
    }
  }, [handleRef, unreachable, unavailable, failed, describe]);

  return (
    <div className={styles.card}>
      {status === 'loading' ? <p className={styles.muted}>{t('cardLoading')}</p> : null}
      {status === 'failed' ? (
        <p className={styles.fieldError} role="alert">
          {t('cardUnavailable')}
        </p>
      ) : null}
      <div ref={mountRef} />
    </div>
  );
}
