/**
 * Whether the backend refused because a shopper acted too often (HTTP 429, code RATE_LIMITED).
 * Forms that word their own failures show the catalogue's "too many attempts" instead of their
 * generic one; the others show the backend's sentence as it is. Through the shop route only the
 * message arrives, hence the sentence test. No imports: browser components use it too.
 */
export function isRateLimitedMessage(message: string | undefined): boolean {
  return message !== undefined && /^Too many attempts\b/i.test(message);
}

/** A CommerceError (or the transport's error) whose HTTP status was 429. */
export function isRateLimitedError(error: unknown): boolean {
  const status = (value: unknown) =>
    typeof value === 'object' && value !== null && 'status' in value ? value.status : undefined;
  return status(error) === 429 || (error instanceof Error && status(error.cause) === 429);
}
