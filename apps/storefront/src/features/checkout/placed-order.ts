import { PLACED_ORDERS_KEY as STORAGE_KEY } from '@/features/shopper/placed-orders';
import type { OrderView } from './map-order';

/**
 * The orders this tab just placed, as the checkout answered them. WooGraphQL never lets a guest
 * read an order (not by key either), so the order-received page shows the checkout's own answer;
 * kept in sessionStorage so a reload of that page in the same tab still shows it. Only this tab
 * sees it (never localStorage or a cookie another visitor of the device or the shop could read),
 * and a logout forgets it.
 */
/** A handful: enough for a shopper who orders twice in a row, never a history. */
const KEPT = 3;

interface Placed {
  key: string | null;
  order: OrderView;
}

type OrderStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: OrderStorage): Placed[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is Placed =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as Placed).order?.id === 'number' &&
            // An order kept by an earlier version of the page lacks what the page now shows.
            Array.isArray((item as Placed).order.lines) &&
            (item as Placed).order.lines.every((line) => Array.isArray(line?.variation)),
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberPlacedOrder(storage: OrderStorage, order: OrderView, key: string | null) {
  const kept = read(storage).filter((placed) => placed.order.id !== order.id);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify([{ key, order }, ...kept].slice(0, KEPT)));
  } catch {
    // Storage full or disabled: the page shows the order as long as the tab keeps it in memory.
  }
}

/**
 * The placed order for the page's order id and/or `?key=`; when both are given both must match
 * (a link to another order with this tab's key shows nothing).
 */
export function placedOrder(
  storage: OrderStorage,
  wanted: { orderId?: string | null; key?: string | null },
): OrderView | null {
  if (!wanted.orderId && !wanted.key) return null;
  const found = read(storage).find(
    (placed) =>
      (!wanted.orderId || String(placed.order.id) === wanted.orderId) &&
      (!wanted.key || placed.key === wanted.key),
  );
  return found?.order ?? null;
}

/** Whether this tab placed the order: the order-received page thanks only the one who just ordered. */
export const placedInThisTab = (storage: OrderStorage, orderId: number): boolean =>
  read(storage).some((placed) => placed.order.id === orderId);

/**
 * The order an order page shows. A signed-in customer's is read by DATABASE_ID (WooGraphQL's
 * ORDER_KEY lookup fails on a type mismatch even for the owner), falling back to what this tab
 * placed; a guest's is what this tab placed, then a read by id (refused on WooGraphQL, answered by
 * backends that let a session read its own orders). Never by key.
 */
export async function orderToShow(options: {
  orderId?: string | null;
  key?: string | null;
  signedIn: boolean;
  storage: OrderStorage;
  readById: (orderId: string) => Promise<OrderView | null>;
}): Promise<OrderView | null> {
  const { orderId, key, signedIn, storage, readById } = options;
  const read = async () => {
    if (!orderId) return null;
    const order = await readById(orderId);
    return order && String(order.id) === orderId ? order : null;
  };
  const kept = () => placedOrder(storage, { orderId, key });
  if (signedIn) return (await read()) ?? kept();
  return kept() ?? (await read());
}
