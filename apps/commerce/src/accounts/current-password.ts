/**
 * The current password with a new password or email, as WooCommerce's account form asks for it
 * (password_current, with its messages). The field is a store extension
 * (UpdateCustomerInput.currentPassword, UpdateUserInput.currentPassword) served by the full
 * profile only. WooGraphQL changes the signed-in customer's password without it (updateCustomer
 * runs WPGraphQL's UserUpdate, which sets the password it is given), and WooNuxt's password form
 * sends none; so a current password sent is always checked, while one missing is refused only
 * with COMMERCE_REQUIRE_CURRENT_PASSWORD=on, for shops that want a stolen or borrowed auth token,
 * or a browser left signed in, not to be enough to take an account over.
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

/**
 * Refuses a new password or a different email with a wrong current password, or without one when
 * `required` (COMMERCE_REQUIRE_CURRENT_PASSWORD=on).
 */
export async function assertCurrentPassword(
  customer: CustomerRow,
  changes: { email?: string; password?: string },
  currentPassword: string | null | undefined,
  required: boolean,
): Promise<void> {
  const newEmail =
    changes.email !== undefined && changes.email.trim().toLowerCase() !== customer.email.toLowerCase();
  if (!newEmail && changes.password === undefined) return;
  if (!currentPassword) {
    if (!required) return;
    throw new UserInputError(CURRENT_PASSWORD_REQUIRED, { code: 'CURRENT_PASSWORD_REQUIRED' });
  }
  // An account made by an external provider has no password: it sets one by resetting it.
  const matches =
    currentPassword.length <= MAX_PASSWORD_INPUT &&
    (await verifyPassword(customer.passwordHash, currentPassword));
  if (!matches) throw new UserInputError(CURRENT_PASSWORD_INCORRECT, { code: 'CURRENT_PASSWORD_INCORRECT' });
}
