'use client';

import type { ReactNode } from 'react';
import { rowTabForKey, TabList, TabPanel, useTabs } from '@/components/tabs';
import styles from './info-tabs.module.css';

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs, Tab moves into
 * the panel. Every panel is in the server's HTML (hidden but the selected one), so the content is
 * there for search engines and without JavaScript's help.
 */
export function InfoTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ title: string; panel: ReactNode }>;
}) {
  // The tabs are keyed by their position.
  const keys = tabs.map((_tab, index) => String(index));
  const state = useTabs(keys, '0', (current, key) => rowTabForKey(keys, current, key));
  return (
    <div className={styles.tabs}>
      <TabList
        state={state}
        label={label}
        styles={{ tabs: styles.list ?? '', tab: styles.tab ?? '' }}
        name={(key) => tabs[Number(key)]?.title}
      />
      {tabs.map((tab, index) => (
        <TabPanel key={tab.title} state={state} tab={String(index)} className={styles.panel}>
          {tab.panel}
        </TabPanel>
      ))}
    </div>
  );
}
