import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { AccountProvider } from '@/features/account/components/account-provider';
import { CartPanel } from '@/features/cart/components/cart-panel';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { storeCapabilities } from '@/lib/commerce/capabilities';
import { getMenuCategories } from '../data';
import { buildMainMenu } from '../menu';
import { ShellStateProvider } from '../shell-state';
import { AnnouncementBanner } from './announcement-banner';
import styles from './app-shell.module.css';
import { MainMenu } from './main-menu';
import { MobileAccount } from './mobile-account';
import { MobileMenu } from './mobile-menu';
import { MobileCategories, MobileInfo } from './mobile-menu-panels';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UtilityBar } from './utility-bar';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * What every page is wrapped in (spec section 2, "Layout"): skip link, announcement banner,
 * promises bar, header, main menu, the page, footer, and the mobile menu. Rendered on the server;
 * the interactive parts are small client islands sharing the shell state; the cart store
 * (features/cart) wraps the page so product forms and the cart panel share the cart, and the
 * account store (features/account: viewer, customer, wishlist) sits beside it.
 */
export async function AppShell({ children }: { children: ReactNode }) {
  const [t, categories, capabilities] = await Promise.all([
    getTranslations('shell'),
    getMenuCategories(),
    storeCapabilities(),
  ]);
  const entries = buildMainMenu(categories);
  const settings = storeSettings();
  return (
    <ShellStateProvider>
      <CartProvider
        settings={{
          currency: STORE_CURRENCY,
          freeShippingThreshold: settings.freeShippingThreshold,
          autoOpenCart: settings.autoOpenCart,
          initOnUserAction: settings.initStoreOnUserActionToReduceServerLoad,
        }}
      >
        <AccountProvider accountWishlist={capabilities.wishlist}>
          <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
            {t('skipToContent')}
          </a>
          <AnnouncementBanner />
          <UtilityBar />
          <SiteHeader />
          <MainMenu entries={entries} />
          {/* The skip link's target: pages bring their own <main>. */}
          <div id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
            {children}
          </div>
          <SiteFooter entries={entries} />
          <MobileMenu
            panels={{
              categories: <MobileCategories entries={entries} />,
              account: <MobileAccount />,
              info: <MobileInfo />,
            }}
          />
          <CartPanel />
        </AccountProvider>
      </CartProvider>
    </ShellStateProvider>
  );
}
