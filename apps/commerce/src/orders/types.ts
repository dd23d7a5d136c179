/** The order rows every domain reads: checkout writes them, orders, accounts and downloads show them. */
import type { orderItems, orders } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  OrderRow: OrderRow;
  OrderItemRow: OrderItemRow;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
