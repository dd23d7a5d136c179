/**
 * Who is asking: the socket's peer, or the address a trusted proxy says it forwarded for. Both
 * apps decide it the same way: the backend behind the storefront's server (COMMERCE_TRUSTED_PROXIES),
 * the storefront behind its own reverse proxies (STOREFRONT_TRUSTED_PROXIES). X-Forwarded-For is
 * read from the right: each hop appends the peer it saw, so entries left of the first untrusted
 * one may be made up by the client itself.
 */
import { BlockList, isIP } from 'node:net';

/** IPv4 peers on a dual-stack socket show up as ::ffff:a.b.c.d. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

export interface TrustedProxies {
  has(address: string): boolean;
  /** Whether any address is trusted (not "none"). */
  readonly any: boolean;
}

/**
 * A setting of comma-separated addresses or CIDR ranges, or "none" (or nothing). Throws a
 * readable message naming the setting on anything else.
 */
export function parseTrustedProxies(value: string, setting = 'COMMERCE_TRUSTED_PROXIES'): TrustedProxies {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === 'none')) {
    return { has: () => false, any: false };
  }
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(
        `${setting}: "${entry}" is not an address or range; write IP addresses or CIDR ranges (10.0.0.0/8) separated by commas, or "none".`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    any: true,
    has(address: string) {
      const normalised = normaliseAddress(address);
      const family = isIP(normalised);
      return family !== 0 && list.check(normalised, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the peer itself unless it is a trusted proxy; then X-Forwarded-For from
 * the nearest hop outwards, the first address no trusted proxy vouches for.
 */
export function clientAddressOf(
  peer: string,
  forwardedFor: string | readonly string[] | null | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normaliseAddress(peer);
  if (!trusted.has(socket)) return socket;
  const hops = (typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(','))
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) return socket;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? socket;
}
