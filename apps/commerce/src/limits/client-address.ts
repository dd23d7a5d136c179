/**
 * Who is asking: the socket's peer, or the address a trusted proxy (such as the storefront's
 * server) says it forwarded for; decided as the storefront decides it (@ppe/shop-rules/client-address).
 */
import type { IncomingMessage } from 'node:http';
import { clientAddressOf, type TrustedProxies } from '@ppe/shop-rules/client-address';

export { normaliseAddress, parseTrustedProxies, type TrustedProxies } from '@ppe/shop-rules/client-address';

/** The client's address as rate limits see it. */
export function clientAddress(request: IncomingMessage, trusted: TrustedProxies): string {
  return clientAddressOf(
    request.socket.remoteAddress ?? 'unknown',
    request.headers['x-forwarded-for'],
    trusted,
  );
}
