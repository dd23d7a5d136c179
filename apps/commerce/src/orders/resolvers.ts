/** GraphQL fields of orders and their line items: thin over orders.ts. */

import { catalogLoaders } from '../catalog/loaders.ts';
import { metaDataEntries } from '../catalog/product-values.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type {
  LineItemResolvers,
  OrderResolvers,
  RootQueryResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { moneyFields } from '../graphql/money-fields.ts';
import { wpDate } from '../lib/dates.ts';
import { UserInputError } from '../lib/errors.ts';
import { fromGlobalId, toGlobalId } from '../lib/global-id.ts';
import { rawMoney } from '../lib/money.ts';
import {
  findOrder,
  itemsOf,
  mayReadOrder,
  NOT_AUTHORIZED_ORDER,
  needsPayment,
  noOrderExists,
  type OrderLookup,
} from './orders.ts';
import type { OrderItemRow, OrderRow } from './types.ts';

/** WPGraphQL passes the OrderIdTypeEnum value, which WooGraphQL's messages quote. */
const ID_TYPE_VALUES: Record<string, string> = {
  DATABASE_ID: 'database_id',
  ORDER_KEY: 'order_key',
  ID: 'global_id',
};

/** Turns order(id, idType) into a lookup, or WooGraphQL's refusal of an id that names nothing. */
function lookupOf(id: string, idType: string): OrderLookup {
  if (idType === 'ORDER_KEY') return { kind: 'orderKey', key: id };
  if (idType === 'DATABASE_ID') {
    // absint(): a number, or 0, which names no order.
    const databaseId = /^\d+$/.test(id.trim()) ? Number(id.trim()) : 0;
    if (databaseId === 0) {
      throw new UserInputError(`No order ID was found corresponding to the database_id: ${id}`);
    }
    return { kind: 'databaseId', id: databaseId };
  }
  const global = fromGlobalId(id);
  if (!global || !/^\d+$/.test(global.id)) throw new UserInputError('The "id" is invalid');
  // Another kind of object's id names no order (WooGraphQL checks the order type).
  if (global.kind !== 'order') throw new UserInputError(noOrderExists('global_id', id));
  return { kind: 'databaseId', id: Number(global.id) };
}

export const orderQueryResolvers: RootQueryResolvers = {
  /**
   * WooGraphQL's order(id, idType): an order that does not exist is an error naming the id; one
   * the viewer may not read is null with 'Not authorized to access this order' (orders.ts).
   */
  order: async (_root, args, context) => {
    const idType = args.idType ?? 'ID';
    const id = args.id ?? '';
    const lookup = lookupOf(id, idType);
    const order = await findOrder(context.db, lookup);
    if (!order) throw new UserInputError(noOrderExists(ID_TYPE_VALUES[idType] ?? 'global_id', id));
    if (!mayReadOrder(order, await context.auth.customerId())) {
      throw new UserInputError(NOT_AUTHORIZED_ORDER, { code: 'FORBIDDEN' });
    }
    return order;
  },
};

/**
 * The meta key WooCommerce files a chosen attribute under on an order line: the cart's
 * `attribute_…` key without its prefix, i.e. the taxonomy (`pa_color`) or the sanitised name of
 * a product's own attribute (`battery-life`).
 */
const attributeMetaKey = (name: string) =>
  name.startsWith('pa_')
    ? name
    : name
        .trim()
        .toLowerCase()
        .replace(/\s+/g, '-')
        .replace(/[^a-z0-9_-]/g, '');

/** WooCommerce's shipping line amounts: the stored decimal, and null for none (PHP's empty("0")). */
const shippingAmount = (cents: number) => (cents === 0 ? null : rawMoney(cents));

const hasAddress = (address: OrderRow['billing']) => Boolean(address.address1 || address.city);

export const orderResolvers: OrderResolvers = {
  id: (order) => toGlobalId('order', order.id),
  databaseId: (order) => order.id,
  orderNumber: (order) => String(order.id),
  orderKey: (order) => order.orderKey,
  status: (order) => order.status.toUpperCase().replace('-', '_'),
  date: (order) => wpDate(order.createdAt),
  modified: (order) => wpDate(order.modifiedAt),
  datePaid: (order) => (order.datePaid ? wpDate(order.datePaid) : null),
  currency: (order) => order.currency,
  paymentMethod: (order) => order.paymentMethod,
  paymentMethodTitle: (order) => order.paymentMethodTitle,
  transactionId: (order) => order.transactionId,
  customerNote: (order) => order.customerNote || null,
  needsPayment: (order) => needsPayment(order),
  needsProcessing: (order) => order.needsProcessing,
  needsShippingAddress: (order) => order.shippingMethods.length > 0,
  hasBillingAddress: (order) => hasAddress(order.billing),
  hasShippingAddress: (order) => hasAddress(order.shipping),
  billing: (order) => order.billing,
  shipping: (order) => order.shipping,
  ...moneyFields<OrderRow>()([
    'subtotal',
    'discountTotal',
    'discountTax',
    'shippingTotal',
    'shippingTax',
    'cartTax',
    'totalTax',
    'total',
  ]),
  lineItems: async (order, args, context) => arrayConnection(await itemsOf(context.db, order.id), args),
  // The rate chosen at checkout, with the title and cost it had then.
  shippingLines: (order, args) =>
    arrayConnection(
      order.shippingLines.map((line, index) => ({
        id: toGlobalId('order_item', `${order.id}+shipping-${index + 1}`),
        databaseId: null,
        orderId: order.id,
        methodTitle: line.methodTitle || null,
        // The method the rate came from (flat_rate), as WooGraphQL answers it: a client words the
        // standard methods in its shopper's language by this id, whatever the line's title.
        shippingMethod: {
          id: toGlobalId('shipping_method', line.methodId),
          databaseId: line.methodId,
          title: null,
          description: null,
        },
        total: shippingAmount(line.total),
        totalTax: shippingAmount(line.totalTax),
      })),
      args,
    ),
};

export const lineItemResolvers: LineItemResolvers = {
  id: (item) => toGlobalId('order_item', item.id),
  databaseId: (item) => item.id,
  orderId: (item) => item.orderId,
  productId: (item) => item.productId,
  variationId: (item) => item.variationId,
  quantity: (item) => item.quantity,
  // The chosen variation attributes, as WooCommerce files them on the line (set_variation).
  metaData: (item, args) =>
    metaDataEntries(
      Object.entries(item.variation).map(([name, value]) => ({ key: attributeMetaKey(name), value })),
      args,
      item.id,
    ),
  ...moneyFields<OrderItemRow>()(['subtotal', 'subtotalTax', 'total', 'totalTax']),
  // The product as it is now; a product deleted since the order was placed gives null.
  product: async (item, _args, context) => {
    const product = await catalogLoaders(context).productById.load(item.productId);
    return product ? { cursor: toGlobalId('post', product.id), node: product } : null;
  },
  variation: async (item, _args, context) => {
    if (!item.variationId) return null;
    const variation = await catalogLoaders(context).variationById.load(item.variationId);
    return variation ? { cursor: toGlobalId('post', variation.id), node: variation } : null;
  },
};
