/**
 * The `woocommerce-session` token: session id and expiry, signed with HMAC-SHA256 so a client
 * can neither forge a session nor stretch its lifetime. Format: `<id>.<expiresMs>.<signature>`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  id: string;
  expiresAt: Date;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export const newSessionId = () => randomBytes(18).toString('base64url');

export function signSessionToken(secret: string, claims: SessionClaims): string {
  const payload = `${claims.id}.${claims.expiresAt.getTime()}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's claims when its signature is ours; null for anything forged or malformed. */
export function verifySessionToken(secret: string, token: string): SessionClaims | null {
  const match = /^([A-Za-z0-9_-]{8,64})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const [, id = '', expires = '', signature = ''] = match;
  const expected = Buffer.from(sign(secret, `${id}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id, expiresAt: new Date(Number(expires)) };
}
