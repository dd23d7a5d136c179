'use client';

import { type ReactNode, useEffect, useId } from 'react';
import { useTranslations } from '#i18n/hooks';
import { Drawer } from '@/components/drawer';
import { rowTabForKey, TabList, TabPanel, useTabs } from '@/components/tabs';
import { useShellState } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import { MOBILE_MENU_ID } from '../menu';
import { CartIcon, CloseIcon } from './icons';
import { MobileAccount } from './mobile-account';
import styles from './mobile-menu.module.css';

export type TabKey = 'categories' | 'account' | 'info';
/**
 * The panels the server renders (every category, the info links). The Account tab is the
 * shopper's own and is made here, so its code comes with the drawer rather than with every page.
 */
export type ServerPanels = Record<Exclude<TabKey, 'account'>, ReactNode>;
const TABS: readonly TabKey[] = ['categories', 'account', 'info'];

/** The tab an arrow key, Home or End moves to (arrows wrap); null for any other key. */
const tabForKey = (current: TabKey, key: string) => rowTabForKey(TABS, current, key);

/**
 * The slide-in menu of narrow screens (spec section 2): tabs Categories / Account / Info
 * (WAI-ARIA tabs, automatic activation) and a View Cart button with the count. The tab panels are
 * rendered on the server and handed in, but for the shopper's Account tab; this island switches
 * between them.
 */
export function MobileMenuDrawer({ panels }: { panels: ServerPanels }) {
  const t = useTranslations('shell.mobileMenu');
  const { menuOpen, setMenuOpen, cartItemCount } = useShellState();
  const tabs = useTabs(TABS, 'categories', tabForKey);
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
      <TabList state={tabs} label={t('sections')} styles={styles} name={(tab) => t(`tabs.${tab}`)} />
      {TABS.map((tab) => (
        <TabPanel key={tab} state={tabs} tab={tab} className={styles.panel}>
          {tab === 'account' ? <MobileAccount /> : panels[tab]}
        </TabPanel>
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
