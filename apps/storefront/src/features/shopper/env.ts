/**
 * The shopper's store in a real page: the shop through the typed browser client, localStorage for
 * hints and the guest's wishlist, the session recovery of lib/commerce.
 */

import { callShop } from '@/lib/commerce/browser/browser-client';
import { forgetRecovery, isFatalSessionError, recoverSession } from '@/lib/commerce/browser/session-recovery';
import { forgetPlacedOrders } from './placed-orders';
import type { ShopperEnv } from './store';

export function browserEnv(messages: ShopperEnv['messages'], describe: ShopperEnv['describe']): ShopperEnv {
  return {
    call: callShop,
    storage: () => window.localStorage,
    messages,
    describe,
    isFatalSessionError,
    recoverSession: () => void recoverSession(),
    forgetRecovery,
    forgetPlacedOrders: () => {
      try {
        forgetPlacedOrders(window.sessionStorage);
      } catch {
        // Storage disabled: nothing was kept.
      }
    },
  };
}
