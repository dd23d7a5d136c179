import { graphqlEndpoint } from '@/lib/commerce/server/endpoint';

/**
 * The public documents product tabs link (/downloads/{name}.pdf: datasheets, instructions), on the
 * shop's own origin: passed through to the backend, which serves only documents a published
 * product links (purchased files go through /api/download/{key} instead).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!/^[a-z0-9-]{1,120}\.pdf$/.test(file))
    return new Response('This document does not exist.', { status: 404 });
  let upstream: Response;
  try {
    upstream = await fetch(`${new URL(graphqlEndpoint()).origin}/downloads/${file}`, { cache: 'no-store' });
  } catch {
    return new Response('The document service is unavailable. Please try again later.', { status: 502 });
  }
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'content-disposition', 'cache-control']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
