import { graphqlEndpoint } from '../commerce/server/endpoint';

/**
 * The embedded backend serves store images at <backend>/media/…; the storefront passes that
 * path through (app/media/[id]/[file]/route.ts), so pages link images on the shop's own origin: cached pages never hold
 * the backend's address, CDNs cache one origin, and the browser makes no extra connection.
 * Images from elsewhere (a WooCommerce site's uploads) keep their absolute URL.
 */
export function shopMediaUrl(url: string, backendOrigin = new URL(graphqlEndpoint()).origin): string {
  const prefix = `${backendOrigin}/media/`;
  return url.startsWith(prefix) ? url.slice(backendOrigin.length) : url;
}

/**
 * A WordPress srcset ("<url> 300w, <url> 768w, …") with every candidate on the shop's own origin,
 * like `shopMediaUrl`; null when the backend gave none.
 */
export function shopSrcSet(srcSet: string | null | undefined, backendOrigin?: string): string | null {
  if (!srcSet) return null;
  return srcSet
    .split(/,\s+/)
    .map((candidate) => candidate.trim().replace(/^\S+/, (url) => shopMediaUrl(url, backendOrigin)))
    .join(', ');
}

/** A backend image as components use it: the URL (same-origin when proxied) and alt text. */
export function toImage(
  node: { sourceUrl: string | null; altText: string | null } | null | undefined,
  fallbackAlt: string,
): { url: string; alt: string } | null {
  if (!node?.sourceUrl) return null;
  // WooCommerce leaves alt text empty unless an editor set it; the item's name is the honest fallback.
  return { url: shopMediaUrl(node.sourceUrl), alt: node.altText || fallbackAlt };
}
