'use client';

import { useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useWishlist } from '@/features/shopper/hooks';
import styles from './wishlist-button.module.css';

/**
 * The heart toggle on product cards and the product page (issue 5): a toggle button
 * (aria-pressed) named for the product. Logged out the list is kept in this browser; logged in it
 * is the account's (addToWishlist / removeFromWishlist).
 */
export function WishlistButton({
  productId,
  name,
  variant = 'card',
}: {
  productId: number;
  name: string;
  variant?: 'card' | 'page';
}) {
  const t = useTranslations('account.wishlist');
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const saved = wishlist.has(productId);

  const onClick = async () => {
    setBusy(true);
    setMessage(null);
    const result = await wishlist.toggle(productId, !saved);
    setBusy(false);
    if (!result.ok) setMessage(result.message ?? t('error'));
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${variant === 'page' ? styles.page : styles.card}`}
        aria-pressed={saved}
        aria-label={saved ? t('remove', { name }) : t('add', { name })}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        <svg
          width={22}
          height={22}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={styles.icon}
        >
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={2}
            strokeLinejoin="round"
          />
        </svg>
        {variant === 'page' && <span>{saved ? t('removeShort') : t('title')}</span>}
      </button>
      {message && (
        <span role="alert" className={styles.message}>
          {message}
        </span>
      )}
    </>
  );
}
