/**
 * What every way of signing in answers (password login, registration, provider sign-in):
 * Headless Login's LoginPayload. It starts a login session (auth + refresh token), moves the
 * request onto the customer's cart session with the guest cart merged in, and returns that
 * session's token, which the client keeps instead of its guest one.
 */
import type { Context } from '../graphql/context.ts';
import type { SessionRow } from '../sessions/session.ts';
import { issueLoginSession } from './auth-tokens.ts';
import { mergeGuestCart, openCustomerSession } from './customer-cart.ts';
import {
  type AccountSource,
  accountSource,
  findCustomerById,
  rememberCustomerLanguage,
} from './customers.ts';

export interface LoginPayloadSource {
  clientMutationId?: string | null;
  authToken: string;
  /** Unix time in seconds, as a string (Headless Login's format). */
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  sessionToken: string | null;
  wooSessionToken: string | null;
  user: AccountSource;
  customer: AccountSource;
}

export const unixSeconds = (date: Date) => String(Math.floor(date.getTime() / 1000));

/** The guest session the request came with; a stale or broken one is simply left behind. */
async function guestSession(context: Context): Promise<SessionRow | null> {
  try {
    return await context.session.current();
  } catch {
    return null;
  }
}

export async function createLoginPayload(context: Context, customerId: number): Promise<LoginPayloadSource> {
  const customer = await findCustomerById(context.db, customerId);
  if (!customer) throw new Error(`Customer ${customerId} does not exist.`);
  await rememberCustomerLanguage(context.db, customerId, context.language);
  const guest = await guestSession(context);
  const session = await openCustomerSession(context.db, customer, guest);
  if (guest) await mergeGuestCart(context.db, guest.id, session.id);
  context.session.adopt(session);
  const tokens = await issueLoginSession(context.db, context.tokens, customer);
  context.auth.signedIn({ customerId, loginSessionId: tokens.loginSessionId });
  const sessionToken = await context.session.responseToken();
  return {
    authToken: tokens.authToken.token,
    authTokenExpiration: unixSeconds(tokens.authToken.expiresAt),
    refreshToken: tokens.refreshToken.token,
    refreshTokenExpiration: unixSeconds(tokens.refreshToken.expiresAt),
    sessionToken,
    wooSessionToken: sessionToken,
    user: accountSource(customer),
    customer: accountSource(customer),
  };
}
