import { shopMediaUrl } from '../../catalog/media-url';
import { stripTokens } from './auth-cookies';

/**
 * What the browser receives of any operation's answer, the same for every operation (features map
 * it themselves, in the browser): without tokens (they live in httpOnly cookies only), and with
 * the backend's media URLs on the shop's own origin (lib/catalog/media-url.ts), since the browser
 * never learns the backend's address.
 */
export function browserData(data: unknown, backendOrigin?: string): unknown {
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return shopMediaUrl(value, backendOrigin);
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
  };
  return walk(stripTokens(data));
}
