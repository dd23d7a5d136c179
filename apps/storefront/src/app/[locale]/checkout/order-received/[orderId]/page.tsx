import { orderMetadata } from '@/features/checkout/checkout-route';

/** Rendered on first request, then cached: the order itself is read in the browser with its key. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = orderMetadata('/checkout/order-received');

export { OrderRoutePage as default } from '@/features/checkout/checkout-route';
