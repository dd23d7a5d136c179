import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb } from '@/components/breadcrumb';
import { asLocale } from '@/i18n/locale';
import styles from './account.module.css';

/**
 * The server-rendered frame of the account pages: breadcrumb and heading. The body is a client
 * island that reads the shopper from the account store (the pages themselves are the same for
 * everyone, so they can be cached).
 */
export async function AccountFrame({
  locale,
  titleKey,
  children,
}: {
  locale: string;
  titleKey: 'myAccount' | 'orders' | 'editAccount' | 'lostPassword' | 'oauth' | 'wishlist';
  children: ReactNode;
}) {
  const t = await getTranslations('account.meta');
  const trail =
    titleKey === 'myAccount' || titleKey === 'wishlist'
      ? [{ name: t(titleKey) }]
      : [{ name: t('myAccount'), href: '/my-account' }, { name: t(titleKey) }];
  return (
    <main className={styles.page}>
      <Breadcrumb trail={trail} locale={asLocale(locale)} />
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {children}
    </main>
  );
}
