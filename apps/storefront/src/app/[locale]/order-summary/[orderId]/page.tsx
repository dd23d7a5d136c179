import { orderMetadata } from '@/features/checkout/checkout-route';

/** Rendered on first request, then cached: the order itself is read in the browser. */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = orderMetadata('/order-summary');

export { OrderDetailRoutePage as default } from '@/features/checkout/checkout-route';
