import { describe, expect, it, vi } from 'vitest';
import { forgetPlacedOrders, PLACED_ORDERS_KEY } from '@/features/shopper/placed-orders';
import type { OrderView } from './map-order';
import { orderToShow, placedInThisTab, placedOrder, rememberPlacedOrder } from './placed-order';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const order = (id: number): OrderView => ({
  id,
  number: String(id),
  date: null,
  status: 'processing',
  paymentMethod: 'Test card',
  lines: [{ id: 1, name: 'FFP2 mask', quantity: 1, subtotal: 20, total: 20, variation: [] }],
  subtotal: 20,
  discountTotal: 0,
  shippingTotal: 0,
  shippingMethod: '',
  totalTax: 0,
  total: 20,
  customerNote: '',
  billing: null,
  shipping: null,
});

describe('placed orders', () => {
  // WooGraphQL's checkout payload resolves `order` from the order it placed (includes/mutation/
  // class-checkout.php in wp-graphql/wp-graphql-woocommerce), while a guest may not read an order
  // afterwards: the page shows what the checkout answered, kept for a reload of the same tab.
  it('finds the order the checkout answered by its id and key, after a reload', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order(41), 'wc_order_a');
    rememberPlacedOrder(storage, order(42), 'wc_order_b');
    expect(placedOrder(storage, { orderId: '42', key: 'wc_order_b' })?.id).toBe(42);
    expect(placedOrder(storage, { orderId: '41' })?.id).toBe(41);
    expect(placedOrder(storage, { key: 'wc_order_a' })?.id).toBe(41);
  });

  it('shows nothing for another order, a wrong key, or after a logout', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order(42), 'wc_order_b');
    expect(placedOrder(storage, { orderId: '999999', key: 'wc_order_unknown' })).toBeNull();
    expect(placedOrder(storage, { orderId: '42', key: 'wc_order_other' })).toBeNull();
    expect(placedOrder(storage, {})).toBeNull();
    forgetPlacedOrders(storage);
    expect(placedOrder(storage, { orderId: '42' })).toBeNull();
  });

  it('keeps only the last few orders, and survives broken storage', () => {
    const storage = memoryStorage();
    for (const id of [1, 2, 3, 4]) rememberPlacedOrder(storage, order(id), null);
    expect(placedOrder(storage, { orderId: '1' })).toBeNull();
    expect(placedOrder(storage, { orderId: '4' })?.id).toBe(4);
    storage.setItem('ppe-placed-orders', '{not json');
    expect(placedOrder(storage, { orderId: '4' })).toBeNull();
  });
});

describe('orderToShow', () => {
  it("shows a guest the order this tab placed, asking the backend nothing (WooGraphQL refuses a guest's read)", async () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order(42), 'wc_order_b');
    const readById = vi.fn(async () => null);
    const shown = await orderToShow({ orderId: '42', key: 'wc_order_b', signedIn: false, storage, readById });
    expect(shown?.id).toBe(42);
    expect(readById).not.toHaveBeenCalled();
  });

  it("reads a signed-in customer's order by its database id, and only shows the order asked for", async () => {
    const storage = memoryStorage();
    const readById = vi.fn(async (id: string) => (id === '7' ? order(7) : order(8)));
    expect((await orderToShow({ orderId: '7', signedIn: true, storage, readById }))?.id).toBe(7);
    expect(readById).toHaveBeenCalledWith('7');
    expect(await orderToShow({ orderId: '9', signedIn: true, storage, readById })).toBeNull();
  });

  it('falls back to what this tab placed when the read fails, and finds nothing by key alone elsewhere', async () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order(5), 'wc_order_c');
    const readById = vi.fn(async () => null);
    expect((await orderToShow({ orderId: '5', signedIn: true, storage, readById }))?.id).toBe(5);
    expect(
      await orderToShow({ orderId: '999999', key: 'wc_order_unknown', signedIn: false, storage, readById }),
    ).toBeNull();
  });

  it('tells whether this tab placed the order, so only the page right after the checkout thanks', () => {
    const storage = memoryStorage();
    rememberPlacedOrder(storage, order(42), 'wc_order_b');
    expect(placedInThisTab(storage, 42)).toBe(true);
    expect(placedInThisTab(storage, 43)).toBe(false);
    expect(placedInThisTab(memoryStorage(), 42)).toBe(false);
  });

  it('ignores an order kept by an earlier version of the page, which lacks the lines it now shows', () => {
    const storage = memoryStorage();
    const { lines: _lines, ...older } = order(42);
    storage.setItem(
      PLACED_ORDERS_KEY,
      JSON.stringify([
        { key: 'wc_order_old', order: { ...older, lines: [{ id: 1, name: 'Mask', total: 20 }] } },
      ]),
    );
    expect(placedOrder(storage, { orderId: '42' })).toBeNull();
    expect(placedInThisTab(storage, 42)).toBe(false);
  });
});
