'use client';

import { useShellState } from '@/features/shopper/hooks';
import { MOBILE_MENU_ID } from '../menu';
import { MenuIcon } from './icons';

/** The hamburger of narrow screens: opens the mobile menu. */
export function MenuButton({ label, className }: { label: string; className?: string }) {
  const { menuOpen, setMenuOpen } = useShellState();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={menuOpen}
      aria-controls={MOBILE_MENU_ID}
      onClick={() => setMenuOpen(true)}
    >
      <MenuIcon size={24} />
    </button>
  );
}
