'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldFrame } from '@/components/form/field';
import { useCart } from '@/features/shopper/hooks';
import styles from './checkout-form.module.css';

/**
 * Coupons on the checkout: apply one by code, remove one applied. Not part of the order form (the
 * cart keeps them), so Enter here applies the coupon instead of placing the order.
 */
export function CouponForm({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const t = useTranslations('checkout.form');
  const { applyCoupon } = useCart();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const apply = async () => {
    const wanted = code.trim();
    if (!wanted) return;
    setMessage(null);
    onBusy(true);
    const result = await applyCoupon(wanted);
    onBusy(false);
    if (!result.ok) setMessage({ text: result.message ?? t('failed'), error: true });
    else {
      setMessage({ text: t('couponApplied', { code: wanted }), error: false });
      setCode('');
    }
  };

  return (
    <div className={styles.coupon}>
      <FieldFrame id="checkout-coupon" label={t('couponLabel')}>
        {(aria) => (
          <div className={styles.inline}>
            <input
              {...aria}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void apply();
                }
              }}
            />
            <button type="button" className={styles.secondary} onClick={() => void apply()}>
              {t('applyCoupon')}
            </button>
          </div>
        )}
      </FieldFrame>
      <p role="status" className={message?.error ? styles.fieldError : styles.muted}>
        {message?.text ?? ''}
      </p>
    </div>
  );
}

/** An applied coupon's line in the totals, with a button that removes it from the cart. */
export function AppliedCoupon({
  code,
  amount,
  onBusy,
}: {
  code: string;
  amount: string;
  onBusy: (busy: boolean) => void;
}) {
  const t = useTranslations('checkout.form');
  const { removeCoupon } = useCart();
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    onBusy(true);
    const result = await removeCoupon(code);
    onBusy(false);
    if (!result.ok) setError(result.message ?? t('failed'));
  };
  return (
    <div className={styles.row}>
      <dt>
        <span>{t('coupon', { code })}</span>{' '}
        <button
          type="button"
          className={styles.remove}
          onClick={() => void remove()}
          aria-label={t('removeCoupon', { code })}
        >
          ✕
        </button>
        {error ? (
          <span role="alert" className={styles.fieldError}>
            {error}
          </span>
        ) : null}
      </dt>
      <dd>−{amount}</dd>
    </div>
  );
}
