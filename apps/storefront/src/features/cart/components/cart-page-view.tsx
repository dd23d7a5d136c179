'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useCart } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { CartLines } from './cart-lines';
import styles from './cart-page-view.module.css';
import { FreeShippingNote } from './cart-panel';
import panelStyles from './cart-panel.module.css';

/** The /cart page's body: lines, coupon form, totals, checkout; or the empty state. */
export function CartPageView() {
  const t = useTranslations('cart.page');
  const summary = useTranslations('cart.summary');
  const locale = useLocale();
  const { cart, load, settings, applyCoupon, removeCoupon, busy } = useCart();
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<{ text: string; error: boolean } | null>(null);
  const couponId = useId();
  const messageId = useId();

  useEffect(() => load(), [load]);

  if (!cart) return <p className={panelStyles.muted}>{t('loading')}</p>;
  if (cart.lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/products" className={panelStyles.primaryButton}>
          {t('browse')}
        </Link>
      </div>
    );
  }

  const money = (cents: number) => formatCents(cents, locale, settings.currency);
  const onApply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setCouponMessage(null);
    const result = await applyCoupon(code);
    if (result.ok) {
      setCouponMessage({ text: t('couponApplied', { code: code.trim() }), error: false });
      setCode('');
    } else {
      setCouponMessage({ text: result.message ?? t('couponFailed'), error: true });
    }
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby={`${messageId}-lines`}>
        <h2 id={`${messageId}-lines`} className={styles.heading}>
          {t('items', { count: cart.itemCount })}
        </h2>
        <CartLines lines={cart.lines} />
      </section>
      <section aria-labelledby={`${messageId}-summary`} className={styles.summary}>
        <h2 id={`${messageId}-summary`} className={styles.heading}>
          {t('summary')}
        </h2>
        <form className={styles.coupon} onSubmit={onApply}>
          <label htmlFor={couponId}>{t('couponLabel')}</label>
          <div className={styles.couponRow}>
            <input
              id={couponId}
              name="coupon"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              aria-describedby={couponMessage ? messageId : undefined}
              aria-invalid={couponMessage?.error || undefined}
            />
            <button type="submit" disabled={busy}>
              {t('applyCoupon')}
            </button>
          </div>
          <p
            id={messageId}
            role={couponMessage?.error ? 'alert' : 'status'}
            className={couponMessage?.error ? styles.error : styles.success}
          >
            {couponMessage?.text}
          </p>
        </form>
        <dl className={styles.totals}>
          <div>
            <dt>{summary('subtotal')}</dt>
            <dd>{money(cart.subtotal)}</dd>
          </div>
          {cart.coupons.map((coupon) => (
            <div key={coupon.code}>
              <dt>
                {t('coupon', { code: coupon.code })}{' '}
                <button
                  type="button"
                  className={styles.removeCoupon}
                  onClick={() => removeCoupon(coupon.code)}
                  disabled={busy}
                  aria-label={t('removeCoupon', { code: coupon.code })}
                >
                  {t('removeShort')}
                </button>
              </dt>
              <dd>−{money(coupon.discount)}</dd>
            </div>
          ))}
          {/* Coupons list their own discount; a discount without a coupon line still shows. */}
          {cart.discountTotal > 0 && cart.coupons.length === 0 && (
            <div>
              <dt>{summary('discount')}</dt>
              <dd>−{money(cart.discountTotal)}</dd>
            </div>
          )}
          <div>
            <dt>{summary('shipping')}</dt>
            <dd>{cart.shippingTotal > 0 ? money(cart.shippingTotal) : summary('free')}</dd>
          </div>
          {cart.totalTax > 0 && (
            <div>
              <dt>{summary('tax')}</dt>
              <dd>{money(cart.totalTax)}</dd>
            </div>
          )}
          <div className={styles.total}>
            <dt>{summary('total')}</dt>
            <dd>{money(cart.total)}</dd>
          </div>
        </dl>
        <FreeShippingNote cart={cart} />
        <Link href="/checkout" className={panelStyles.primaryButton}>
          {t('checkout')}
        </Link>
      </section>
    </div>
  );
}
