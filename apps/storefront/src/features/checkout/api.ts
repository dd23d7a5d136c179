import type { Cart } from '@/features/cart/types';
import { callShop, type RouteAnswer } from '@/lib/commerce/shop-route';

export type { RouteAnswer } from '@/lib/commerce/shop-route';

/**
 * Runs a registered cart or checkout operation by name.
 * @deprecated Call `callShop(SomeOperation, variables, fallbackMessage)` from lib/commerce/browser-client.
 */
export const callRoute = <TData>(
  operationName: string,
  variables: Record<string, unknown>,
  fallbackMessage: string,
): Promise<RouteAnswer<TData>> => callShop<TData>(operationName, variables, fallbackMessage);

export type CartAnswer = RouteAnswer<{ cart: Cart | null }>;

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
