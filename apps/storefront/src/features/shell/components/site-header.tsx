import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderScroll } from './header-scroll';
import { HeaderSearch } from './header-search';
import { ShieldIcon } from './icons';
import { MenuButton } from './menu-button';
import styles from './site-header.module.css';

/**
 * The header (spec section 2): logo, search box, account and cart icons; on narrow screens the
 * hamburger too, and it hides on scroll down. The account control is the account icon
 * (logged out) or the avatar with its dropdown (logged in).
 */
export async function SiteHeader() {
  const [t, common] = await Promise.all([getTranslations('shell.header'), getTranslations('common')]);
  const siteName = common('siteName');
  return (
    <HeaderScroll className={styles.header}>
      <div className={styles.inner}>
        <MenuButton label={t('openMenu')} className={`${styles.iconButton} ${styles.menuButton}`} />
        <Link href="/" id="site-logo" className={styles.logo} aria-label={t('home', { siteName })}>
          <ShieldIcon size={32} className={styles.logoIcon} />
          <span className={styles.logoText}>{siteName}</span>
        </Link>
        <HeaderSearch className={styles.search} />
        <div className={styles.actions}>
          <AccountMenu className={styles.iconButton} />
          <CartLink className={styles.iconButton} badgeClassName={styles.badge} />
        </div>
      </div>
    </HeaderScroll>
  );
}
