/**
 * WooCommerce tells a registration which of the username and the email is taken, which lets
 * anyone list the shop's customers. With COMMERCE_REGISTRATION_ERRORS=private both refusals get
 * one sentence that names neither, worded for a form that may sign the shopper in; the password
 * reset (always "sent") and the login ("The user could not be logged in.") reveal nothing either way.
 */

import { UserInputError } from '../lib/errors.ts';
import type { RegistrationErrors } from '../settings/accounts.ts';

export const REGISTRATION_REFUSED =
  'Your account could not be created with these details. If you already have an account, please log in or reset your password.';

/** Runs the availability checks and the creation, answering a taken name as the setting says. */
export async function withRegistrationErrors<T>(
  mode: RegistrationErrors,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const taken =
      error instanceof UserInputError &&
      ['EMAIL_TAKEN', 'USERNAME_TAKEN'].includes(String(error.extensions.code));
    if (mode === 'private' && taken)
      throw new UserInputError(REGISTRATION_REFUSED, { code: 'REGISTRATION_REFUSED' });
    throw error;
  }
}
