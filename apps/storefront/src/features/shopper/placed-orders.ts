/**
 * Where this tab keeps the orders it just placed (checkout writes them: see
 * features/checkout/placed-order.ts). The key lives with the shopper's store because a logout,
 * which the store performs, forgets them.
 */
export const PLACED_ORDERS_KEY = 'ppe-placed-orders';

export function forgetPlacedOrders(storage: Pick<Storage, 'removeItem'>) {
  try {
    storage.removeItem(PLACED_ORDERS_KEY);
  } catch {
    // Nothing kept.
  }
}
