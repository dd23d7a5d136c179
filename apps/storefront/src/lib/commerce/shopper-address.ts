import 'server-only';
import { isIP } from 'node:net';
import { headers } from 'next/headers';
import { proxyHops } from '@/config/graphql';

/**
 * The shopper's address, forwarded to the backend in X-Forwarded-For on every mutation the
 * storefront's server sends for them, so the backend's rate limits count each shopper, not the
 * storefront (the backend believes the header only from its trusted proxies). Read from the
 * request the shopper made: X-Forwarded-For from the right, skipping the hops of the reverse
 * proxies in front of the storefront (STOREFRONT_PROXY_HOPS), then X-Real-IP. Next.js writes the
 * socket's address into X-Forwarded-For only when the request has none.
 */
export function shopperAddressFrom(
  forwardedFor: string | null,
  realIp: string | null,
  proxyHops: number,
): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim().replace(/^\[(.*)\]$/, '$1'))
    .filter(Boolean);
  // Each proxy appends the peer it saw: the outermost one's entry is the shopper.
  const candidate = entries[entries.length - Math.max(proxyHops, 1)] ?? realIp?.trim() ?? null;
  return candidate && isIP(candidate) !== 0 ? candidate : null;
}

/** The header to send the backend, or none outside a shopper's request (build, revalidation). */
export async function shopperAddressHeaders(): Promise<Record<string, string>> {
  let incoming: Headers;
  try {
    incoming = await headers();
  } catch {
    return {};
  }
  const address = shopperAddressFrom(incoming.get('x-forwarded-for'), incoming.get('x-real-ip'), proxyHops());
  return address ? { 'x-forwarded-for': address } : {};
}
