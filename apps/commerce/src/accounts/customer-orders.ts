/** A customer's order history and WooCommerce's "paying customer" flag, both read from orders. */
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { OrderRow } from '../orders/types.ts';

/** Newest first, as My Account lists them. */
export const ordersOfCustomer = (db: Db, customerId: number): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id));

/** WooCommerce marks a customer paying once one of their orders is paid (processing or completed). */
export async function isPayingCustomer(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        or(isNotNull(orders.datePaid), inArray(orders.status, ['processing', 'completed'])),
      ),
    )
    .limit(1);
  return row !== undefined;
}
