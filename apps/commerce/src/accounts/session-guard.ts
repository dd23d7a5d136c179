/**
 * A customer's cart session holds their cart and addresses, so only that customer, signed in,
 * may use it. A device still holding it after logging out, or a token copied elsewhere, gets the
 * invalid-session error (the storefront then starts a fresh guest session); an expired sign-in
 * gets the expired error, so the client refreshes its token instead.
 */
import { UserInputError } from '../lib/errors.ts';
import type { RequestAuth } from '../sessions/auth.ts';
import { INVALID_SESSION, type RequestSession, type SessionRow } from '../sessions/session.ts';
import { customerOfSession } from './customer-cart.ts';

export function guardCustomerSession(session: RequestSession, auth: RequestAuth): RequestSession {
  const check = async (row: SessionRow | null): Promise<SessionRow | null> => {
    const owner = row ? customerOfSession(row.id) : null;
    if (owner !== null && (await auth.customerId()) !== owner) {
      throw new UserInputError(INVALID_SESSION, { code: 'INVALID_SESSION' });
    }
    return row;
  };
  return {
    ...session,
    current: async () => check(await session.current()),
    ensure: async () => {
      const row = await check(await session.current());
      return row ?? session.ensure();
    },
  };
}
