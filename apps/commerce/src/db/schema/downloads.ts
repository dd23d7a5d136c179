/** Download permissions granted by paid orders. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * WooCommerce's download permissions: granted per order line and file when an order is
 * paid; `downloadsRemaining` null means unlimited, `accessExpires` null means never.
 */
export const downloadPermissions = pgTable(
  'download_permissions',
  {
    id: serial('id').primaryKey(),
    /** Random, unguessable: the download URL carries it together with the order key. */
    downloadKey: text('download_key').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    productId: integer('product_id').notNull(),
    /** Index of the file in the product's `downloads` list, as WooCommerce's download_id. */
    downloadId: text('download_id').notNull(),
    name: text('name').notNull(),
    file: text('file').notNull(),
    downloadsRemaining: integer('downloads_remaining'),
    accessExpires: timestamp('access_expires', { withTimezone: true, precision: 3 }),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('download_permissions_customer').on(t.customerId, t.id),
    index('download_permissions_order').on(t.orderId, t.id),
  ],
);
