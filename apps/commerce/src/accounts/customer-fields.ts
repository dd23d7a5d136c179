/**
 * Customer fields WooNuxt reads beyond the account basics: `date` (when the customer
 * registered), `orders(where: …)` and WooCommerce's calculated-shipping flag. The first two are
 * the signed-in owner's alone, like every registered customer's field (customer-resolvers.ts):
 * anyone else reads null or no orders.
 */
import { and, asc, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { orderItems, orders } from '../db/schema.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type { CustomerResolvers } from '../graphql/generated/resolvers-types.ts';
import { UserInputError } from '../lib/errors.ts';
import { present } from '../lib/input.ts';
import { containsPattern } from '../lib/like.ts';
import { isAccountSource } from './customers.ts';

/** The part of CustomerToOrderConnectionWhereArgs this backend serves. */
export interface CustomerOrdersWhere {
  statuses?: (string | null)[] | null;
  include?: (number | null)[] | null;
  exclude?: (number | null)[] | null;
  orderby?: ({ field: string; order?: 'ASC' | 'DESC' | null } | null)[] | null;
  search?: string | null;
}

/** The owner's own account id when the source is the signed-in customer; otherwise null. */
const ownAccountId = async (source: unknown, context: Context): Promise<number | null> => {
  if (!isAccountSource(source)) return null;
  return (await context.auth.customerId()) === source.account.id ? source.account.id : null;
};

/** OrderStatusEnum (ON_HOLD) to the stored WooCommerce status (on-hold). */
const storedStatus = (value: string) => value.toLowerCase().replace(/_/g, '-');

const ORDER_SORT: Record<string, SQL> = {
  DATE: sql`${orders.createdAt}`,
  DATE_PAID: sql`${orders.datePaid}`,
  MODIFIED: sql`${orders.modifiedAt}`,
  TOTAL: sql`${orders.total}`,
  TAX: sql`${orders.totalTax}`,
  DISCOUNT: sql`${orders.discountTotal}`,
  ORDER_KEY: sql`${orders.orderKey}`,
  // Orders have no title, slug or menu order of their own: WooCommerce falls back to the id.
  NAME: sql`${orders.id}`,
  SLUG: sql`${orders.id}`,
  MENU_ORDER: sql`${orders.id}`,
  PARENT: sql`${orders.id}`,
};

/** An order's address fields WooCommerce's order search reads (its address index). */
const SEARCHED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
] as const;

/**
 * WooGraphQL hands `search` to WooCommerce's order search (wc_order_search; with HPOS,
 * OrdersTableSearchQuery's "all" filter): a number names the order's id, and the text is looked
 * for in the billing and shipping addresses (names, company, street, city, email, phone) and in
 * the names of the order's products.
 */
function orderSearch(term: string): SQL {
  const pattern = containsPattern(term);
  const inAddresses = [orders.billing, orders.shipping].flatMap((address) =>
    SEARCHED_ADDRESS_FIELDS.map((field) => ilike(sql`${address}->>${field}`, pattern)),
  );
  const inProducts = sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.name} ilike ${pattern})`;
  const byId = /^\d{1,9}$/.test(term) ? [eq(orders.id, Number(term))] : [];
  return or(...byId, ...inAddresses, inProducts) ?? sql`false`;
}

/**
 * WooGraphQL's order connection maps `statuses` to post_status, `include`/`exclude` to
 * post__in/post__not_in, `search` to WooCommerce's order search and `orderby` to the order
 * query's sort (Order_Connection_Resolver::sanitize_input_fields, wp-graphql/wp-graphql-woocommerce);
 * the default is newest first. An empty search is no search, as there.
 */
export async function ownOrders(
  context: Context,
  customerId: number,
  where: CustomerOrdersWhere | null | undefined,
) {
  const conditions: SQL[] = [eq(orders.customerId, customerId)];
  const statuses = present(where?.statuses).map(storedStatus);
  if (statuses.length > 0)
    conditions.push(inArray(orders.status, statuses as (typeof orders.$inferSelect)['status'][]));
  const include = present(where?.include);
  if (where?.include) conditions.push(include.length > 0 ? inArray(orders.id, include) : sql`false`);
  const exclude = present(where?.exclude);
  if (exclude.length > 0) conditions.push(notInArray(orders.id, exclude));
  const search = where?.search?.trim();
  if (search) conditions.push(orderSearch(search));
  const sorts = present(where?.orderby).map(({ field, order }) => {
    if (field === 'IN' || field === 'NAME_IN') {
      if (include.length === 0)
        throw new UserInputError(`Sorting orders by "${field}" needs the "include" list of ids.`);
      return asc(sql`array_position(${sql.param(include)}::int4[], ${orders.id})`);
    }
    const column = ORDER_SORT[field];
    if (!column) throw new UserInputError(`Orders cannot be sorted by "${field}".`);
    return order === 'ASC' ? asc(column) : desc(column);
  });
  return context.db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...sorts, desc(orders.createdAt), desc(orders.id));
}

/** WC_DateTime as WooGraphQL prints it (DATE_ATOM): 2024-05-01T09:30:00+00:00. */
const atomDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export const customerFieldResolvers: CustomerResolvers = {
  date: async (source, _args, context) =>
    (await ownAccountId(source, context)) !== null && isAccountSource(source)
      ? atomDate(source.account.createdAt)
      : null,
  // WooCommerce sets this flag only in its own cart page's shipping calculator and checkout page;
  // WooGraphQL's mutations never do (Customer_Update::mutate_and_get_payload sets address fields
  // only), so on a GraphQL shop it stays false (WC_Customer::get_calculated_shipping).
  calculatedShipping: () => false,
  hasCalculatedShipping: () => false,
  orders: async (source, args, context) => {
    const customerId = await ownAccountId(source, context);
    return arrayConnection(customerId === null ? [] : await ownOrders(context, customerId, args.where), args);
  },
};
