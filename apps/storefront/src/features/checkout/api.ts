export interface PaymentGateway {
  id: string;
  title: string;
  description: string;
}

export interface CountryState {
  code: string;
  name: string;
}

export interface PlacedOrder {
  result: string | null;
  redirect: string | null;
  orderId: number | null;
  orderKey: string | null;
}

/** The order-received path on this storefront for a backend redirect or the placed order. */
export function orderReceivedPath(order: PlacedOrder): string | null {
  if (order.redirect) {
    const url = new URL(order.redirect, 'http://shop.invalid');
    const match = url.pathname.match(/\/checkout\/order-received\/(\d+)\/?$/);
    const key = url.searchParams.get('key');
    if (match?.[1] && key) return `/checkout/order-received/${match[1]}?key=${encodeURIComponent(key)}`;
  }
  if (order.orderId && order.orderKey) {
    return `/checkout/order-received/${order.orderId}?key=${encodeURIComponent(order.orderKey)}`;
  }
  return null;
}
