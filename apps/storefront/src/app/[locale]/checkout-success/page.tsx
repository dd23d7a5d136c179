import { type CheckoutRouteProps, checkoutMetadata, checkoutPage } from '@/features/checkout/checkout-route';
import { CheckoutSuccess } from '@/features/checkout/components/order-view';

export const generateMetadata = checkoutMetadata('successTitle', '/checkout-success');

/** /checkout-success: a client-only thank-you. */
export default async function CheckoutSuccessPage({ params }: CheckoutRouteProps) {
  return checkoutPage(params, 'successTitle', <CheckoutSuccess />);
}
