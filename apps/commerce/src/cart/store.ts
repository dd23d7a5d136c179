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
 * then reads its cart: concurrent changes to one cart queue up here. Two statements on purpose:
 * a join locked in one would, after waiting for another change, still return the cart as it was
 * before that change (PostgreSQL re-reads only the locked row), losing it.
 */
export async function lockAndReadCart(tx: Db, sessionId: string): Promise<StoredCart> {
  await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).for('update');
  return readCart(tx, sessionId);
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
