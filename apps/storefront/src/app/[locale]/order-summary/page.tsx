import { type CheckoutRouteProps, checkoutMetadata, orderPage } from '@/features/checkout/checkout-route';

export const generateMetadata = checkoutMetadata('orderTitle', '/order-summary');

/** /order-summary?key=wc_order_…: the order this tab placed, found by its key. */
export default async function OrderSummary({ params }: CheckoutRouteProps) {
  return orderPage(params, 'received');
}
