import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './checkout-header.module.css';
import { ArrowLeftIcon, LockIcon } from './icons';
import { SiteLogo } from './site-logo';

/**
 * The header of the checkout: a shopper who is paying sees the logo, that the checkout is secure
 * and the way back to the cart; no menu or search to lead them off (as Shopify's checkout does).
 * The store's promises stay above it (app-shell.tsx): at the moment of paying they reassure.
 */
export async function CheckoutHeader() {
  const t = await getTranslations('shell.checkoutHeader');
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <SiteLogo className={styles.logo} />
        <p className={styles.secure}>
          <LockIcon size={18} className={styles.icon} />
          {t('secure')}
        </p>
        <Link href="/cart" className={styles.back}>
          <ArrowLeftIcon size={18} />
          {t('backToCart')}
        </Link>
      </div>
    </header>
  );
}
