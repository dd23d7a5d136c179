'use client';

import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { ShopperContext } from '@/features/shopper/hooks';
import type { CartSettings } from '@/features/shopper/store';
import { loadsAtOnce } from '@/features/shopper/store-init';
import { WISHLIST_STORAGE_KEY } from '@/features/shopper/wishlist-storage';
import { useDeferredErrorText } from '@/lib/commerce/errors/use-deferred-error-text';
import { createDeferredShopper } from './deferred-shopper';
import { startShopper } from './store-start';

/**
 * Makes the page's one shopper store and starts it from the page's first read (store-start.ts);
 * the actions that reach the shop load when first used (deferred-shopper.ts).
 * Rendered on the server too, where it only renders its initial state: nothing runs there.
 */
export function ShopperProvider({
  settings,
  accountWishlist = true,
  giftCards = false,
  children,
}: {
  settings: CartSettings;
  /**
   * The backend keeps wishlists in accounts (a store plugin). Without it the wishlist stays in the
   * browser for everyone, signed in or not: the hearts keep working as a shopper expects, on this
   * device, instead of vanishing or failing (lib/commerce/capabilities.ts).
   */
  accountWishlist?: boolean;
  /** The backend takes gift cards (a store plugin): only then does the store read the cards paying the cart. */
  giftCards?: boolean;
  children: ReactNode;
}) {
  const cartMessages = useTranslations('cart.store');
  const accountMessages = useTranslations('account.errors');
  // The store's currency: a refusal naming amounts (a gift card's limits) words them as money.
  const errorText = useDeferredErrorText(settings.currency);
  const pathname = usePathname();
  // Read when a message is needed, so a locale switch is followed without a new store.
  const messages = useRef({ cartUnreachable: '', accountGeneric: '' });
  messages.current = {
    cartUnreachable: cartMessages('unreachable'),
    accountGeneric: accountMessages('generic'),
  };
  const describe = useRef(errorText);
  describe.current = errorText;
  const [shopper] = useState(() =>
    createDeferredShopper(
      { settings, accountWishlist, giftCards, path: pathname },
      { storage: () => window.localStorage },
      // The actions' code (and the browser client under it) is fetched when the shopper first acts.
      async (store) => {
        const [{ createShopperActions }, { browserEnv }] = await Promise.all([
          import('./shopper'),
          import('@/features/shopper/env'),
        ]);
        return createShopperActions(
          store,
          browserEnv(
            () => messages.current,
            (error) => describe.current(error),
          ),
        );
      },
    ),
  );

  // The page the store starts on decides how it starts: read at the first render only.
  const [firstPath] = useState(pathname);
  useEffect(() => startShopper(shopper, window, firstPath), [shopper, firstPath]);

  // Navigating (client-side) closes the overlays, and to a page that needs the shopper loads the store.
  useEffect(() => {
    shopper.shell.routeChanged(pathname);
    if (loadsAtOnce(pathname)) shopper.cart.load();
  }, [shopper, pathname]);

  // The browser's wishlist, and its changes made in other tabs.
  useEffect(() => {
    shopper.wishlist.readLocal();
    const onStorage = (event: StorageEvent) => {
      if (event.key === WISHLIST_STORAGE_KEY) shopper.wishlist.adoptStored(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [shopper]);

  return <ShopperContext.Provider value={shopper}>{children}</ShopperContext.Provider>;
}
