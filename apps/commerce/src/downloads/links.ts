/**
 * The link a customer downloads a purchased file with, wherever it is shown (the API's
 * `DownloadableItem.url`, the email sent when an order's payment is recorded): this backend's
 * /download/<key> (http.ts). A guest order's link carries the order key and billing email, the
 * guest's proof of ownership, as WooCommerce's download links carry `order` and `email`; a
 * customer's file is fetched with their sign-in instead.
 */
import type { OrderRow } from '../orders/types.ts';
import type { DownloadPermissionRow } from './permissions.ts';

export interface GuestProof {
  orderKey: string;
  email: string;
}

/** What a guest's link must carry for this permission; null for a customer's file. */
export const guestProofOf = (
  permission: Pick<DownloadPermissionRow, 'customerId'>,
  order: Pick<OrderRow, 'orderKey' | 'billing'>,
): GuestProof | null =>
  permission.customerId === null ? { orderKey: order.orderKey, email: order.billing.email ?? '' } : null;

/** The download link of a permission, on the backend reachable at `publicUrl`. */
export function downloadUrl(publicUrl: string, downloadKey: string, guestProof: GuestProof | null): string {
  const url = `${publicUrl}/download/${downloadKey}`;
  if (!guestProof) return url;
  return `${url}?${new URLSearchParams({ order_key: guestProof.orderKey, email: guestProof.email })}`;
}
