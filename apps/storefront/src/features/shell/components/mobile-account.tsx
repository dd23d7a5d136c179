'use client';

import { useTranslations } from '#i18n/hooks';
import { useAccount, useShellState } from '@/features/shopper/hooks';
import { Link } from '@/i18n/navigation';
import styles from './mobile-menu-panels.module.css';

/**
 * The mobile menu's Account tab (spec section 2): logged in, 'Welcome', the email and the links
 * Dashboard, My Orders, Account Details and Logout; logged out, Login and Register.
 */
export function MobileAccount() {
  const t = useTranslations('account.mobile');
  const { viewer, logout } = useAccount();
  const { setMenuOpen } = useShellState();
  if (viewer) {
    return (
      <div className={styles.account}>
        <p className={styles.welcome}>{t('welcome')}</p>
        <p className={styles.intro}>{viewer.email}</p>
        <ul className={styles.list}>
          <li>
            <Link href="/my-account" className={styles.link}>
              {t('dashboard')}
            </Link>
          </li>
          <li>
            <Link href="/my-account/orders" className={styles.link}>
              {t('orders')}
            </Link>
          </li>
          <li>
            <Link href="/my-account/edit-account" className={styles.link}>
              {t('details')}
            </Link>
          </li>
        </ul>
        <ul className={styles.actions}>
          <li>
            <button
              type="button"
              className={`${styles.secondary} ${styles.logout}`}
              onClick={() => {
                setMenuOpen(false);
                void logout();
              }}
            >
              {t('logout')}
            </button>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.account}>
      <p className={styles.welcome}>{t('welcome')}</p>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.actions}>
        <li>
          <Link href="/my-account" className={styles.primary}>
            {t('login')}
          </Link>
        </li>
        <li>
          <Link href="/my-account" className={styles.secondary}>
            {t('register')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
