/** The order rows every domain reads: checkout writes them, orders, accounts and downloads show them. */
import type { orderItems, orders } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
