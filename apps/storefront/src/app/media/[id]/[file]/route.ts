import { graphqlEndpoint } from '@/lib/commerce/endpoint';

/**
 * Store images on the shop's own origin (lib/commerce/media-url.ts explains why): passes
 * /media/{id}/{size}.webp through to the backend, read at request time so the backend's address
 * can change without a rebuild. Only that shape of path is passed on.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; file: string }> }) {
  const { id, file } = await params;
  if (!/^\d{1,10}$/.test(id) || !/^[a-z_]{1,40}\.webp$/.test(file)) {
    return new Response('Image not found', { status: 404 });
  }
  const origin = new URL(graphqlEndpoint()).origin;
  let upstream: Response;
  try {
    upstream = await fetch(`${origin}/media/${id}/${file}`, { cache: 'no-store' });
  } catch {
    return new Response('The image service is unavailable', { status: 502 });
  }
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
