/**
 * A customer's persistent cart (WooCommerce keeps it in user meta): one session row per
 * customer, named after them, so every device they sign in on shares one cart. Signing in
 * merges the guest cart of the device into it.
 */
import { inArray } from 'drizzle-orm';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/items.ts';
import { deleteCart, readCart, type StoredCart, writeCart } from '../cart/store.ts';
import { loadCartLines } from '../cart/totals.ts';
import type { Db } from '../db/client.ts';
import { type AddressFields, sessions } from '../db/schema.ts';
import { SESSION_LIFETIME_MS, type SessionRow } from '../sessions/session.ts';
import type { CustomerRow } from './customers.ts';

/**
 * The customer's cart session id. Predictable on purpose (one per customer, found without a
 * lookup table); that is safe because a session is only ever reached through a signed token.
 */
export const customerSessionId = (customerId: number) => `customer-${customerId}`;

const isEmpty = (address: AddressFields) => Object.values(address).every((value) => !value);

/**
 * Opens (or refreshes) the customer's cart session. Addresses the customer saved win; a new
 * session takes the guest's, so what they typed before signing in is not lost.
 */
export async function openCustomerSession(
  db: Db,
  customer: CustomerRow,
  guest: SessionRow | null,
  now = new Date(),
): Promise<SessionRow> {
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const billing = isEmpty(customer.billing) ? (guest?.billing ?? {}) : customer.billing;
  const shipping = isEmpty(customer.shipping) ? (guest?.shipping ?? {}) : customer.shipping;
  const [row] = await db
    .insert(sessions)
    .values({ id: customerSessionId(customer.id), expiresAt, billing, shipping })
    .onConflictDoUpdate({ target: sessions.id, set: { expiresAt } })
    .returning();
  if (!row) throw new Error('The customer session could not be opened.');
  return row;
}

/**
 * Adds the guest cart's lines to the customer's: the same product, variation and options add
 * their quantities, capped by what is in stock (unless backorders are allowed); new lines are
 * added while there is room (100 lines). Coupons are kept from both. The guest cart is emptied,
 * all in one transaction.
 */
export async function mergeGuestCart(db: Db, guestSessionId: string, customerSession: string): Promise<void> {
  if (guestSessionId === customerSession) return;
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Both rows locked in one order, so two merges into one customer cart queue up.
    await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [guestSessionId, customerSession].sort()))
      .orderBy(sessions.id)
      .for('update');
    const guest = await readCart(tx, guestSessionId);
    if (guest.lines.length === 0 && guest.couponCodes.length === 0) return;
    const cart = await readCart(tx, customerSession);
    for (const line of guest.lines) {
      const existing = cart.lines.find((candidate) => candidate.key === line.key);
      if (existing) existing.quantity += line.quantity;
      else if (cart.lines.length < MAX_CART_LINES) cart.lines.push({ ...line });
    }
    cart.couponCodes = [...new Set([...cart.couponCodes, ...guest.couponCodes])];
    await capToStock(tx, cart);
    await writeCart(tx, customerSession, cart);
    await deleteCart(tx, guestSessionId);
  });
}

/** Lowers quantities to what the store can sell, line by line; lines left with none are dropped. */
async function capToStock(db: Db, cart: StoredCart): Promise<void> {
  const views = new Map((await loadCartLines(db, cart)).map((view) => [view.key, view]));
  const used = new Map<string, number>();
  for (const line of cart.lines) {
    line.quantity = Math.min(line.quantity, MAX_LINE_QUANTITY);
    const view = views.get(line.key);
    if (view?.product.backorders !== 'no') continue;
    const stock = view.variation?.manageStock
      ? { key: `v${view.variation.id}`, quantity: view.variation.stockQuantity }
      : view.product.manageStock
        ? { key: `p${view.product.id}`, quantity: view.product.stockQuantity }
        : null;
    if (!stock || stock.quantity === null) continue;
    const left = Math.max(0, stock.quantity - (used.get(stock.key) ?? 0));
    line.quantity = Math.min(line.quantity, left);
    used.set(stock.key, (used.get(stock.key) ?? 0) + line.quantity);
  }
  cart.lines = cart.lines.filter((line) => line.quantity > 0);
}

/** The customer a cart session belongs to, from its id; null for a guest session. */
export function customerOfSession(sessionId: string): number | null {
  const match = /^customer-(\d+)$/.exec(sessionId);
  return match ? Number(match[1]) : null;
}
