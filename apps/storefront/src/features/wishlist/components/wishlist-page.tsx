'use client';

import { useEffect } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useAccount } from '@/features/shopper/hooks';
import { useRouter } from '@/i18n/router';
import { WishlistList } from './wishlist-list';

/** /wishlist (spec: shown when logged out): the browser's list; signed in, the account's list in my-account. */
export function WishlistPage() {
  const t = useTranslations('account.wishlist');
  const { loaded, viewer, load } = useAccount();
  const router = useRouter();

  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    if (viewer) router.replace('/my-account?tab=wishlist');
  }, [viewer, router]);

  if (!loaded || viewer) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <p>{t('intro')}</p>
      <WishlistList />
    </>
  );
}
