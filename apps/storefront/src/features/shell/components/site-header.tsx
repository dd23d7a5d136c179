import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderScroll } from './header-scroll';
import { HeaderSearchIsland } from './header-search-island';
import { MenuButton } from './menu-button';
import styles from './site-header.module.css';
import { SiteLogo } from './site-logo';

/**
 * The header (spec section 2): logo, search box, account and cart icons; on narrow screens the
 * hamburger too. Wide screens also link the quick order. It sticks to the top; on narrow screens it hides on scroll down. The account
 * control is the account icon (logged out) or the avatar with its dropdown (logged in).
 */
export async function SiteHeader() {
  const [t, quickOrder] = await Promise.all([
    getTranslations('shell.header'),
    getTranslations('quickOrder.page'),
  ]);
  return (
    <HeaderScroll className={styles.header}>
      <div className={styles.inner}>
        <MenuButton label={t('openMenu')} className={`${styles.iconButton} ${styles.menuButton}`} />
        <SiteLogo className={styles.logo} />
        <HeaderSearchIsland className={styles.search} />
        <div className={styles.actions}>
          {/* Company buyers order by SKU; on narrow screens the menu's categories end with it. */}
          <Link href="/quick-order" className={styles.quickOrder}>
            {quickOrder('link')}
          </Link>
          <AccountMenu className={styles.iconButton} />
          <CartLink className={styles.iconButton} badgeClassName={styles.badge} />
        </div>
      </div>
    </HeaderScroll>
  );
}
