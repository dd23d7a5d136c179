'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Drawer } from '@/components/drawer';
import { useShellState } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { MOBILE_MENU_ID } from '../menu';
import { CartIcon, CloseIcon } from './icons';
import styles from './mobile-menu.module.css';

type TabKey = 'categories' | 'account' | 'info';
const TABS: readonly TabKey[] = ['categories', 'account', 'info'];

/**
 * The slide-in menu of narrow screens (spec section 2): tabs Categories / Account / Info
 * (WAI-ARIA tabs, automatic activation) and a View Cart button with the count. The tab panels are
 * rendered on the server and handed in; this island only switches between them.
 */
export function MobileMenu({ panels }: { panels: Record<TabKey, ReactNode> }) {
  const t = useTranslations('shell.mobileMenu');
  const { menuOpen, setMenuOpen, cartItemCount } = useShellState();
  const [selected, setSelected] = useState<TabKey>('categories');
  const tabRefs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const headingId = `${baseId}-title`;

  // The menu belongs to narrow screens: widening the window past 1024 px closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia('(min-width: 64rem)');
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen, setMenuOpen]);

  const select = (tab: TabKey) => {
    setSelected(tab);
    tabRefs.current[tab]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(selected);
    const next: Record<string, TabKey | undefined> = {
      ArrowRight: TABS[(index + 1) % TABS.length],
      ArrowLeft: TABS[(index - 1 + TABS.length) % TABS.length],
      Home: TABS[0],
      End: TABS[TABS.length - 1],
    };
    const target = next[event.key];
    if (!target) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Drawer id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} labelledBy={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {t('title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => setMenuOpen(false)}
          aria-label={t('close')}
        >
          <CloseIcon size={22} />
        </button>
      </div>
      <div role="tablist" aria-label={t('sections')} className={styles.tabs} onKeyDown={onTabKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${baseId}-panel-${tab}`}
            tabIndex={tab === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          hidden={tab !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel itself takes focus after the tab list.
          tabIndex={0}
          className={styles.panel}
        >
          {panels[tab]}
        </div>
      ))}
      <div className={styles.foot}>
        <Link href="/cart" className={styles.viewCart}>
          <CartIcon size={20} />
          {t('viewCart', { count: cartItemCount })}
        </Link>
      </div>
    </Drawer>
  );
}
