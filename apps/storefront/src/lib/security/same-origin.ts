/**
 * Cross-site request forgery guard for the browser's state-changing routes (/api/graphql signs
 * shoppers in and out and changes their cart). A cross-site page can make the victim's browser
 * POST with the victim's cookies, but only as a "simple" request: an HTML form (text/plain,
 * urlencoded, multipart) or a no-cors fetch with those types. A cross-site `application/json`
 * POST needs a CORS preflight, which this shop never grants. So the route accepts JSON only, and
 * when the browser says where the request comes from (Origin, Sec-Fetch-Site), that must be this
 * shop.
 *
 * Requests without Origin and without Sec-Fetch-Site are accepted: every browser that can carry a
 * shopper's cookies sends Origin on a cross-origin POST (and Sec-Fetch-Site on secure origins), so
 * a request with neither comes from a non-browser client (curl, a server, a test) that holds its
 * own cookies and forges nothing; and it must still be JSON, which no cross-site form can send.
 */

export type CsrfRefusal = 'content-type' | 'origin' | 'fetch-site';

/** What the caller is told, in words (no internals: the same sentence for every shopper). */
const CSRF_MESSAGES: Record<CsrfRefusal, string> = {
  'content-type': 'This endpoint accepts only application/json requests.',
  origin: 'Cross-origin requests are not allowed.',
  'fetch-site': 'Cross-site requests are not allowed.',
};

/** True when the request body is declared as JSON (`application/json`, with or without parameters). */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  return value.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * The origins this shop answers on: the request's own (as the server saw it), the one the
 * browser addressed (Host, or X-Forwarded-Host/-Proto behind a reverse proxy) and the configured
 * public address (SITE_URL).
 */
export function shopOrigins(request: Request, publicOrigin: string | null): Set<string> {
  const origins = new Set<string>();
  const add = (value: string | null | undefined) => {
    if (!value) return;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to add.
    }
  };
  add(request.url);
  add(publicOrigin);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
    const protocol =
      forwarded === 'https' || forwarded === 'http' ? forwarded : new URL(request.url).protocol.slice(0, -1);
    add(`${protocol}://${host}`);
  }
  return origins;
}

/** Why a request must be refused as a possible forgery, or null when it may go on. */
export function csrfRefusal(request: Request, publicOrigin: string | null): CsrfRefusal | null {
  if (!isJsonContentType(request.headers.get('content-type'))) return 'content-type';
  const fetchSite = request.headers.get('sec-fetch-site');
  // `same-site` is refused too: a sibling subdomain is not necessarily this shop's.
  if (fetchSite !== null && fetchSite !== 'same-origin') return 'fetch-site';
  const origin = request.headers.get('origin');
  // `Origin: null` (sandboxed frames, redirects across origins) is never this shop.
  if (origin !== null && !shopOrigins(request, publicOrigin).has(origin)) return 'origin';
  return null;
}

/** The 403 answer for a refused request, in the GraphQL error shape the browser code reads. */
export function csrfResponse(refusal: CsrfRefusal): Response {
  return Response.json(
    { data: null, errors: [{ message: CSRF_MESSAGES[refusal], extensions: { code: 'FORBIDDEN' } }] },
    { status: 403, headers: { 'cache-control': 'no-store' } },
  );
}
