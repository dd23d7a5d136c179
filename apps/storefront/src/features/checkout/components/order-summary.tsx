'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { SubmitButton } from '@/components/form/submit-button';
import { FreeShippingNote } from '@/features/cart/components/cart-panel';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { Coupons } from '@/features/cart/components/coupons';
import { useCart } from '@/features/cart/use-cart';
import { GiftCardLineDetails } from '@/features/gift-cards/components/gift-card-line-details';
import type { Cart } from '@/features/shopper/cart-types';
import { formatCents } from '@/lib/format/price';
import { rateLabel } from '../store-words';
import styles from './checkout-form.module.css';

/**
 * "Your order": the lines (a gift card's recipient and delivery day under it, as in the cart),
 * coupons, the shipping rates for the address (none for a cart that is not shipped), the totals
 * (as the cart shows them) and the button that places the order (kept off while the totals are
 * being updated).
 */
export function OrderSummary({
  cart,
  placing,
  updating,
}: {
  cart: Cart | null;
  placing: boolean;
  updating: boolean;
}) {
  const t = useTranslations('checkout.form');
  const summary = useTranslations('cart.summary');
  const storeWords = useTranslations('checkout.storeWords');
  const locale = useLocale();
  // Busy while any cart change (a rate, a coupon) is on its way: the totals are about to change.
  const { settings, chooseShippingRate, busy } = useCart();
  const [rateError, setRateError] = useState<string | null>(null);
  const money = (cents: number) => formatCents(cents, locale, settings.currency);

  // Through the cart store: the shopper's own pick stands over free shipping chosen for them.
  const chooseRate = async (rateId: string) => {
    const result = await chooseShippingRate(rateId);
    setRateError(!result.ok && result.message ? result.message : null);
  };

  return (
    <section
      className={styles.summary}
      aria-labelledby="checkout-summary"
      aria-busy={!cart || updating || busy}
    >
      <h2 id="checkout-summary" className={styles.legend}>
        {t('summaryTitle')}
      </h2>
      {cart ? (
        <>
          <ul className={styles.lines}>
            {cart.lines.map((line) => (
              <li key={line.key} className={styles.row}>
                <span className={styles.lineText}>
                  <span>
                    {line.name} × {line.quantity}
                  </span>
                  {line.giftCard && (
                    <GiftCardLineDetails
                      giftCard={line.giftCard}
                      currency={settings.currency}
                      className={styles.muted}
                    />
                  )}
                </span>
                <span>{money(line.subtotal)}</span>
              </li>
            ))}
          </ul>
          <Coupons />
          {cart.needsShipping ? (
            <fieldset className={styles.rates}>
              <legend className={styles.label}>{summary('shipping')}</legend>
              {cart.shippingRates.length === 0 ? <p className={styles.muted}>{t('noRates')}</p> : null}
              {cart.shippingRates.map((rate) => (
                <label key={rate.id} className={styles.check}>
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={rate.id}
                    checked={cart.chosenShippingMethods.includes(rate.id)}
                    onChange={() => void chooseRate(rate.id)}
                  />
                  <span>
                    {rateLabel(rate, storeWords)}
                    {rate.cost > 0 ? `: ${money(rate.cost)}` : ''}
                  </span>
                </label>
              ))}
              {rateError ? (
                <p role="alert" className={styles.fieldError}>
                  {rateError}
                </p>
              ) : null}
              <FreeShippingNote cart={cart} />
            </fieldset>
          ) : null}
          <CartTotals cart={cart} />
        </>
      ) : (
        <p className={styles.muted}>{t('loading')}</p>
      )}
      <SubmitButton
        busy={placing}
        label={t('placeOrder')}
        busyLabel={t('placing')}
        disabled={!cart || updating || busy}
        className={styles.wideButton}
      />
    </section>
  );
}
