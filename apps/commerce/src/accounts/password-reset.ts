/**
 * Password reset as WordPress does it: a random key sent by email, stored only as a hash, valid
 * for one hour and once; asking again replaces the earlier key. Using it sets the password and
 * rotates the customer's tokenSecret, so every token issued before (a thief's included) dies.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, passwordResetKeys } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { revokeAllLoginSessions } from './auth-tokens.ts';
import { type CustomerRow, findCustomerByLogin, newTokenSecret } from './customers.ts';
import { assertPasswordAcceptable, hashPassword } from './passwords.ts';

export const RESET_KEY_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'Password reset link is invalid.';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A fresh reset key for the customer with this username or email, or null when there is none.
 * Earlier unused keys of the customer stop working.
 */
export async function createResetKey(
  db: Db,
  login: string,
  now = new Date(),
): Promise<{ customer: CustomerRow; key: string } | null> {
  const customer = await findCustomerByLogin(db, login);
  if (!customer) return null;
  const key = randomBytes(24).toString('base64url');
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(passwordResetKeys)
      .set({ usedAt: now })
      .where(and(eq(passwordResetKeys.customerId, customer.id), isNull(passwordResetKeys.usedAt)));
    await tx.insert(passwordResetKeys).values({
      keyHash: keyHash(key),
      customerId: customer.id,
      expiresAt: new Date(now.getTime() + RESET_KEY_LIFETIME_MS),
      createdAt: now,
    });
  });
  return { customer, key };
}

/** Sets a new password with a reset key; a wrong, used or expired key changes nothing. */
export async function resetPassword(
  db: Db,
  input: { key: string; login: string; password: string },
  now = new Date(),
): Promise<CustomerRow> {
  const invalid = () => new UserInputError(RESET_LINK_INVALID, { code: 'INVALID_RESET_KEY' });
  const customer = input.key && input.login ? await findCustomerByLogin(db, input.login) : null;
  if (!customer) throw invalid();
  const usable = and(
    eq(passwordResetKeys.keyHash, keyHash(input.key)),
    eq(passwordResetKeys.customerId, customer.id),
    isNull(passwordResetKeys.usedAt),
    gt(passwordResetKeys.expiresAt, now),
  );
  const [found] = await db
    .select({ keyHash: passwordResetKeys.keyHash })
    .from(passwordResetKeys)
    .where(usable);
  if (!found) throw invalid();
  // The key is checked first so a bad link never reads as a password problem; the password
  // is hashed before the transaction so it holds no lock while Argon2 works.
  assertPasswordAcceptable(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Spending the key is the guard: of two requests racing with one key, one wins.
    const spent = await tx.update(passwordResetKeys).set({ usedAt: now }).where(usable).returning();
    if (spent.length === 0) throw invalid();
    const [updated] = await tx
      .update(customers)
      .set({ passwordHash, tokenSecret: newTokenSecret(), modifiedAt: now })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!updated) throw invalid();
    await revokeAllLoginSessions(tx, customer.id, now);
    return updated;
  });
}
