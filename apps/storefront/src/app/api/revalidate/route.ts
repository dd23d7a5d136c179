import { revalidateCatalogue } from '@/lib/commerce/server/revalidate';
import { readTextWithin, tooLargeMessage } from '@/lib/security/request-body';
import { checkSecret, MAX_BODY_BYTES, parseRevalidateBody } from './request';

/**
 * On-demand revalidation: the backend (or an editor's tool) POSTs the cache tags of what changed,
 * with `Authorization: Bearer <REVALIDATE_SECRET>`, and the next request for a page using them is
 * rendered from fresh data (the rendered pages the server keeps are dropped too). Without
 * REVALIDATE_SECRET the endpoint is off; pages still refresh on their timer (lib/commerce/server/cache.ts
 * and src/server/page-cache.mjs).
 *
 *   curl -X POST https://shop/api/revalidate -H "authorization: Bearer $REVALIDATE_SECRET" \
 *     -H 'content-type: application/json' -d '{"tags":["products","product:some-slug"]}'
 */
export async function POST(request: Request): Promise<Response> {
  const auth = checkSecret(request.headers.get('authorization'), process.env.REVALIDATE_SECRET);
  if (auth === 'not-configured') {
    return Response.json(
      { error: 'On-demand revalidation is off: REVALIDATE_SECRET is not set.' },
      { status: 503 },
    );
  }
  if (auth === 'refused') {
    return Response.json(
      { error: 'Send the revalidation secret as "Authorization: Bearer <secret>".' },
      { status: 401, headers: { 'www-authenticate': 'Bearer' } },
    );
  }
  const text = await readTextWithin(request, MAX_BODY_BYTES);
  if (text === null) return Response.json({ error: tooLargeMessage(MAX_BODY_BYTES) }, { status: 413 });
  const body = parseRevalidateBody(text);
  if (!body.ok) return Response.json({ error: body.error }, { status: 400 });
  revalidateCatalogue(body.tags);
  return Response.json({ revalidated: body.tags, now: Date.now() });
}
