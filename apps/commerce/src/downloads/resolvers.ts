/**
 * WooGraphQL's DownloadableItem on orders and on the customer. A customer's list is always the
 * signed-in viewer's own (whatever Customer object it hangs off); an order's list is readable by
 * whoever may read the order. `url` points at this backend's /download/<key>; for a guest order
 * it carries the order key and billing email, the guest's proof of ownership.
 */
import { isAccountSource } from '../accounts/customers.ts';
import { catalogLoaders } from '../catalog/loaders.ts';
import { arrayConnection } from '../graphql/connection.ts';
import type { Context } from '../graphql/context.ts';
import type {
  CustomerResolvers,
  DownloadableItemResolvers,
  OrderResolvers,
} from '../graphql/generated/resolvers-types.ts';
import { wpDate } from '../lib/dates.ts';
import { orderHasDownloadableItem } from '../orders/orders.ts';
import { downloadUrl, guestProofOf } from './links.ts';
import {
  type DownloadPermissionRow,
  isExpired,
  isPaidStatus,
  permissionsOfCustomer,
  permissionsOfOrder,
} from './permissions.ts';
import type { DownloadableItemSource } from './types.ts';

interface DownloadableItemsWhere {
  active?: boolean | null;
  expired?: boolean | null;
  hasDownloadsRemaining?: boolean | null;
}

const hasRemaining = (row: DownloadPermissionRow) =>
  row.downloadsRemaining === null || row.downloadsRemaining > 0;

function filtered(
  rows: DownloadPermissionRow[],
  where: DownloadableItemsWhere | null | undefined,
  now = new Date(),
) {
  return rows.filter((row) => {
    const expired = isExpired(row, now);
    if (where?.expired != null && expired !== where.expired) return false;
    if (where?.hasDownloadsRemaining != null && hasRemaining(row) !== where.hasDownloadsRemaining)
      return false;
    if (where?.active != null && (!expired && hasRemaining(row)) !== where.active) return false;
    return true;
  });
}

export const customerDownloadResolvers: CustomerResolvers = {
  // The signed-in owner's files only: another customer's, or a guest's, list is empty.
  downloadableItems: async (customer, args, context) => {
    const customerId = await context.auth.customerId();
    const owner = isAccountSource(customer) ? customer.account.id : null;
    const rows =
      customerId === null || owner !== customerId ? [] : await permissionsOfCustomer(context.db, customerId);
    const items = filtered(rows, args.where).map((permission) => ({ permission, guestProof: null }));
    return arrayConnection<DownloadableItemSource>(items, args);
  },
};

export const orderDownloadResolvers: OrderResolvers = {
  isDownloadPermitted: (order) => isPaidStatus(order.status),
  hasDownloadableItem: (order, _args, context) => orderHasDownloadableItem(context.db, order.id),
  downloadableItems: async (order, args, context) => {
    // An order that permits no downloads lists none (WooCommerce's get_downloadable_items()).
    const rows = isPaidStatus(order.status) ? await permissionsOfOrder(context.db, order.id) : [];
    // A customer's files are fetched with their sign-in; a guest's link carries the order key and
    // billing email, as WooCommerce's download links do.
    const items = filtered(rows, args.where).map((permission) => ({
      permission,
      guestProof: guestProofOf(permission, order),
    }));
    return arrayConnection<DownloadableItemSource>(items, args);
  },
};

export const downloadableItemResolvers: DownloadableItemResolvers = {
  id: ({ permission }) => Buffer.from(`download:${permission.downloadKey}`).toString('base64'),
  name: ({ permission }) => permission.name,
  downloadId: ({ permission }) => permission.downloadId,
  url: ({ permission, guestProof }, _args, context: Context) =>
    downloadUrl(context.publicUrl, permission.downloadKey, guestProof),
  accessExpires: ({ permission }) => (permission.accessExpires ? wpDate(permission.accessExpires) : null),
  downloadsRemaining: ({ permission }) => permission.downloadsRemaining,
  product: ({ permission }, _args, context: Context) =>
    catalogLoaders(context).productById.load(permission.productId),
  download: ({ permission }) => ({
    downloadId: permission.downloadId,
    name: permission.name,
    file: permission.file,
  }),
};
