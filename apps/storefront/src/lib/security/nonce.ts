import 'server-only';
import { headers } from 'next/headers';
import { nonceOf } from './headers';

/**
 * This request's CSP nonce, for a server component's own inline `<script>` (Next puts it on its
 * scripts by itself). Pages render per request (app/[locale]/layout.tsx), so reading it is allowed.
 */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}
