'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useShellState } from '../shell-state';
import { CartIcon } from './icons';

/**
 * The header's cart icon with its item-count badge (hidden at 0). The count comes from the shell
 * state, which the cart store feeds; until the cart exists it links to /cart.
 */
export function CartLink({ className, badgeClassName }: { className?: string; badgeClassName?: string }) {
  const t = useTranslations('shell.header');
  const { cartItemCount } = useShellState();
  return (
    <Link href="/cart" className={className} aria-label={t('cart', { count: cartItemCount })}>
      <CartIcon size={24} />
      {cartItemCount > 0 && (
        <span className={badgeClassName} aria-hidden="true">
          {cartItemCount > 99 ? '99+' : cartItemCount}
        </span>
      )}
    </Link>
  );
}
