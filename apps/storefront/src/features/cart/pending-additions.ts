/**
 * Additions to the cart on their way to the backend: counted by the badge and listed by the cart
 * panel from the press on. Its own light module, so the page counts an addition at once, before
 * the cart's actions (cart-actions.ts) have loaded.
 */
import type { PendingAddition, ShopperState, ShopperStoreApi } from '@/features/shopper/store';

let additions = 0;

/** Counts an addition at once; the answer that settles it takes it back (withoutAddition). */
export function announceAddition(store: ShopperStoreApi, name: string, quantity: number): PendingAddition {
  const pending: PendingAddition = { id: ++additions, name, quantity };
  store.setState((state) => ({ adding: [...state.adding, pending] }));
  return pending;
}

/** The store without `pending`: merged into the update that shows its answer, so nothing counts twice. */
export const withoutAddition =
  (pending: PendingAddition) =>
  (state: ShopperState): Partial<ShopperState> => ({
    adding: state.adding.filter((entry) => entry !== pending),
  });
