'use client';

import { useEffect, useId } from 'react';
import { useTranslations } from '#i18n/hooks';
import { EmptyState } from '@/components/state/empty-state';
import { Skeleton } from '@/components/state/skeleton';
import { useCart } from '@/features/cart/use-cart';
import { Link } from '@/i18n/navigation';
import { CartCrossSells } from './cart-cross-sells';
import { CartLines } from './cart-lines';
import styles from './cart-page-view.module.css';
import { FreeShippingNote } from './cart-panel';
import panelStyles from './cart-panel.module.css';
import { CartTotals } from './cart-totals';
import { Coupons } from './coupons';

/** The /cart page's body: lines, coupons, totals, checkout; or the empty state. */
export function CartPageView() {
  const t = useTranslations('cart.page');
  const { cart, load } = useCart();
  const messageId = useId();

  useEffect(() => load(), [load]);

  if (!cart) return <Skeleton label={t('loading')} shape="rows" />;
  if (cart.lines.length === 0) {
    return <EmptyState icon="cart" message={t('empty')} action={{ href: '/products', label: t('browse') }} />;
  }

  return (
    <div className={styles.layout}>
      <section aria-labelledby={`${messageId}-lines`}>
        <h2 id={`${messageId}-lines`} className={styles.heading}>
          {t('items', { count: cart.itemCount })}
        </h2>
        <CartLines lines={cart.lines} />
        <CartCrossSells lines={cart.lines} />
      </section>
      <section aria-labelledby={`${messageId}-summary`} className={styles.summary}>
        <h2 id={`${messageId}-summary`} className={styles.heading}>
          {t('summary')}
        </h2>
        <Coupons />
        <CartTotals cart={cart} />
        <FreeShippingNote cart={cart} />
        <Link href="/checkout" className={panelStyles.primaryButton}>
          {t('checkout')}
        </Link>
      </section>
    </div>
  );
}
