'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { FormStatus } from '@/components/form/form-status';
import { useAccount, useShopperActions } from '@/features/shopper/hooks';
import { useAccountFeatures } from '../account-features';
import { type DashboardTab, dashboardTabs, tabFromQuery } from '../tabs';
import styles from './account.module.css';
import { AuthForms } from './auth-forms';
import { Dashboard } from './dashboard';

/**
 * The body of /my-account, /my-account/orders and /my-account/edit-account: the login and register
 * forms when logged out, the dashboard when logged in, from the account store (loaded at once on
 * these pages). Until it has loaded the forms show, server-rendered, so a shopper on a slow phone
 * can type at once and keeps what was typed when the answer comes (the same forms stay mounted);
 * a browser that was signed in last time waits for the dashboard instead.
 */
export function MyAccount({ view }: { view: 'dashboard' | 'orders' | 'edit-account' }) {
  const t = useTranslations('account');
  const { loaded, viewer, load } = useAccount();
  const { cart } = useShopperActions();
  const params = useSearchParams();
  const features = useAccountFeatures();
  const [notice, setNotice] = useState<string | null>(null);
  const [signedInBefore, setSignedInBefore] = useState(false);

  useEffect(() => {
    // The hint lives in this browser's storage: read after hydration, never on the server.
    setSignedInBefore(cart.wasSignedIn());
    load();
  }, [cart, load]);

  if (!loaded && signedInBefore) return <p role="status">{t('loading')}</p>;
  const initialTab: DashboardTab =
    view === 'orders'
      ? 'orders'
      : view === 'edit-account'
        ? 'details'
        : tabFromQuery(params.get('tab'), dashboardTabs(features));
  return (
    <>
      {notice && <FormStatus status={{ kind: 'done', message: notice }} className={styles.notice} />}
      {viewer ? (
        <Dashboard key={`${view}-${initialTab}`} initialTab={initialTab} syncUrl={view === 'dashboard'} />
      ) : (
        <AuthForms onNotice={setNotice} />
      )}
    </>
  );
}
