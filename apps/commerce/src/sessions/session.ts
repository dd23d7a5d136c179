/**
 * The session of one request, as WooGraphQL keeps it: read from the `woocommerce-session`
 * request header, created only when something needs it (adding to the cart, choosing an
 * address), and refreshed for another 30 days whenever it is used. The HTTP handler sends the
 * fresh token back whenever the request created or touched a session.
 */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';
import { newSessionId, signSessionToken, verifySessionToken } from './token.ts';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_HEADER = 'woocommerce-session';

export const INVALID_SESSION = 'Invalid session token. Please reload the page to start a new session.';
export const EXPIRED_SESSION = 'Your session has expired. Please reload the page to start a new session.';

export type SessionRow = typeof sessions.$inferSelect;

export interface RequestSession {
  /** The request's session, or null when the client sent none; a bad token is an error. */
  current(): Promise<SessionRow | null>;
  /** The request's session, created when the client has none yet. */
  ensure(): Promise<SessionRow>;
  /** The token to send back in the response header, when a session was created or used. */
  responseToken(): string | null;
  /** Makes another session this request's (a login switches to the customer's cart session). */
  adopt(row: SessionRow): void;
}

/** Reads `Session <token>` (WooGraphQL's format) or a bare token. */
export const tokenFromHeader = (header: string | undefined): string | null => {
  const value = header?.trim().replace(/^Session\s+/i, '') ?? '';
  return value === '' ? null : value;
};

export function requestSession(
  db: Db,
  secret: string,
  header: string | undefined,
  now: () => number = Date.now,
): RequestSession {
  const sent = tokenFromHeader(header);
  let touched: SessionRow | null = null;
  let loading: Promise<SessionRow | null> | undefined;

  async function load(): Promise<SessionRow | null> {
    if (sent === null) return null;
    const claims = verifySessionToken(secret, sent);
    if (!claims) throw new UserInputError(INVALID_SESSION, 'INVALID_SESSION');
    if (claims.expiresAt.getTime() <= now()) throw new UserInputError(EXPIRED_SESSION, 'EXPIRED_SESSION');
    const expiresAt = new Date(now() + SESSION_LIFETIME_MS);
    // A valid token whose row was cleared (emptyCart with clearPersistentCart) starts afresh
    // under the same id, so the client's token keeps working.
    const [row] = await db
      .insert(sessions)
      .values({ id: claims.id, expiresAt })
      .onConflictDoUpdate({ target: sessions.id, set: { expiresAt } })
      .returning();
    touched = row ?? null;
    return touched;
  }

  const current = () => {
    loading ??= load();
    return loading;
  };

  return {
    current,
    ensure: async () => {
      const existing = await current();
      if (existing) return existing;
      loading = (async () => {
        const [row] = await db
          .insert(sessions)
          .values({ id: newSessionId(), expiresAt: new Date(now() + SESSION_LIFETIME_MS) })
          .returning();
        touched = row ?? null;
        return touched;
      })();
      const created = await loading;
      if (!created) throw new Error('The session could not be created.');
      return created;
    },
    responseToken: () => (touched ? signSessionToken(secret, touched) : null),
    adopt: (row) => {
      touched = row;
      loading = Promise.resolve(row);
    },
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

/** Holds the session row until the transaction ends, so one session's changes run one at a time. */
export async function lockSession(tx: Db, id: string): Promise<void> {
  await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)).for('update');
}

/** Deletes sessions (and their carts) unused for longer than the lifetime. */
export async function purgeExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return deleted.length;
}
