import type { CartOperationName } from '@/features/cart/operations';
import type { Cart } from '@/features/cart/types';
import type { CheckoutOperationName } from './operations';

/** What the same-origin route answers: the data of the operation (or the mapped cart) and the backend's messages. */
export interface RouteAnswer<TData> {
  data: TData | null;
  errors: string[];
}

/** Runs an allowed operation through /api/graphql from the browser (the session cookie goes along). */
export async function callRoute<TData>(
  operationName: CheckoutOperationName | CartOperationName,
  variables: Record<string, unknown>,
  fallbackMessage: string,
): Promise<RouteAnswer<TData>> {
  try {
    const response = await fetch('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables }),
      cache: 'no-store',
    });
    const body = (await response.json()) as { data?: TData | null; errors?: Array<{ message: string }> };
    return { data: body.data ?? null, errors: (body.errors ?? []).map((error) => error.message) };
  } catch {
    return { data: null, errors: [fallbackMessage] };
  }
}

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
