import 'server-only';
import { RefreshTokenDocument } from '@/graphql/generated';
import { sessionRequest } from '../server/session-request';

/** A new auth token for the refresh-token cookie, or null when the backend refuses it (revoked, expired). */
export async function refreshAuthToken(refreshToken: string): Promise<string | null> {
  const result = await sessionRequest(RefreshTokenDocument, { refreshToken }, null, null);
  const payload = (
    result.data as { refreshToken?: { success?: boolean | null; authToken?: string | null } | null } | null
  )?.refreshToken;
  return result.errors.length === 0 && payload?.success !== false && payload?.authToken
    ? payload.authToken
    : null;
}
