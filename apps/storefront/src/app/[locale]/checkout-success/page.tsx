import { checkoutRoute } from '@/features/checkout/checkout-route';
import { CheckoutSuccess } from '@/features/checkout/components/order-view';

/** /checkout-success: a client-only thank-you. */
const route = checkoutRoute({
  titleKey: 'successTitle',
  path: () => '/checkout-success',
  body: () => <CheckoutSuccess />,
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
