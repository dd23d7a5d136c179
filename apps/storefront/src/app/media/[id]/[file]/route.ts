import { graphqlEndpoint } from '@/lib/commerce/server/endpoint';
import { serverLog } from '@/lib/log/server-log';
import { ImageCache } from './image-cache';

/**
 * Store images on the shop's own origin (lib/catalog/media-url.ts explains why): passes
 * /media/{id}/{size}.webp through to the backend, read at request time so the backend's address
 * can change without a rebuild. Only that shape of path is passed on.
 *
 * What was served is kept (image-cache.ts): 32 MB holds every size of a few hundred products'
 * images, so a page's pictures survive a backend restart; the same answer comes from any
 * storefront process's memory, never from the backend's address.
 */
const cache = new ImageCache(32 * 1024 * 1024, 2 * 1024 * 1024);

/** What a copy served because the backend failed may be kept by the browser: briefly, so it asks again soon. */
const STALE_CACHE_CONTROL = 'public, max-age=60';

function imageResponse(body: Uint8Array, contentType: string, cacheControl: string | null): Response {
  const headers = new Headers({ 'content-type': contentType, 'content-length': String(body.byteLength) });
  if (cacheControl) headers.set('cache-control', cacheControl);
  return new Response(body as BodyInit, { status: 200, headers });
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  if (!/^\d{1,10}$/.test(id) || !/^[a-z_]{1,40}\.webp$/.test(file)) {
    return new Response('Image not found', { status: 404 });
  }
  const origin = new URL(graphqlEndpoint()).origin;
  // Keyed by backend too: a restart against another backend never shows the previous one's pictures.
  const key = `${origin}/media/${id}/${file}`;
  const cached = cache.get(key);
  if (cached?.fresh) {
    return imageResponse(cached.image.body, cached.image.contentType, cached.image.cacheControl);
  }
  const stale = () =>
    cached ? imageResponse(cached.image.body, cached.image.contentType, STALE_CACHE_CONTROL) : null;
  let upstream: Response;
  try {
    upstream = await fetch(key, { cache: 'no-store' });
  } catch (error) {
    serverLog.error({ path: `/media/${id}/${file}`, error }, 'Image fetch failed');
    return stale() ?? new Response('The image service is unavailable', { status: 502 });
  }
  if (upstream.status >= 500)
    return stale() ?? new Response('The image service is unavailable', { status: 502 });
  if (!upstream.ok) {
    cache.delete(key);
    return new Response('Image not found', { status: upstream.status === 404 ? 404 : 502 });
  }
  const body = new Uint8Array(await upstream.arrayBuffer());
  const contentType = upstream.headers.get('content-type') ?? 'image/webp';
  const cacheControl = upstream.headers.get('cache-control');
  cache.set(key, { body, contentType, cacheControl });
  return imageResponse(body, contentType, cacheControl);
}
