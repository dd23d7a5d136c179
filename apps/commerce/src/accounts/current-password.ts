/**
 * Changing the password or the email asks for the current password, as WooCommerce's account
 * form does (password_current, with its messages): a stolen or borrowed auth token, or a
 * browser left signed in, must not be enough to take the account over. The field is a store
 * extension (UpdateCustomerInput.currentPassword, UpdateUserInput.currentPassword); the stock
 * profile serves a stock WooGraphQL site's schema, which has no such field, so there the changes
 * go through without it, as on a stock site (see asksForCurrentPassword).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { isInputObjectType } from 'graphql';
import { UserInputError } from '../lib/errors.ts';
import type { CustomerRow } from './customers.ts';
import { MAX_PASSWORD_INPUT, verifyPassword } from './passwords.ts';

export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const CURRENT_PASSWORD_INCORRECT = 'Your current password is incorrect.';

/** Whether the served schema lets this input carry the current password (the full profile). */
export function asksForCurrentPassword(info: GraphQLResolveInfo, inputType: string): boolean {
  const type = info.schema.getType(inputType);
  return isInputObjectType(type) && 'currentPassword' in type.getFields();
}

/** Refuses a new password or a different email unless the current password comes with it. */
export async function assertCurrentPassword(
  customer: CustomerRow,
  changes: { email?: string; password?: string },
  currentPassword: string | null | undefined,
): Promise<void> {
  const newEmail =
    changes.email !== undefined && changes.email.trim().toLowerCase() !== customer.email.toLowerCase();
  if (!newEmail && changes.password === undefined) return;
  if (!currentPassword)
    throw new UserInputError(CURRENT_PASSWORD_REQUIRED, { code: 'CURRENT_PASSWORD_REQUIRED' });
  // An account made by an external provider has no password: it sets one by resetting it.
  const matches =
    currentPassword.length <= MAX_PASSWORD_INPUT &&
    (await verifyPassword(customer.passwordHash, currentPassword));
  if (!matches) throw new UserInputError(CURRENT_PASSWORD_INCORRECT, { code: 'CURRENT_PASSWORD_INCORRECT' });
}
