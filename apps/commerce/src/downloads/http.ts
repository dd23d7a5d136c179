/**
 * GET /download/<downloadKey>: serves a purchased file to the customer who owns it (their
 * `Authorization: Bearer` token) or, for a guest order, to whoever holds the order's key and
 * billing email (`?order_key=…&email=…`), as WooCommerce's download links carry `order` and
 * `email` (WC_Download_Handler). A customer's file needs their sign-in: WooCommerce's "downloads
 * require login" rule, applied always here since every customer has one. Served while the
 * order permits downloads (processing or completed) and the permission has downloads left and has
 * not expired; each served download is counted. Refusals
 * answer with a sentence the storefront can show.
 */
import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { demoFile } from './demo-files.ts';
import {
  findPermission,
  isExpired,
  isPaidStatus,
  type PermissionWithOrder,
  spendDownload,
} from './permissions.ts';

export const DOWNLOAD_PATH = /^\/download\/([^/]+)$/;

export const NOT_FOUND = 'This download does not exist.';
export const NO_PERMISSION = 'You do not have permission to download this file.';
export const EXPIRED = 'This download has expired.';
export const EXHAUSTED = 'You have reached the download limit for this file.';
export const FILE_MISSING = 'This file is no longer available. Please contact us.';
export const AWAITING_PAYMENT =
  'This file can be downloaded once your payment for the order has been received.';

export interface DownloadRequest {
  downloadKey: string;
  orderKey: string | null;
  email: string | null;
  /** The signed-in customer of the request; throws for a bad or expired token. */
  customerId: () => Promise<number | null>;
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(message);
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Who may download: the owning customer, or, for a guest order, the holder of key and email. */
async function allowed(
  request: DownloadRequest,
  found: PermissionWithOrder,
): Promise<{ ok: true } | { ok: false; status: number; message: string }> {
  const { permission } = found;
  const guestProof =
    permission.customerId === null &&
    request.orderKey !== null &&
    request.email !== null &&
    found.billingEmail !== '' &&
    sameSecret(request.orderKey, found.orderKey) &&
    request.email.trim().toLowerCase() === found.billingEmail.trim().toLowerCase();
  if (guestProof) return { ok: true };
  let customerId: number | null;
  try {
    customerId = await request.customerId();
  } catch (error) {
    // An expired or revoked sign-in: the client may refresh its token and try again.
    return { ok: false, status: 401, message: error instanceof Error ? error.message : NO_PERMISSION };
  }
  if (customerId !== null && customerId === permission.customerId) return { ok: true };
  return { ok: false, status: 403, message: NO_PERMISSION };
}

export async function serveDownload(
  db: Db,
  request: DownloadRequest,
  response: ServerResponse,
): Promise<void> {
  const found = await findPermission(db, request.downloadKey);
  if (!found) return refuse(response, 404, NOT_FOUND);
  const { permission } = found;
  const access = await allowed(request, found);
  if (!access.ok) return refuse(response, access.status, access.message);
  // As WC_Download_Handler::check_order_is_valid: an order that does not permit downloads (on hold
  // until paid, cancelled, refunded) serves none, whatever permissions it was given.
  if (!isPaidStatus(found.orderStatus)) return refuse(response, 403, AWAITING_PAYMENT);

  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, permission.productId));
  const isUrl = /^https?:\/\//.test(permission.file);
  const file = demoFile(permission.file, {
    productName: product?.name ?? permission.name,
    name: permission.name,
  });
  if (!file && !isUrl) return refuse(response, 404, FILE_MISSING);

  const spent = await spendDownload(db, permission.id);
  if (!spent) {
    // Recheck to say why: it expired, or the last download went to another request.
    return refuse(response, 410, isExpired(permission) ? EXPIRED : EXHAUSTED);
  }
  if (!file) {
    response.writeHead(302, { location: permission.file, 'cache-control': 'no-store' });
    response.end();
    return;
  }
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': file.body.length,
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'private, no-store',
  });
  response.end(file.body);
}
