/**
 * Headless Login refuses to sign in a request that is signed in already, whatever the provider
 * (Auth::login: "You are already logged in."). A token that is not accepted (expired, revoked,
 * forged) does not make the request signed in, so such a login goes ahead.
 */
import { UserInputError } from '../lib/errors.ts';
import type { RequestAuth } from '../sessions/auth.ts';

export const ALREADY_LOGGED_IN = 'You are already logged in.';

export async function refuseWhenSignedIn(auth: RequestAuth): Promise<void> {
  const customerId = await auth.customerId().catch(() => null);
  if (customerId !== null) throw new UserInputError(ALREADY_LOGGED_IN);
}
