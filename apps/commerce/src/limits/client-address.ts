/**
 * Who is asking: the socket's peer, or the address a trusted proxy (such as the storefront's
 * server) says it forwarded for. X-Forwarded-For is read from the right: each hop appends the
 * peer it saw, so entries left of the first untrusted one may be made up by the client itself.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** IPv4 peers on a dual-stack socket show up as ::ffff:a.b.c.d. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * COMMERCE_TRUSTED_PROXIES: comma-separated addresses or CIDR ranges, or "none". Throws with a
 * readable message on anything else.
 */
export function parseTrustedProxies(value: string): TrustedProxies {
  const list = new BlockList();
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 1 && entries[0] === 'none') return { has: () => false };
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(
        `COMMERCE_TRUSTED_PROXIES: "${entry}" is not an address or range; write IP addresses or CIDR ranges (10.0.0.0/8) separated by commas, or "none".`,
      );
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    has(address: string) {
      const normalised = normaliseAddress(address);
      const family = isIP(normalised);
      return family !== 0 && list.check(normalised, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/** The client's address as rate limits see it. */
export function clientAddress(request: IncomingMessage, trusted: TrustedProxies): string {
  const peer = normaliseAddress(request.socket.remoteAddress ?? 'unknown');
  if (!trusted.has(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  // From the nearest hop outwards: the first address no trusted proxy vouches for is the client.
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) return peer;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? peer;
}
