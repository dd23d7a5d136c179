/**
 * The session of one request, as WooGraphQL's QL_Session_Handler keeps it: every GraphQL request
 * has one. A request without a `woocommerce-session` header is issued a new token at once (sent
 * back in the response header and as `customer.sessionToken`), but, as WooCommerce saves session
 * data only when there is some, no row is written until something needs one (adding to the cart,
 * choosing an address). A valid token whose row does not exist yet (issued, never used, or
 * cleared by emptyCart) keeps working. Each request refreshes the expiry for another 30 days.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { stockSessionTokenError } from './stock-token-errors.ts';
import { newSessionId, signSessionToken, verifySessionToken } from './token.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_HEADER = 'woocommerce-session';

export const INVALID_SESSION = 'Invalid session token. Please reload the page to start a new session.';
export const EXPIRED_SESSION = 'Your session has expired. Please reload the page to start a new session.';

export type SessionRow = typeof sessions.$inferSelect;

export interface RequestSession {
  /** The request came without a usable token, so it starts a session (and is issued its token). */
  readonly startsNew: boolean;
  /** The request's saved session, or null while it has no data; a bad token is an error. */
  current(): Promise<SessionRow | null>;
  /** The request's session row, saved now when it has none yet. */
  ensure(): Promise<SessionRow>;
  /**
   * The token to answer with: the request's session (sent, adopted or newly issued), its expiry
   * refreshed. A request whose token was bad gets a new session's token, as WooGraphQL issues one.
   */
  responseToken(): Promise<string>;
  /** Makes another session this request's (a login switches to the customer's cart session). */
  adopt(row: SessionRow): void;
  /** The answer must carry the session's token: items were added to its cart. */
  issueToken(): void;
  /**
   * Whether a stock site would send the token with this answer: WooGraphQL does so when it starts
   * a session, when items are added to the cart and when a sign-in moves the request onto a
   * customer's session, not on every answer.
   */
  tokenIssued(): boolean;
}

/** How the request's refusals of a token are worded: this backend's sentences, or a stock site's. */
export type TokenWording = 'full' | 'stock';

export interface RequestSessionOptions {
  now?: () => number;
  wording?: TokenWording;
}

/**
 * The token of a `woocommerce-session` header. WooGraphQL's handler reads `Session <token>`
 * (its legacy format, the one every client sends); a value without the prefix is a Store API
 * Cart-Token to it, which this backend does not issue, so only the prefixed form is accepted.
 */
export const tokenFromHeader = (header: string | undefined): string | null => {
  const match = /^Session\s+(\S+)\s*$/.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
};

/** What the request's header said: nothing, a usable session id, or an error to report. */
type SentToken = { kind: 'none' } | { kind: 'valid'; id: string } | { kind: 'bad'; error: UserInputError };

/** php-jwt's leeway in WooGraphQL's session handler: a token is good for a minute past its expiry. */
const STOCK_LEEWAY_MS = 60_000;

function readSentToken(
  secret: string,
  header: string | undefined,
  now: number,
  wording: TokenWording,
): SentToken {
  if (!header?.trim()) return { kind: 'none' };
  const token = tokenFromHeader(header);
  const claims = token ? verifySessionToken(secret, token) : null;
  const leeway = wording === 'stock' ? STOCK_LEEWAY_MS : 0;
  const expired = claims !== null && claims.expiresAt.getTime() + leeway <= now;
  if (claims && !expired) return { kind: 'valid', id: claims.id };
  if (wording === 'stock') {
    return { kind: 'bad', error: new UserInputError(stockSessionTokenError(header, expired)) };
  }
  return expired
    ? { kind: 'bad', error: new UserInputError(EXPIRED_SESSION, { code: 'EXPIRED_SESSION' }) }
    : { kind: 'bad', error: new UserInputError(INVALID_SESSION, { code: 'INVALID_SESSION' }) };
}

export function requestSession(
  db: Db,
  secret: string,
  header: string | undefined,
  { now = Date.now, wording = 'full' }: RequestSessionOptions = {},
): RequestSession {
  const sent = readSentToken(secret, header, now(), wording);
  let issued = sent.kind !== 'valid';
  // One expiry for the whole request, so every token it signs (the response header, and
  // customer.sessionToken read earlier) is the same string.
  const expiresAt = new Date(now() + SESSION_LIFETIME_MS);
  // The session this request answers with; a new one when the client had none (or a bad one).
  let sessionId = sent.kind === 'valid' ? sent.id : newSessionId();
  let row: SessionRow | null = null;
  let loading: Promise<SessionRow | null> | undefined;

  async function load(): Promise<SessionRow | null> {
    if (sent.kind === 'bad') throw sent.error;
    if (sent.kind === 'none') return null;
    // Refreshing the expiry of an existing row only: a token alone never creates one.
    const [found] = await db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.id, sessionId))
      .returning();
    row = found ?? null;
    return row;
  }

  const current = () => {
    loading ??= load();
    return loading;
  };

  return {
    startsNew: sent.kind !== 'valid',
    current,
    ensure: async () => {
      const existing = await current();
      if (existing) return existing;
      const saving = (async () => {
        // Two mutations of one request, or two racing requests of one client, save one row: the
        // insert returns it, or, when the other one saved it first, it is read back.
        const [inserted] = await db
          .insert(sessions)
          .values({ id: sessionId, expiresAt })
          .onConflictDoNothing()
          .returning();
        const [saved] = inserted
          ? [inserted]
          : await db.select().from(sessions).where(eq(sessions.id, sessionId));
        row = saved ?? null;
        return row;
      })();
      loading = saving;
      const created = await saving;
      if (!created) throw new Error('The session could not be saved.');
      return created;
    },
    responseToken: async () => {
      // A request that never asked for its session still refreshes it, as WooGraphQL does.
      if (!loading && sent.kind === 'valid') await current();
      return signSessionToken(secret, { id: sessionId, expiresAt: row?.expiresAt ?? expiresAt });
    },
    adopt: (adopted) => {
      sessionId = adopted.id;
      row = adopted;
      loading = Promise.resolve(adopted);
      issued = true;
    },
    issueToken: () => {
      issued = true;
    },
    tokenIssued: () => issued,
  };
}

export async function updateSessionAddresses(
  db: Db,
  id: string,
  addresses: Pick<SessionRow, 'billing' | 'shipping'>,
): Promise<SessionRow> {
  const [row] = await db.update(sessions).set(addresses).where(eq(sessions.id, id)).returning();
  if (!row) throw new Error(`Session ${id} vanished.`);
  return row;
}

/** Deletes sessions (and their carts) unused for longer than the lifetime. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
