/**
 * WooCommerce's download permissions: when an order is paid, each of its lines gets one
 * permission per file of the product, with a random key, a download limit and an expiry.
 * Spending one download is a single conditional UPDATE, so two requests racing for the last
 * download cannot both get it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { downloadPermissions, type OrderStatus, orderItems, orders, products } from '../db/schema.ts';
import type { OrderRow } from '../orders/types.ts';

export type DownloadPermissionRow = typeof downloadPermissions.$inferSelect;

/** The demo store's rule for every downloadable product. */
export const DOWNLOAD_LIMIT = 5;
export const DOWNLOAD_ACCESS_DAYS = 30;

const PAID_STATUSES: OrderStatus[] = ['processing', 'completed'];

/**
 * WooCommerce's is_download_permitted() with "Grant access to downloadable products after payment"
 * on (its default): completed, or processing. An offline order waits on hold until the shop
 * records its payment, so processing is reached only once paid (or with nothing to download).
 */
export const isPaidStatus = (status: string) => (PAID_STATUSES as string[]).includes(status);

const newDownloadKey = () => randomBytes(24).toString('base64url');

/**
 * Grants the permissions of a paid order (inside the caller's transaction). Granting twice is
 * harmless: an order that already has permissions gets no more.
 */
export async function grantDownloadPermissions(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'status' | 'customerId'>,
  now = new Date(),
): Promise<number> {
  if (!isPaidStatus(order.status)) return 0;
  const [granted] = await tx
    .select({ id: downloadPermissions.id })
    .from(downloadPermissions)
    .where(eq(downloadPermissions.orderId, order.id))
    .limit(1);
  if (granted) return 0;
  const lines = await tx
    .select({ productId: orderItems.productId, downloads: products.downloads })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, order.id), eq(products.downloadable, true)))
    .orderBy(asc(orderItems.id));
  const accessExpires = new Date(now.getTime() + DOWNLOAD_ACCESS_DAYS * 24 * 60 * 60 * 1000);
  const rows = lines.flatMap((line) =>
    line.downloads.map((download, index) => ({
      downloadKey: newDownloadKey(),
      orderId: order.id,
      customerId: order.customerId,
      productId: line.productId,
      // The same id the product's `downloads` field gives this file.
      downloadId: `${line.productId}-${index}`,
      name: download.name,
      file: download.file,
      downloadsRemaining: DOWNLOAD_LIMIT,
      accessExpires,
      createdAt: now,
    })),
  );
  if (rows.length > 0) await tx.insert(downloadPermissions).values(rows);
  return rows.length;
}

/**
 * A customer's permissions, newest order first (their own only), of orders that permit downloads
 * now (as wc_get_customer_available_downloads() skips the others).
 */
export const permissionsOfCustomer = async (db: Db, customerId: number): Promise<DownloadPermissionRow[]> =>
  (
    await db
      .select({ permission: downloadPermissions })
      .from(downloadPermissions)
      .innerJoin(orders, eq(orders.id, downloadPermissions.orderId))
      .where(and(eq(downloadPermissions.customerId, customerId), inArray(orders.status, PAID_STATUSES)))
      .orderBy(sql`${downloadPermissions.orderId} desc`, asc(downloadPermissions.id))
  ).map((row) => row.permission);

export const permissionsOfOrder = (db: Db, orderId: number): Promise<DownloadPermissionRow[]> =>
  db
    .select()
    .from(downloadPermissions)
    .where(eq(downloadPermissions.orderId, orderId))
    .orderBy(asc(downloadPermissions.id));

export interface PermissionWithOrder {
  permission: DownloadPermissionRow;
  orderKey: string;
  /** The order's status now: its files are served only while it permits downloads. */
  orderStatus: string;
  /** The order's billing email: with the key, a guest's proof of ownership (as in WooCommerce links). */
  billingEmail: string;
}

export async function findPermission(db: Db, downloadKey: string): Promise<PermissionWithOrder | null> {
  const [row] = await db
    .select({
      permission: downloadPermissions,
      orderKey: orders.orderKey,
      orderStatus: orders.status,
      billing: orders.billing,
    })
    .from(downloadPermissions)
    .innerJoin(orders, eq(orders.id, downloadPermissions.orderId))
    .where(eq(downloadPermissions.downloadKey, downloadKey));
  return row
    ? {
        permission: row.permission,
        orderKey: row.orderKey,
        orderStatus: row.orderStatus,
        billingEmail: row.billing.email ?? '',
      }
    : null;
}

/**
 * Spends one download if the permission still allows it; null when it is exhausted or expired
 * (at this very moment, whatever another request did just before).
 */
export async function spendDownload(
  db: Db,
  id: number,
  now = new Date(),
): Promise<DownloadPermissionRow | null> {
  const [row] = await db
    .update(downloadPermissions)
    .set({
      downloadsRemaining: sql`case when ${downloadPermissions.downloadsRemaining} is null then null else ${downloadPermissions.downloadsRemaining} - 1 end`,
      downloadCount: sql`${downloadPermissions.downloadCount} + 1`,
    })
    .where(
      and(
        eq(downloadPermissions.id, id),
        sql`(${downloadPermissions.downloadsRemaining} is null or ${downloadPermissions.downloadsRemaining} > 0)`,
        sql`(${downloadPermissions.accessExpires} is null or ${downloadPermissions.accessExpires} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}

export const isExpired = (permission: DownloadPermissionRow, now = new Date()) =>
  permission.accessExpires !== null && permission.accessExpires <= now;
