import { hasCode, type ShopError } from './error-message';

/**
 * Whether the backend refused because a shopper acted too often (HTTP 429, code RATE_LIMITED).
 * Forms that word their own failures show the catalogue's "too many attempts" instead of their
 * generic one. Browser components use it too: it imports nothing server-only.
 */
export function isRateLimited(error: ShopError | undefined): boolean {
  return hasCode(error, 'RATE_LIMITED');
}

/** A CommerceError (or the transport's error) whose HTTP status was 429. */
export function isRateLimitedError(error: unknown): boolean {
  const status = (value: unknown) =>
    typeof value === 'object' && value !== null && 'status' in value ? value.status : undefined;
  return status(error) === 429 || (error instanceof Error && status(error.cause) === 429);
}
