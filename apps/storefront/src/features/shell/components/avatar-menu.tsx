'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { Viewer } from '@/features/shopper/account-types';
import { useAccount } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import styles from './avatar-menu.module.css';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** The menu's links, before its logout button. */
const MENU_LINKS = [
  { href: '/my-account?tab=wishlist', label: 'wishlist' },
  { href: '/my-account', label: 'myAccount' },
] as const;

/** Initials for the avatar (first letters of the first two words of the name). */
function initials(name: string): string {
  const parts = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/**
 * The signed-in shopper's avatar button and its menu (Wishlist, My Account, Logout), following the
 * WAI-ARIA menu button pattern (arrows, Home/End, Escape returns focus, Tab closes). Loaded only
 * once a shopper is signed in (account-menu.tsx): most visitors never need it.
 */
export function AvatarMenu({ className, viewer }: { className?: string | undefined; viewer: Viewer }) {
  const t = useTranslations('account.menu');
  const { logout } = useAccount();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const name = viewer.firstName || viewer.name || viewer.username || viewer.email;
  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const go = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return go(index + 1);
      case 'ArrowUp':
        return go(index - 1);
      case 'Home':
        return go(0);
      case 'End':
        return go(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`${className ?? ''} ${styles.avatarButton}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('open', { name })}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {/* Initials, not the profile picture: no third-party image loads in the header. They are
            the avatar's picture, drawn by CSS, not text: the button's words are its name, which
            speech users say (WCAG 2.5.3 Label in Name). */}
        <span className={styles.initials} aria-hidden="true" data-initials={initials(name)} />
      </button>
      <div className={styles.menu} hidden={!open}>
        <p className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.email}>{viewer.email}</span>
        </p>
        <div ref={menuRef} id={`${id}-menu`} role="menu" aria-label={t('account')} onKeyDown={onMenuKeyDown}>
          {MENU_LINKS.map(({ href, label }) => (
            <Link
              key={href}
              href={href}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              onClick={() => setOpen(false)}
            >
              {t(label)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={() => {
              close(true);
              void logout();
            }}
          >
            {t('logout')}
          </button>
        </div>
      </div>
    </div>
  );
}
