import { cookies } from 'next/headers';
import { graphqlClientSettings } from '@/config/graphql';
import {
  AUTH_COOKIE,
  clearCookies,
  cookieOptions,
  REFRESH_COOKIE,
  REFRESH_MAX_AGE,
  securesCookies,
} from '@/lib/commerce/gateway/auth-cookies';
import { expiresSoon } from '@/lib/commerce/gateway/auth-expiry';
import { refreshAuthToken } from '@/lib/commerce/gateway/refresh';
import { graphqlEndpoint } from '@/lib/commerce/server/endpoint';

/**
 * A customer's download on the shop's own origin (issue 5, contract 5): passes
 * GET /api/download/<downloadKey> to the backend's /download/<downloadKey> with the signed-in
 * customer's auth token from the httpOnly cookie as the Bearer header (or, for a guest order, the
 * order's key and billing email from `?order_key=…&email=…`, as WooCommerce's download links carry
 * them), and streams the file back. The backend enforces ownership, the download limit and
 * the expiry; its refusal (403, 404, 410) and message are passed on. An expired auth token is
 * refreshed once with the refresh-token cookie.
 */
export const dynamic = 'force-dynamic';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];

export async function GET(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(key)) return new Response('Download not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const orderKey = query.get('order_key');
  const email = query.get('email');
  const upstreamUrl = new URL(`/download/${encodeURIComponent(key)}`, graphqlEndpoint());
  if (
    orderKey &&
    /^[A-Za-z0-9_-]{1,100}$/.test(orderKey) &&
    email &&
    /^[^\s@]{1,64}@[^\s@]{1,190}$/.test(email)
  ) {
    upstreamUrl.searchParams.set('order_key', orderKey);
    upstreamUrl.searchParams.set('email', email);
  }

  const jar = await cookies();
  const secure = securesCookies(request);
  const refreshToken = jar.get(REFRESH_COOKIE)?.value ?? null;
  let authToken = jar.get(AUTH_COOKIE)?.value ?? null;

  const fetchFile = (token: string | null) =>
    fetch(upstreamUrl, {
      cache: 'no-store',
      headers: {
        origin: graphqlClientSettings().origin,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });

  let upstream: Response;
  try {
    if ((!authToken || expiresSoon(authToken)) && refreshToken)
      authToken = await refreshAuthToken(refreshToken);
    upstream = await fetchFile(authToken);
    if ((upstream.status === 401 || upstream.status === 403) && refreshToken) {
      // The auth token may have expired since the page loaded: one silent refresh, then the backend decides.
      const renewed = await refreshAuthToken(refreshToken);
      if (renewed && renewed !== authToken) {
        await upstream.body?.cancel();
        authToken = renewed;
        upstream = await fetchFile(renewed);
      } else if (!renewed) {
        for (const change of clearCookies([AUTH_COOKIE, REFRESH_COOKIE])) jar.delete(change.name);
        authToken = null;
      }
    }
  } catch {
    return new Response('The download service is unavailable. Please try again later.', { status: 502 });
  }
  if (authToken && authToken !== jar.get(AUTH_COOKIE)?.value) {
    jar.set(AUTH_COOKIE, authToken, cookieOptions(secure, REFRESH_MAX_AGE));
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
