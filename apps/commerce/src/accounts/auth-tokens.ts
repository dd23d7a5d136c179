/**
 * Headless Login's tokens. A login creates a login session: a refresh_tokens row, handed to the
 * client as the opaque refresh token `<rowId>.<secret>` (stored by keyed hash only). Auth tokens
 * are short-lived HS256 JWTs naming the customer (`sub`) and that row (`sid`).
 *
 * Every token is keyed with the customer's tokenSecret as well as the server key (as Headless
 * Login mixes in the user secret): rotating the secret (password change or reset) makes every
 * auth and refresh token of the customer worthless at once, with no list of tokens to chase.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.ts';
import { customers, refreshTokens } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import type { TokenSettings, VerifiedAuth } from '../sessions/auth.ts';
import type { CustomerRow } from './customers.ts';

export const AUTH_EXPIRED = 'Your sign-in has expired. Please sign in again.';
export const AUTH_INVALID = 'Invalid authentication token. Please sign in again.';

const ISSUER = 'ppe-commerce';

/**
 * Derives the auth-token key from the session secret, so one configured secret
 * (COMMERCE_SESSION_SECRET) covers both and a session token can never pass as an auth token.
 */
export function tokenSettings(
  sessionSecret: string,
  ttl: { authTokenTtlSeconds: number; refreshTokenTtlSeconds: number; leewaySeconds?: number },
): TokenSettings {
  return { key: createHmac('sha256', sessionSecret).update('auth-token-key:v1').digest(), ...ttl };
}

/** The key one customer's auth tokens are signed with: dies with their tokenSecret. */
const customerKey = (settings: TokenSettings, tokenSecret: string) =>
  createHmac('sha256', settings.key).update(tokenSecret).digest();

const refreshHash = (tokenSecret: string, secret: string) =>
  createHmac('sha256', tokenSecret).update(secret).digest('hex');

export interface AuthToken {
  token: string;
  expiresAt: Date;
}

export interface IssuedTokens {
  authToken: AuthToken;
  refreshToken: AuthToken;
  /** The refresh_tokens row: the login session the auth tokens belong to. */
  loginSessionId: string;
}

export async function signAuthToken(
  settings: TokenSettings,
  customer: Pick<CustomerRow, 'id' | 'tokenSecret'>,
  loginSessionId: string,
  now = new Date(),
): Promise<AuthToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expires = issuedAt + settings.authTokenTtlSeconds;
  const token = await new SignJWT({ sid: loginSessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(customer.id))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(customerKey(settings, customer.tokenSecret));
  return { token, expiresAt: new Date(expires * 1000) };
}

/** Starts a login session: a refresh token and a first auth token. */
export async function issueLoginSession(
  db: Db,
  settings: TokenSettings,
  customer: Pick<CustomerRow, 'id' | 'tokenSecret'>,
  now = new Date(),
): Promise<IssuedTokens> {
  const loginSessionId = randomBytes(12).toString('base64url');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + settings.refreshTokenTtlSeconds * 1000);
  await db.insert(refreshTokens).values({
    id: loginSessionId,
    customerId: customer.id,
    tokenHash: refreshHash(customer.tokenSecret, secret),
    expiresAt,
    createdAt: now,
  });
  return {
    authToken: await signAuthToken(settings, customer, loginSessionId, now),
    refreshToken: { token: `${loginSessionId}.${secret}`, expiresAt },
    loginSessionId,
  };
}

/** The login session row with its customer's current tokenSecret. */
async function loginSession(db: Db, id: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      customerId: refreshTokens.customerId,
      tokenHash: refreshTokens.tokenHash,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
      tokenSecret: customers.tokenSecret,
    })
    .from(refreshTokens)
    .innerJoin(customers, eq(customers.id, refreshTokens.customerId))
    .where(eq(refreshTokens.id, id));
  return row ?? null;
}

const invalid = () => new UserInputError(AUTH_INVALID, { code: 'INVALID_AUTH_TOKEN' });
const expired = () => new UserInputError(AUTH_EXPIRED, { code: 'EXPIRED_AUTH_TOKEN' });

/**
 * Checks an auth token: our signature with the customer's current secret, not expired, and its
 * login session neither revoked nor over. `allowExpired` is for logout, which may end a
 * session whose auth token has just run out.
 */
export async function verifyAuthToken(
  db: Db,
  settings: TokenSettings,
  token: string,
  options: { allowExpired?: boolean; now?: Date } = {},
): Promise<VerifiedAuth> {
  let claims: { sub?: unknown; sid?: unknown };
  try {
    claims = decodeJwt(token);
  } catch {
    throw invalid();
  }
  const customerId = typeof claims.sub === 'string' && /^\d{1,10}$/.test(claims.sub) ? Number(claims.sub) : 0;
  if (!customerId || typeof claims.sid !== 'string' || claims.sid.length > 64) throw invalid();
  const session = await loginSession(db, claims.sid);
  if (!session || session.customerId !== customerId) throw invalid();
  try {
    await jwtVerify(token, customerKey(settings, session.tokenSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: options.now,
      clockTolerance: settings.leewaySeconds ?? 0,
    });
  } catch (error) {
    // jose checks the signature before the claims: an expired token here is a genuine one.
    if (!(error instanceof errors.JWTExpired)) throw invalid();
    if (!options.allowExpired) throw expired();
  }
  if (session.revokedAt) throw invalid();
  if (session.expiresAt.getTime() <= (options.now ?? new Date()).getTime()) throw expired();
  return { customerId, loginSessionId: session.id };
}

/** A new auth token for a valid refresh token; null when it is unknown, forged, revoked or over. */
export async function refreshAuthToken(
  db: Db,
  settings: TokenSettings,
  refreshToken: string,
  now = new Date(),
): Promise<(AuthToken & VerifiedAuth) | null> {
  const match = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(refreshToken.trim());
  if (!match) return null;
  const [, id = '', secret = ''] = match;
  const session = await loginSession(db, id);
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
  const expected = Buffer.from(session.tokenHash);
  const given = Buffer.from(refreshHash(session.tokenSecret, secret));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const auth = await signAuthToken(
    settings,
    { id: session.customerId, tokenSecret: session.tokenSecret },
    id,
    now,
  );
  return { ...auth, customerId: session.customerId, loginSessionId: id };
}

/** Ends one login session (logout): its refresh token and auth tokens stop working. */
export async function revokeLoginSession(db: Db, loginSessionId: string, now = new Date()): Promise<boolean> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.id, loginSessionId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length > 0;
}

/** Marks every open login session of a customer revoked (after their tokenSecret was rotated). */
export async function revokeAllLoginSessions(db: Db, customerId: number, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}
