import { DOCK_NOTE_META_KEY, PURCHASE_ORDER_META_KEY } from '@ppe/shop-rules/purchase-details';
import { attributeKey } from '@/features/product/variations';
import type { Address } from '@/features/shopper/account-types';
import { mapAddress } from '@/features/shopper/map-account';
import type {
  AccountAddressFragment,
  GetOrderGiftCardPaymentsQuery,
  OrderDetailsFragment,
} from '@/graphql/generated';
import { centsOrZero as amount } from '@/lib/format/price';

/** A placed order as the order pages show it; amounts in integer cents. */
export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  /** Before the coupon: the lines add up to the order's subtotal, as WooCommerce shows them. */
  subtotal: number;
  /** After the coupon. */
  total: number;
  /** The chosen variation, "Color: Orange", in the product's attribute order. */
  variation: { label: string; value: string }[];
}

/** An order's billing or shipping address: the account's address shape. */
export type OrderAddress = Address;

export interface ShippingLineView {
  methodId: string;
  title: string;
}

/** What one gift card paid of an order (gift cards plugin), in cents. */
export interface GiftCardPayment {
  code: string;
  amount: number;
}

export interface OrderView {
  id: number;
  number: string;
  date: string | null;
  status: string;
  /** The payment method's title as the order keeps it. */
  paymentMethod: string;
  /**
   * The payment gateway's id (bacs), by which a standard one is worded from the catalogue; absent
   * in an order the tab kept before orders carried it.
   */
  paymentGateway?: string;
  lines: OrderLine[];
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  /** The shipping methods' titles ("Flat rate"); empty when nothing was shipped. */
  shippingMethod: string;
  /**
   * Each shipping line's method id (flat_rate) and title, by which a standard method is worded
   * from the catalogue; absent in an order the tab kept before orders carried them.
   */
  shippingLines?: ShippingLineView[];
  totalTax: number;
  /** What was left to pay after the gift cards. */
  total: number;
  /** The gift cards that paid part of the order; absent when not known (no gift cards plugin, or not read). */
  giftCardPayments?: GiftCardPayment[];
  customerNote: string;
  /** The buyer's purchase-order number and dock note; absent in an order the tab kept before. */
  purchaseOrder?: string;
  dockNote?: string;
  /**
   * Its files wait for the payment (an offline method's order on hold, as WooCommerce grants
   * downloads once an order is processing or completed); absent in an order the tab kept before.
   */
  downloadsAwaitPayment?: boolean;
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
}

type LineNode = NonNullable<OrderDetailsFragment['lineItems']>['nodes'][number];

/**
 * The line's chosen variation. WooCommerce keeps the choices as the line's meta data (attribute
 * name => value, a term slug for global attributes); the product's variation attributes give
 * their labels, order and term names. Other meta data (a plugin's, hidden `_` keys) is not shown.
 */
function lineVariation(line: LineNode): OrderLine['variation'] {
  const chosen = new Map(
    (line.metaData ?? []).flatMap((entry) =>
      entry?.key && entry.value && !entry.key.startsWith('_') ? [[attributeKey(entry.key), entry.value]] : [],
    ),
  );
  const product = line.product?.node;
  const attributes = product && 'attributes' in product ? (product.attributes?.nodes ?? []) : [];
  return attributes.flatMap((attribute) => {
    const value =
      attribute.variation && attribute.name ? chosen.get(attributeKey(attribute.name)) : undefined;
    if (!value || !attribute.name) return [];
    const terms = 'terms' in attribute ? (attribute.terms?.nodes ?? []) : [];
    return [
      {
        label: attribute.label || attribute.name.replace(/^pa_/i, ''),
        value: terms.find((term) => term.slug === value)?.name || value,
      },
    ];
  });
}

/** The order's address, or null when it has none (a download-only order ships nowhere). */
function orderAddress(address: AccountAddressFragment | null | undefined): OrderAddress | null {
  return address?.address1 || address?.city ? mapAddress(address) : null;
}

/**
 * The purchase details among an order's meta: this shop's keys only, whatever else a backend that
 * ignores `keysIn` answers.
 */
export function purchaseDetails(
  entries: readonly ({ key?: string | null; value?: string | null } | null)[] | null | undefined,
): { purchaseOrder: string; dockNote: string } {
  const value = (key: string) => entries?.find((entry) => entry?.key === key)?.value?.trim() ?? '';
  return { purchaseOrder: value(PURCHASE_ORDER_META_KEY), dockNote: value(DOCK_NOTE_META_KEY) };
}

/** Maps an order (getOrder's, or the checkout's answer); null when there is none to show. */
export function mapOrder(order: OrderDetailsFragment | null | undefined): OrderView | null {
  if (!order?.databaseId) return null;
  return {
    id: order.databaseId,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date ?? null,
    status: (order.status ?? 'PENDING').toLowerCase(),
    paymentMethod: order.paymentMethodTitle ?? '',
    paymentGateway: order.paymentMethod ?? '',
    lines: (order.lineItems?.nodes ?? []).map((line, index) => ({
      id: line.databaseId ?? index,
      name: line.product?.node?.name ?? '',
      quantity: line.quantity ?? 0,
      subtotal: amount(line.subtotal),
      total: amount(line.total),
      variation: lineVariation(line),
    })),
    subtotal: amount(order.subtotal),
    discountTotal: amount(order.discountTotal),
    shippingTotal: amount(order.shippingTotal),
    shippingMethod: (order.shippingLines?.nodes ?? [])
      .flatMap((line) => (line.methodTitle ? [line.methodTitle] : []))
      .join(', '),
    shippingLines: (order.shippingLines?.nodes ?? []).map((line) => ({
      methodId: line.shippingMethod?.databaseId ?? '',
      title: line.methodTitle ?? '',
    })),
    totalTax: amount(order.totalTax),
    total: amount(order.total),
    customerNote: order.customerNote ?? '',
    ...purchaseDetails(order.purchaseDetails),
    downloadsAwaitPayment: order.hasDownloadableItem === true && order.isDownloadPermitted === false,
    billing: orderAddress(order.billing),
    shipping: orderAddress(order.shipping),
  };
}

/** getOrderGiftCardPayments' answer for the order `orderId`; null when it answered none for that order. */
export function mapGiftCardPayments(
  order: GetOrderGiftCardPaymentsQuery['order'] | null | undefined,
  orderId: number,
): GiftCardPayment[] | null {
  if (!order || order.databaseId !== orderId) return null;
  return order.giftCardPayments.map((payment) => ({ code: payment.code, amount: amount(payment.amount) }));
}

/**
 * The cards the cart showed as paying it, kept with the order just placed (a guest can never read
 * an order back): only when they account for exactly what the order's total leaves out, since a
 * card another checkout spent meanwhile pays less than the cart showed.
 */
export function paymentsThatAddUp(
  order: OrderView,
  cards: readonly GiftCardPayment[],
): GiftCardPayment[] | undefined {
  const parts = order.subtotal - order.discountTotal + order.shippingTotal + order.totalTax;
  const paid = cards.reduce((sum, card) => sum + card.amount, 0);
  return paid === parts - order.total
    ? cards.map(({ code, amount: cents }) => ({ code, amount: cents }))
    : undefined;
}

/** The status keys the order page translates (WooCommerce statuses). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'on_hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'checkout_draft',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isKnownStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}
