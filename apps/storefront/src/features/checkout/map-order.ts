import type { OrderDetailsFragment } from '@/graphql/generated';
import { centsOrZero as amount } from '@/lib/format/price';

/** A placed order as the order-received page shows it; amounts in integer cents. */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  total: number;
}

export interface OrderView {
  id: number;
  number: string;
  date: string | null;
  status: string;
  paymentMethod: string;
  lines: OrderLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  totalTax: number;
  total: number;
}

/** Maps an order (getOrder's, or the checkout's answer); null when there is none to show. */
export function mapOrder(order: OrderDetailsFragment | null | undefined): OrderView | null {
  if (!order?.databaseId) return null;
  return {
    id: order.databaseId,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date ?? null,
    status: (order.status ?? 'PENDING').toLowerCase(),
    paymentMethod: order.paymentMethodTitle ?? '',
    lines: (order.lineItems?.nodes ?? []).map((line, index) => ({
      id: line.databaseId ?? index,
      name: line.product?.node?.name ?? '',
      quantity: line.quantity ?? 0,
      total: amount(line.total),
    })),
    subtotal: amount(order.subtotal),
    discountTotal: amount(order.discountTotal),
    shippingTotal: amount(order.shippingTotal),
    totalTax: amount(order.totalTax),
    total: amount(order.total),
  };
}

/** The status keys the order page translates (WooCommerce statuses). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on_hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout_draft',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}
