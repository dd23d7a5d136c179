import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ShieldIcon } from './icons';
import styles from './site-logo.module.css';

/**
 * The shop's logo, a link home. Its id lets a dismissed banner hand the focus to the top of the
 * page (dismissible-banner.tsx).
 */
export async function SiteLogo({ className }: { className?: string }) {
  const [t, common] = await Promise.all([getTranslations('shell.header'), getTranslations('common')]);
  const siteName = common('siteName');
  return (
    <Link
      href="/"
      id="site-logo"
      className={`${styles.logo} ${className ?? ''}`}
      aria-label={t('home', { siteName })}
    >
      <ShieldIcon size={32} className={styles.icon} />
      <span className={styles.text}>{siteName}</span>
    </Link>
  );
}
