/** Reading and writing a session's persistent cart row. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { carts, type StoredCartLine, sessions } from '../db/schema.ts';

export interface StoredCart {
  lines: StoredCartLine[];
  couponCodes: string[];
  /** Gift card codes, as formatted on the card. */
  giftCardCodes: string[];
  chosenShippingMethods: string[];
}

/** A new empty cart (fresh arrays: callers change carts in place). */
export const emptyStoredCart = (): StoredCart => ({
  lines: [],
  couponCodes: [],
  giftCardCodes: [],
  chosenShippingMethods: [],
});

const storedCart = (row: typeof carts.$inferSelect | null | undefined): StoredCart =>
  row
    ? {
        lines: row.lines,
        couponCodes: row.couponCodes,
        giftCardCodes: row.giftCardCodes,
        chosenShippingMethods: row.chosenShippingMethods,
      }
    : emptyStoredCart();

export async function readCart(db: Db, sessionId: string): Promise<StoredCart> {
  const [row] = await db.select().from(carts).where(eq(carts.sessionId, sessionId));
  return storedCart(row);
}

/**
 * Locks the session row (which always exists, unlike its cart row) until the transaction ends,
 * and reads its cart in the same statement: concurrent changes to one cart queue up here.
 */
export async function lockAndReadCart(tx: Db, sessionId: string): Promise<StoredCart> {
  const [row] = await tx
    .select({ cart: carts })
    .from(sessions)
    .leftJoin(carts, eq(carts.sessionId, sessions.id))
    .where(eq(sessions.id, sessionId))
    .for('update', { of: sessions });
  return storedCart(row?.cart);
}

export async function writeCart(db: Db, sessionId: string, cart: StoredCart): Promise<void> {
  const values = { ...cart, updatedAt: sql`now()` };
  await db
    .insert(carts)
    .values({ sessionId, ...values })
    .onConflictDoUpdate({ target: carts.sessionId, set: values });
}

export async function deleteCart(db: Db, sessionId: string): Promise<void> {
  await db.delete(carts).where(eq(carts.sessionId, sessionId));
}
