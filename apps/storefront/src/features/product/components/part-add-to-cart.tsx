'use client';

import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useCart } from '@/features/cart/use-cart';
import { ADDS_TO_CART } from '@/features/shopper/store-init';
import styles from './parts-that-fit.module.css';

/**
 * A part's quantity and Add to cart (simple parts in stock only; the row itself stays a server
 * component). Cartridges and filters go by the pair or the box, so the quantity comes first; at
 * most what the shop has when it counts stock.
 */
export function PartAddToCart({
  productId,
  name,
  max,
  quantityLabel,
}: {
  productId: number;
  name: string;
  max?: number;
  /** "Quantity of <part>", worded on the server (the page's other words stay there too). */
  quantityLabel: string;
}) {
  const t = useTranslations('cart.add');
  const { addToCart } = useCart();
  const quantityId = useId();
  const [adding, setAdding] = useState(false);
  const [message, setMessage] = useState('');
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    const quantity = Math.max(1, Math.floor(Number(new FormData(event.currentTarget).get('quantity')) || 1));
    setAdding(true);
    setMessage('');
    const result = await addToCart({ productId, quantity, name });
    setAdding(false);
    setMessage(result.ok ? t('added', { count: quantity }) : (result.message ?? t('failed')));
  };
  return (
    <form className={styles.buy} onSubmit={onSubmit}>
      <label htmlFor={quantityId} className="visually-hidden">
        {quantityLabel}
      </label>
      <input
        id={quantityId}
        className={styles.quantity}
        type="number"
        name="quantity"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        defaultValue={1}
        required
      />
      <button
        type="submit"
        className={styles.add}
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
    </form>
  );
}
