'use client';

import { useLocale, useTranslations } from '#i18n/hooks';
import { useAppliedGiftCards, useCart } from '@/features/cart/use-cart';
import type { Cart } from '@/features/shopper/cart-types';
import { formatCents } from '@/lib/format/price';
import styles from './cart-totals.module.css';

/**
 * The cart's totals in the panel and on the /cart page: subtotal, the coupons' discount together
 * (each coupon lists its own beside its remove button), shipping (none for a cart that is not
 * shipped), tax, what gift cards pay (each listed beside its remove button too) and the total,
 * which is what is left to pay after them.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.summary');
  const locale = useLocale();
  const { settings } = useCart();
  const cardWords = useTranslations('giftCard.pay');
  const cardsPay = useAppliedGiftCards().reduce((sum, card) => sum + card.amount, 0);
  const money = (cents: number) => formatCents(cents, locale, settings.currency);
  return (
    <dl className={styles.totals}>
      <div className={styles.row}>
        <dt>{t('subtotal')}</dt>
        <dd>{money(cart.subtotal)}</dd>
      </div>
      {cart.discountTotal > 0 ? (
        <div className={styles.row}>
          <dt>{t('discount')}</dt>
          <dd>−{money(cart.discountTotal)}</dd>
        </div>
      ) : null}
      {cart.needsShipping ? (
        <div className={styles.row}>
          <dt>{t('shipping')}</dt>
          <dd>{cart.shippingTotal > 0 ? money(cart.shippingTotal) : t('free')}</dd>
        </div>
      ) : null}
      {cart.totalTax > 0 ? (
        <div className={styles.row}>
          <dt>{t('tax')}</dt>
          <dd>{money(cart.totalTax)}</dd>
        </div>
      ) : null}
      {cardsPay > 0 ? (
        <div className={styles.row}>
          <dt>{cardWords('total')}</dt>
          <dd>−{money(cardsPay)}</dd>
        </div>
      ) : null}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{t('total')}</dt>
        <dd>{money(cart.total)}</dd>
      </div>
    </dl>
  );
}
