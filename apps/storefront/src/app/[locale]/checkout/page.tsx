import { type CheckoutRouteProps, checkoutMetadata, checkoutPage } from '@/features/checkout/checkout-route';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';

export const generateMetadata = checkoutMetadata('title', '/checkout');

/** /checkout: the same page for every shopper (cached); the cart and the form live in the browser. */
export default async function Checkout({ params }: CheckoutRouteProps) {
  return checkoutPage(params, 'title', <CheckoutForm />);
}
