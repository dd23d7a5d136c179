import { checkoutRoute } from '@/features/checkout/checkout-route';
import { OrderView } from '@/features/checkout/components/order-view';

/** /order-summary?key=wc_order_…: the order read with its key in the browser. */
const route = checkoutRoute({ titleKey: 'orderTitle', path: () => '/order-summary', body: () => <OrderView /> });

export const generateMetadata = route.generateMetadata;
export default route.Page;
