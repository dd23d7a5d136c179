/**
 * A customer's wishlist: product ids, newest first. Adding or removing checks every id first,
 * so one unknown product refuses the whole request and nothing changes.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, wishlistItems } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const NO_PRODUCTS = 'Please choose at least one product.';
export const TOO_MANY_PRODUCTS = 'You can change at most 100 products at once.';
const MAX_IDS = 100;

export async function wishlistOf(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
  return rows.map((row) => row.productId);
}

/** The distinct ids, after checking each names a published product. */
async function checkedIds(db: Db, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) throw new UserInputError(NO_PRODUCTS, { code: 'WISHLIST_PRODUCTS_REQUIRED' });
  const ids = [...new Set(productIds)];
  if (ids.length > MAX_IDS)
    throw new UserInputError(TOO_MANY_PRODUCTS, {
      code: 'WISHLIST_TOO_MANY_PRODUCTS',
      params: { max: MAX_IDS },
    });
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, 'publish')));
  if (found.length !== ids.length)
    throw new UserInputError(PRODUCT_NOT_FOUND, { code: 'PRODUCT_NOT_FOUND', field: 'productIds' });
  return ids;
}

/**
 * Adds products; ids listed first end up first (newest), so a browser list merged at login
 * keeps its order. A product already on the list keeps its place.
 */
export async function addToWishlist(
  db: Db,
  customerId: number,
  productIds: readonly number[],
  now = new Date(),
): Promise<number[]> {
  const ids = await checkedIds(db, productIds);
  await db
    .insert(wishlistItems)
    .values(
      ids.map((productId, index) => ({
        customerId,
        productId,
        addedAt: new Date(now.getTime() + (ids.length - 1 - index)),
      })),
    )
    .onConflictDoNothing();
  return wishlistOf(db, customerId);
}

export async function removeFromWishlist(
  db: Db,
  customerId: number,
  productIds: readonly number[],
): Promise<number[]> {
  const ids = await checkedIds(db, productIds);
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.productId, ids)));
  return wishlistOf(db, customerId);
}
