'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useAccount } from '@/features/shopper/hooks';
import { WishlistList } from '@/features/wishlist/components/wishlist-list';
import { DASHBOARD_TABS, type DashboardTab, tabForKey, tabHref } from '../tabs';
import styles from './account.module.css';
import { DetailsPanel } from './details-panel';
import { DownloadsPanel } from './downloads-panel';
import { OrdersPanel } from './orders-panel';

/**
 * The signed-in dashboard (spec section 2): WAI-ARIA tabs Orders, Downloads, Account details and
 * Wishlist (manual activation by click or Enter; arrows, Home and End move), and Logout. On
 * /my-account the selected tab is kept in `?tab=` so it can be linked (?tab=wishlist).
 */
export function Dashboard({ initialTab, syncUrl }: { initialTab: DashboardTab; syncUrl: boolean }) {
  const t = useTranslations('account.dashboard');
  const { viewer, logout } = useAccount();
  const [selected, setSelected] = useState<DashboardTab>(initialTab);
  const [loggingOut, setLoggingOut] = useState(false);
  const tabRefs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});
  const baseId = useId();

  const select = (tab: DashboardTab, focus: boolean) => {
    setSelected(tab);
    if (focus) tabRefs.current[tab]?.focus();
    if (syncUrl)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${tabHref(tab).replace('/my-account', '')}`,
      );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabForKey(selected, event.key);
    if (!target) return;
    event.preventDefault();
    select(target, true);
  };

  const name = viewer?.firstName || viewer?.name || viewer?.username || '';
  return (
    <div>
      <div className={styles.dashboardHead}>
        <p>
          <strong>{t('welcome', { name })}</strong>
        </p>
        {viewer?.email && <p className={styles.muted}>{t('signedInAs', { email: viewer.email })}</p>}
      </div>
      <div className={styles.tabBar}>
        <div role="tablist" aria-label={t('sections')} className={styles.tabs} onKeyDown={onKeyDown}>
          {DASHBOARD_TABS.map((tab) => (
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
              onClick={() => select(tab, false)}
            >
              {t(`tabs.${tab}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`${styles.secondary} ${styles.logout}`}
          disabled={loggingOut}
          onClick={async () => {
            setLoggingOut(true);
            await logout();
            setLoggingOut(false);
          }}
        >
          {t('logout')}
        </button>
      </div>
      {DASHBOARD_TABS.map((tab) => (
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
          {tab === selected && <Panel tab={tab} />}
        </div>
      ))}
    </div>
  );
}

function Panel({ tab }: { tab: DashboardTab }) {
  switch (tab) {
    case 'orders':
      return <OrdersPanel />;
    case 'downloads':
      return <DownloadsPanel />;
    case 'details':
      return <DetailsPanel />;
    case 'wishlist':
      return <WishlistList />;
  }
}
