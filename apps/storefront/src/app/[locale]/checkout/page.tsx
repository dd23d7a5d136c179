import { checkoutRoute } from '@/features/checkout/checkout-route';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';

/** /checkout: the same page for every shopper (cached); the cart and the form live in the browser. */
const route = checkoutRoute({ titleKey: 'title', path: () => '/checkout', body: () => <CheckoutForm /> });

export const generateMetadata = route.generateMetadata;
export default route.Page;
