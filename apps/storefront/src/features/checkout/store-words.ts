import { methodOf } from '@/features/cart/shipping';
import type { ShippingRate } from '@/features/shopper/cart-types';
import type { OrderView } from './map-order';
import type { PaymentGateway } from './use-checkout-data';

/**
 * WooCommerce's standard payment gateways and shipping methods, worded in the shopper's language
 * by the storefront's catalogue (checkout.storeWords), by their ids: a WooCommerce site sends their
 * titles in the site's own language, and a site without a multilingual plugin has no other. The id
 * decides, never the text: a store owner who renames bacs, cheque or cod (or a method) in WooCommerce
 * still sees the storefront's standard wording for it. Any other gateway or method (test_card,
 * stripe, a plugin's) is the store's own content: its title shows as the backend sends it, in the
 * language the storefront asked for.
 */
export const STANDARD_GATEWAYS: ReadonlySet<string> = new Set(['bacs', 'cheque', 'cod']);
export const STANDARD_SHIPPING_METHODS: ReadonlySet<string> = new Set([
  'flat_rate',
  'local_pickup',
  'free_shipping',
]);

/** next-intl's translator for the checkout.storeWords messages. */
export type StoreWordsTranslator = (key: string) => string;

/** The gateway as the shopper reads it: the catalogue's words for a standard one. */
export function gatewayWords(gateway: PaymentGateway, t: StoreWordsTranslator): PaymentGateway {
  if (!STANDARD_GATEWAYS.has(gateway.id)) return gateway;
  return {
    ...gateway,
    title: t(`gateways.${gateway.id}.title`),
    description: t(`gateways.${gateway.id}.description`),
  };
}

/** The title of an order's payment method as the shopper reads it (the order keeps its id and title). */
export function orderGatewayTitle(id: string | undefined, title: string, t: StoreWordsTranslator): string {
  return id && STANDARD_GATEWAYS.has(id) ? t(`gateways.${id}.title`) : title;
}

/** A shipping method's name as the shopper reads it: the catalogue's word for a standard method. */
function methodWords(methodId: string, title: string, t: StoreWordsTranslator): string {
  return STANDARD_SHIPPING_METHODS.has(methodId) ? t(`shippingMethods.${methodId}`) : title;
}

/** The rate's name as the shopper reads it. */
export function rateLabel(rate: ShippingRate, t: StoreWordsTranslator): string {
  return methodWords(methodOf(rate), rate.label, t);
}

/**
 * How an order was shipped, as the shopper reads it: each line's method worded like a rate, or
 * the titles the order keeps when it names no methods (an order kept before it did).
 */
export function orderShippingTitle(order: OrderView, t: StoreWordsTranslator): string {
  if (!order.shippingLines) return order.shippingMethod;
  return order.shippingLines
    .map((line) => methodWords(line.methodId, line.title, t))
    .filter(Boolean)
    .join(', ');
}
