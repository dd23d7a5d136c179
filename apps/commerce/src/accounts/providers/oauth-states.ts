/**
 * The OAuth `state` values this backend hands out in authorization URLs. Each carries its PKCE
 * verifier and OpenID nonce, lives 10 minutes and is accepted once: a state from elsewhere, a
 * replayed callback or a stale link cannot complete a sign-in.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oauthStates } from '../../db/schema.ts';
import { UserInputError } from '../../lib/errors.ts';

export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const SIGN_IN_LINK_EXPIRED = 'This sign-in link has expired. Please try again.';
export const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid. Please try again.';

const random = () => randomBytes(32).toString('base64url');

export interface IssuedState {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** Stores a fresh state for one authorization URL (and drops states that can no longer be used). */
export async function issueOAuthState(db: Db, provider: string, now = new Date()): Promise<IssuedState> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - OAUTH_STATE_TTL_MS)));
  const issued = { state: random(), codeVerifier: random(), nonce: random() };
  await db.insert(oauthStates).values({
    ...issued,
    provider,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    createdAt: now,
  });
  return issued;
}

/**
 * Spends a state: one UPDATE marks it used only if it is this provider's, unused and unexpired,
 * so two callbacks racing with the same state cannot both pass.
 */
export async function consumeOAuthState(
  db: Db,
  provider: string,
  state: string | null | undefined,
  now = new Date(),
): Promise<IssuedState> {
  if (!state) throw new UserInputError(SIGN_IN_LINK_INVALID, { code: 'INVALID_OAUTH_STATE' });
  const [spent] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (spent) return { state: spent.state, codeVerifier: spent.codeVerifier, nonce: spent.nonce };
  const [known] = await db.select().from(oauthStates).where(eq(oauthStates.state, state));
  if (known && known.provider === provider && !known.usedAt && known.expiresAt <= now) {
    throw new UserInputError(SIGN_IN_LINK_EXPIRED, { code: 'EXPIRED_OAUTH_STATE' });
  }
  throw new UserInputError(SIGN_IN_LINK_INVALID, { code: 'INVALID_OAUTH_STATE' });
}
