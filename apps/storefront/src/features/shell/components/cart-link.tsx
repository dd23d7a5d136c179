'use client';

import type { MouseEvent } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useShellState } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { CartIcon } from './icons';

/**
 * The header's cart icon with its item-count badge (hidden at 0). The count comes from the shell
 * state, which the cart store feeds. A click opens the cart panel; it stays a link to /cart for
 * a new tab, a modified click, or without JavaScript.
 */
export function CartLink({ className, badgeClassName }: { className?: string; badgeClassName?: string }) {
  const t = useTranslations('shell.header');
  const { cartItemCount, cartOpen, setCartOpen } = useShellState();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setCartOpen(true);
  };
  return (
    <Link
      href="/cart"
      className={className}
      aria-label={t('cart', { count: cartItemCount })}
      aria-haspopup="dialog"
      aria-expanded={cartOpen}
      aria-controls="cart-panel"
      onClick={onClick}
    >
      <CartIcon size={24} />
      {cartItemCount > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {cartItemCount > 99 ? '99+' : cartItemCount}
        </span>
      )}
    </Link>
  );
}
