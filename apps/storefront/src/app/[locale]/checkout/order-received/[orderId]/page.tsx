import { orderRoute } from '@/features/checkout/checkout-route';

/** Rendered on first request, then cached: the order itself is read in the browser with its key. */
export function generateStaticParams() {
  return [];
}

const route = orderRoute('/checkout/order-received');

export const generateMetadata = route.generateMetadata;
export default route.Page;
