import { type CheckoutRouteProps, checkoutMetadata, checkoutPage } from '@/features/checkout/checkout-route';
import { OrderView } from '@/features/checkout/components/order-view';

export const generateMetadata = checkoutMetadata('orderTitle', '/order-summary');

/** /order-summary?key=wc_order_…: the order read with its key in the browser. */
export default async function OrderSummary({ params }: CheckoutRouteProps) {
  return checkoutPage(params, 'orderTitle', <OrderView />);
}
