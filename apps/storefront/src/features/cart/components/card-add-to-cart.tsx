'use client';

import { useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useCart } from '@/features/cart/use-cart';
import { ADDS_TO_CART } from '@/features/shopper/store-init';
import styles from './card-add-to-cart.module.css';

/**
 * The Add to cart button of a product card (simple, in-stock products only; the card itself
 * stays a server component). Adds one, shows progress, and says the result politely.
 */
export function CardAddToCart({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('cart.add');
  const { addToCart } = useCart();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState('');
  const onClick = async () => {
    if (adding) return;
    setAdding(true);
    setMessage('');
    const result = await addToCart({ productId, quantity: 1, name });
    setAdding(false);
    setMessage(result.ok ? t('added', { count: 1 }) : (result.message ?? t('failed')));
  };
  return (
    <div className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        onClick={onClick}
        disabled={adding}
        aria-busy={adding || undefined}
        aria-label={t('addNamed', { name })}
        {...{ [ADDS_TO_CART]: '' }}
      >
        {adding ? t('adding') : t('button')}
      </button>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </div>
  );
}
