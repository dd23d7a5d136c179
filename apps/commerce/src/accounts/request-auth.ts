/**
 * Who is signed in for one request: read from `Authorization: Bearer <authToken>` and checked
 * lazily, the first time a resolver asks, so a catalogue query with a stale token still works
 * while anything that depends on the customer gets the sign-in error (or, as Headless Login
 * does on the stock profile, sees a guest, the endpoint answering 403).
 */
import type { Db } from '../db/client.ts';
import { UserInputError } from '../lib/errors.ts';
import type { RequestAuth, TokenSettings, VerifiedAuth } from '../sessions/auth.ts';
import { verifyAuthToken } from './auth-tokens.ts';

export const SIGN_IN_REQUIRED = 'You must be signed in to do that.';

export interface RequestAuthOptions {
  /**
   * Headless Login's way: a token it cannot accept leaves the request a guest's (the endpoint
   * then answers 403), instead of failing the fields that need the customer with a sign-in error.
   */
  invalidAsGuest?: boolean;
}

/** The token of an `Authorization: Bearer …` header; other schemes are not ours and are ignored. */
export const bearerToken = (header: string | undefined): string | null => {
  const match = /^\s*Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

export function requestAuth(
  db: Db,
  settings: TokenSettings,
  header: string | undefined,
  { invalidAsGuest = false }: RequestAuthOptions = {},
): RequestAuth {
  const token = bearerToken(header);
  let presented: Promise<VerifiedAuth | null> | undefined;
  const verify = () => {
    presented ??= token ? verifyAuthToken(db, settings, token) : Promise.resolve(null);
    return presented;
  };
  let verified: Promise<VerifiedAuth | null> | undefined;
  const current = () => {
    verified ??= invalidAsGuest ? verify().catch(() => null) : verify();
    return verified;
  };
  return {
    customerId: async () => (await current())?.customerId ?? null,
    requireCustomerId: async () => {
      const auth = await current();
      if (!auth) throw new UserInputError(SIGN_IN_REQUIRED, { code: 'SIGN_IN_REQUIRED' });
      return auth.customerId;
    },
    presentedSession: async () => {
      if (!token) return null;
      try {
        return await verifyAuthToken(db, settings, token, { allowExpired: true });
      } catch {
        return null;
      }
    },
    signedIn: (auth) => {
      verified = Promise.resolve(auth);
    },
    signedOut: () => {
      verified = Promise.resolve(null);
    },
    rejectedToken: () =>
      verify().then(
        () => false,
        () => true,
      ),
  };
}
