'use client';

import { useEffect, useId } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Drawer } from '@/components/drawer';
import { EmptyState } from '@/components/state/empty-state';
import { Skeleton } from '@/components/state/skeleton';
import { shippingNote } from '@/features/cart/shipping';
import { useCart } from '@/features/cart/use-cart';
import type { Cart } from '@/features/shopper/cart-types';
import { useShellState, useShopper } from '@/features/shopper/hooks';
import type { PendingAddition } from '@/features/shopper/store';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { CartCrossSells } from './cart-cross-sells';
import { CartLines } from './cart-lines';
import styles from './cart-panel.module.css';
import { CartTotals } from './cart-totals';
import { Coupons } from './coupons';

/**
 * "You are $x away from free shipping", or that the order ships for free, as the backend's rates
 * say (shipping.ts); nothing when neither applies. The panel, /cart and /checkout show the same.
 */
export function FreeShippingNote({ cart }: { cart: Cart }) {
  const t = useTranslations('cart.summary');
  const locale = useLocale();
  const { settings } = useCart();
  const note = shippingNote(cart, settings.freeShippingThreshold);
  if (!note) return null;
  return (
    <p className={styles.freeShipping}>
      {note.kind === 'away'
        ? t('awayFromFreeShipping', { amount: formatCents(note.amount, locale, settings.currency) })
        : t('freeShippingReached')}
    </p>
  );
}

/** Additions on their way to the backend, shown at once; the cart's own line replaces each. */
function PendingAdditions({ additions }: { additions: readonly PendingAddition[] }) {
  const t = useTranslations('cart.panel');
  if (additions.length === 0) return null;
  return (
    <ul className={styles.pending} aria-live="polite">
      {additions.map((addition) => (
        <li key={addition.id} className={styles.pendingLine}>
          {t('adding', { count: addition.quantity, name: addition.name })}
        </li>
      ))}
    </ul>
  );
}

/** The cart panel that slides in from the right when the header's cart icon is used (spec section 2). */
export function CartPanel() {
  const t = useTranslations('cart.panel');
  const { cartOpen, setCartOpen } = useShellState();
  const { cart, load } = useCart();
  const adding = useShopper((state) => state.adding);
  const titleId = useId();

  useEffect(() => {
    if (cartOpen) load();
  }, [cartOpen, load]);

  return (
    <Drawer
      id="cart-panel"
      open={cartOpen}
      onClose={() => setCartOpen(false)}
      side="right"
      labelledBy={titleId}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={() => setCartOpen(false)}>
            {t('close')}
          </button>
        </div>
        <PendingAdditions additions={adding} />
        {!cart ? (
          <Skeleton label={t('loading')} shape="rows" count={2} />
        ) : cart.lines.length === 0 ? (
          adding.length > 0 ? null : (
            <EmptyState icon="cart" message={t('empty')} action={{ href: '/products', label: t('browse') }} />
          )
        ) : (
          <>
            <div className={styles.body}>
              <CartLines lines={cart.lines} />
              <CartCrossSells lines={cart.lines} />
            </div>
            <div className={styles.footer}>
              <Coupons />
              <CartTotals cart={cart} />
              <FreeShippingNote cart={cart} />
              <Link href="/checkout" className={styles.primaryButton}>
                {t('checkout')}
              </Link>
              <Link href="/cart" className={styles.secondaryButton}>
                {t('viewCart')}
              </Link>
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}
