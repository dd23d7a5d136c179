'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { TabList, TabPanel, useTabs } from '@/components/tabs';
import { useAccount } from '@/features/shopper/hooks';
import { WishlistList } from '@/features/wishlist/components/wishlist-list';
import { useAccountFeatures } from '../account-features';
import { type DashboardTab, dashboardTabs, tabForKey, tabHref } from '../tabs';
import styles from './account.module.css';
import { DetailsPanel } from './details-panel';
import { DownloadsPanel } from './downloads-panel';
import { GiftCardsPanel } from './gift-cards-panel';
import { OrdersPanel } from './orders-panel';

/**
 * The signed-in dashboard (spec section 2): WAI-ARIA tabs Orders, Downloads, Account details and
 * Wishlist, and Gift cards when the backend has them (manual activation by click or Enter; arrows,
 * Home and End move), and Logout. On /my-account the selected tab is kept in `?tab=` so it can be
 * linked (?tab=wishlist).
 */
export function Dashboard({ initialTab, syncUrl }: { initialTab: DashboardTab; syncUrl: boolean }) {
  const t = useTranslations('account.dashboard');
  const { viewer, logout } = useAccount();
  const [loggingOut, setLoggingOut] = useState(false);
  const offered = dashboardTabs(useAccountFeatures());
  const tabs = useTabs(
    offered,
    initialTab,
    (current, key) => tabForKey(current, key, offered),
    (tab) => {
      if (syncUrl)
        window.history.replaceState(
          window.history.state,
          '',
          `${window.location.pathname}${tabHref(tab).replace('/my-account', '')}`,
        );
    },
  );

  // A tab chosen by link (?tab=wishlist) may sit beyond the scrolled tab list's edge on a phone.
  const { refs, selected } = tabs;
  useEffect(() => {
    refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [refs, selected]);

  const name = viewer?.firstName || viewer?.name || viewer?.username || '';
  return (
    <div>
      {/* Logout sits with the greeting, so the tabs keep the whole width (one line, scrolling if need be). */}
      <div className={styles.dashboardHead}>
        <div>
          <p>
            <strong>{t('welcome', { name })}</strong>
          </p>
          {viewer?.email && <p className={styles.muted}>{t('signedInAs', { email: viewer.email })}</p>}
        </div>
        <button
          type="button"
          className={styles.secondary}
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
      <div className={styles.tabBar}>
        <TabList state={tabs} label={t('sections')} styles={styles} name={(tab) => t(`tabs.${tab}`)} />
      </div>
      {offered.map((tab) => (
        <TabPanel key={tab} state={tabs} tab={tab} className={styles.panel}>
          {tab === tabs.selected && <Panel tab={tab} />}
        </TabPanel>
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
    case 'gift-cards':
      return <GiftCardsPanel />;
  }
}
