/**
 * Changes a signed-in customer makes to their own account (updateCustomer): names, email (still
 * unique whatever its case), addresses and password. All checks run before anything is stored.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type AddressFields, customers } from '../db/schema.ts';
import { revokeAllLoginSessions } from './auth-tokens.ts';
import {
  assertAvailable,
  type CustomerRow,
  newTokenSecret,
  normaliseEmail,
  rethrowUniqueViolation,
} from './customers.ts';
import { assertPasswordAcceptable, hashPassword } from './passwords.ts';

export const NOT_YOUR_ACCOUNT = 'You can only change your own account.';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  displayName?: string;
  email?: string;
  password?: string;
  /** Merged into the stored address: a given field replaces, others stay. */
  billing?: AddressFields;
  shipping?: AddressFields;
}

/** The name, email and password fields of an account form (updateCustomer, updateUser) as changes. */
export const nameEmailPasswordChanges = (input: {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  email?: string | null;
  password?: string | null;
}): ProfileChanges => ({
  firstName: input.firstName ?? undefined,
  lastName: input.lastName ?? undefined,
  displayName: input.displayName ?? undefined,
  email: input.email ?? undefined,
  // An empty password field means "unchanged", as on WooCommerce's account form.
  password: input.password ? input.password : undefined,
});

/**
 * Applies the changes. A new password rotates the customer's tokenSecret and revokes every
 * login session, signing them out everywhere; the caller starts a fresh one for this device.
 */
export async function updateProfile(
  db: Db,
  customer: CustomerRow,
  changes: ProfileChanges,
  now = new Date(),
): Promise<{ customer: CustomerRow; passwordChanged: boolean }> {
  const email = changes.email !== undefined ? normaliseEmail(changes.email) : undefined;
  if (email !== undefined && email.toLowerCase() !== customer.email.toLowerCase()) {
    await assertAvailable(db, { email }, customer.id);
  }
  if (changes.password !== undefined) assertPasswordAcceptable(changes.password);
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined;
  const firstName = changes.firstName?.trim() ?? customer.firstName;
  const lastName = changes.lastName?.trim() ?? customer.lastName;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [updated] = await tx
        .update(customers)
        .set({
          firstName,
          lastName,
          displayName: changes.displayName?.trim() || customer.displayName,
          ...(email !== undefined ? { email } : {}),
          ...(passwordHash !== undefined ? { passwordHash, tokenSecret: newTokenSecret() } : {}),
          billing: { ...customer.billing, ...(changes.billing ?? {}) },
          shipping: { ...customer.shipping, ...(changes.shipping ?? {}) },
          modifiedAt: now,
        })
        .where(eq(customers.id, customer.id))
        .returning();
      if (!updated) throw new Error(`Customer ${customer.id} vanished.`);
      if (passwordHash !== undefined) await revokeAllLoginSessions(tx, customer.id, now);
      return { customer: updated, passwordChanged: passwordHash !== undefined };
    });
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}
