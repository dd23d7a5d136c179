import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import { CartPanelIsland } from '@/features/cart/components/cart-panel-island';
import { ShopperProvider } from '@/features/shell/shopper/provider';
import { storeCapabilities } from '@/lib/commerce/capabilities';
import { getMenuCategories } from '../data';
import { buildMainMenu } from '../menu';
import { AnnouncementBanner } from './announcement-banner';
import styles from './app-shell.module.css';
import { CheckoutHeader } from './checkout-header';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { MobileCategories, MobileInfo } from './mobile-menu-panels';
import { RouteFocus } from './route-focus';
import { ShellTop } from './shell-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UtilityBar } from './utility-bar';

const MAIN_CONTENT_ID = 'main-content';

/**
 * What every page is wrapped in (spec section 2, "Layout"): skip link, announcement banner,
 * promises bar, header, main menu (on the checkout, the promises and a slim header), the page, footer, and
 * the mobile menu. Rendered on the server; the interactive parts are small client islands sharing
 * one shopper store (features/shopper: cart, viewer, customer, wishlist and the open overlay), so
 * badge, panel and pages agree.
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
    <ShopperProvider
      settings={{
        currency: STORE_CURRENCY,
        freeShippingThreshold: settings.freeShippingThreshold,
        autoOpenCart: settings.autoOpenCart,
        initOnUserAction: settings.initStoreOnUserActionToReduceServerLoad,
        packSizes: capabilities.packSizes,
        quantityTiers: capabilities.quantityTiers,
        purchaseOrderRequired: settings.purchaseOrderRequired,
      }}
      accountWishlist={capabilities.wishlist}
      giftCards={capabilities.giftCards}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <ShellTop
        shop={
          <>
            <AnnouncementBanner />
            <UtilityBar />
            <SiteHeader />
            <MainMenu entries={entries} />
          </>
        }
        checkout={
          <>
            <UtilityBar />
            <CheckoutHeader />
          </>
        }
      />
      {/* The skip link's target: pages bring their own <main>. */}
      <div id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
        {children}
      </div>
      <RouteFocus targetId={MAIN_CONTENT_ID} />
      <SiteFooter entries={entries} />
      <MobileMenu
        panels={{
          categories: <MobileCategories entries={entries} />,
          info: <MobileInfo />,
        }}
      />
      <CartPanelIsland />
    </ShopperProvider>
  );
}
