import 'server-only';
import { isIP } from 'node:net';
import { clientAddressOf, type TrustedProxies } from '@ppe/shop-rules/client-address';
import { headers } from 'next/headers';
import { trustedProxies } from '@/config/graphql';
import { currentSocketPeer } from '@/server/socket-peer.mjs';

/**
 * The shopper's address, forwarded to the backend in X-Forwarded-For on every mutation the
 * storefront's server sends for them, so the backend's rate limits count each shopper, not the
 * storefront (the backend believes the header only from its trusted proxies). It is the address
 * of the socket the request came in on (the production server passes it, src/server/socket-peer.mjs),
 * unless that peer is one of the reverse proxies of STOREFRONT_TRUSTED_PROXIES: then
 * X-Forwarded-For read from the right past the trusted hops, or X-Real-IP when the proxy sent
 * only that. A header from anyone else is ignored: Next.js keeps whatever X-Forwarded-For the
 * client sent, so reading it unasked let one client pass as many.
 */
export function shopperAddressFrom(
  peer: string | null,
  forwardedFor: string | null,
  realIp: string | null,
  trusted: TrustedProxies,
): string | null {
  if (!peer) return null;
  const viaRealIp = trusted.has(peer) && !forwardedFor?.trim() && realIp ? `${realIp}, ${peer}` : null;
  const address = clientAddressOf(peer, viaRealIp ?? forwardedFor, trusted);
  return isIP(address) !== 0 ? address : null;
}

/**
 * The header to send the backend, or none outside a shopper's request (build, revalidation) and
 * where no socket is known (`next dev`): then the backend counts the storefront's own address.
 */
export async function shopperAddressHeaders(): Promise<Record<string, string>> {
  const peer = currentSocketPeer();
  if (!peer) return {};
  let incoming: Headers;
  try {
    incoming = await headers();
  } catch {
    return {};
  }
  const address = shopperAddressFrom(
    peer,
    incoming.get('x-forwarded-for'),
    incoming.get('x-real-ip'),
    trustedProxies(),
  );
  return address ? { 'x-forwarded-for': address } : {};
}
