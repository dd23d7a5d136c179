/**
 * Making an account a shop manager (WooCommerce's `shop_manager` role), who may record the
 * payment of orders paid offline (updateOrder). The account signs up as any customer first; this
 * store has no admin screens, so the owner grants the role with the `account:shop-manager` command.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import type { Context } from '../graphql/context.ts';
import { findCustomerByEmail, findCustomerById } from './customers.ts';
import { mayEditOrders, SHOP_MANAGER_ROLE } from './roles.ts';

export const SHOP_MANAGER_USAGE =
  'Usage: npm run account:shop-manager -w @ppe/commerce -- <email of the account>';

/** Gives the account with this email the shop manager role; the sentence to print, and whether it worked. */
export async function makeShopManager(db: Db, email: string): Promise<{ ok: boolean; message: string }> {
  const account = await findCustomerByEmail(db, email);
  if (!account) {
    return {
      ok: false,
      message: `No account has the email ${email}. Sign up with it first, then run this again.`,
    };
  }
  // WordPress gives a user one role: the manager's replaces the customer's.
  await db
    .update(customers)
    .set({ roles: [SHOP_MANAGER_ROLE], modifiedAt: new Date() })
    .where(eq(customers.id, account.id));
  return {
    ok: true,
    message: `${account.email} is now a shop manager: they may record payments with updateOrder.`,
  };
}

/**
 * Whether the request is signed in as a shop manager (or administrator). An expired token is the
 * sign-in error the client refreshes on (the stock profile, as Headless Login, sees a guest instead).
 */
export async function signedInShopManager(context: Context): Promise<boolean> {
  const customerId = await context.auth.customerId();
  if (customerId === null) return false;
  const account = await findCustomerById(context.db, customerId);
  return account !== null && mayEditOrders(account.roles);
}
