/**
 * Who is signed in, as every part of the backend sees it: the request's auth (read from
 * `Authorization: Bearer`), the login session a token names, and the keys tokens are signed
 * with. Tokens are issued and checked by accounts (auth-tokens.ts, request-auth.ts).
 */

export interface RequestAuth {
  /** The signed-in customer's id; null for guests; a bad or expired token is an error. */
  customerId(): Promise<number | null>;
  /** The signed-in customer's id; guests get 'You must be signed in to do that.' */
  requireCustomerId(): Promise<number>;
  /** The presented token's login session even when the token has just expired (for logout); null for guests. */
  presentedSession(): Promise<VerifiedAuth | null>;
  /** After a login in this request, the rest of the request sees the new customer. */
  signedIn(auth: VerifiedAuth): void;
  /** Forget the customer for the rest of the request (after logout). */
  signedOut(): void;
  /** Whether the request presented an auth token that was not accepted (bad, forged or expired). */
  rejectedToken(): Promise<boolean>;
}

export interface VerifiedAuth {
  customerId: number;
  loginSessionId: string;
}

export interface TokenSettings {
  /** Server key for auth tokens, derived from the session secret (see tokenSettings). */
  key: Buffer;
  authTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seconds an auth token is still accepted after it expired (Headless Login's 60; none here). */
  leewaySeconds?: number;
}
