import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { asStoreLanguage, LANGUAGE_PARAMETER } from '@ppe/shop-rules/languages';
import type { PluginFeature } from '@/graphql/plugin-features';
import { hasFeature } from '@/lib/commerce/capabilities';
import { shopErrorOfThrown } from '@/lib/commerce/errors/error-message';
import { isRateLimitedError } from '@/lib/commerce/errors/rate-limited';
import { CommerceError, commerceQuery } from '@/lib/commerce/server/client';
import { serverLog } from '@/lib/log/server-log';
import { readBodyWithin, tooLargeMessage } from '@/lib/security/request-body';

/**
 * The List-Unsubscribe address of every newsletter or stock alert mail: `?token=` of that mail's
 * unsubscribe link.
 *
 * POST is RFC 8058's one-click unsubscribe: the mail provider (not the shopper's browser) posts
 * `List-Unsubscribe=One-Click` as a form body, from its own servers or from the webmail's page, so
 * the request is cross-site by design. That is why this route, unlike /api/graphql, applies no
 * same-origin check (lib/security/same-origin.ts): it carries no cookie-bound power, only what the
 * token itself grants, and the token comes from the subscriber's own mail. The answer is the same
 * for a known and an unknown token, so it tells nothing about who is subscribed.
 *
 * GET is a person opening the address in a browser, or a link scanner: it only leads to the
 * unsubscribe page, whose button does the unsubscribing.
 */

const ONE_CLICK = 'One-Click';
/** Longer than any token the backend makes (256 bits, URL-safe); anything longer is not one. */
const TOKEN_MAX = 200;

const answer = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

function tokenOf(url: URL): string | null {
  const token = url.searchParams.get('token')?.trim() ?? '';
  return token && token.length <= TOKEN_MAX ? token : null;
}

/** Whether the body, read within the cap, is RFC 8058's `List-Unsubscribe=One-Click` (urlencoded or multipart). */
async function isOneClick(body: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<boolean> {
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType ?? '' } }).formData();
    return form.get('List-Unsubscribe') === ONE_CLICK;
  } catch {
    return false;
  }
}

/** What differs between the mails' one-click addresses. */
export interface OneClickScope {
  feature: PluginFeature;
  /** The mutation that unsubscribes with `{ token }`. */
  document: TypedDocumentNode<unknown, { token: string }>;
  /** The backend's codes for a refused token start with it (NEWSLETTER_, STOCK_ALERT_). */
  codePrefix: string;
  /** The unsubscribe page a GET leads to. */
  page: string;
}

/** The route's POST and GET for one kind of mail. */
export function oneClickUnsubscribe(scope: OneClickScope) {
  async function post(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const token = tokenOf(url);
    const body = await readBodyWithin(request);
    if (!body.ok) return answer(413, tooLargeMessage());
    if (!token || !(await isOneClick(body.bytes, request.headers.get('content-type')))) {
      return answer(400, 'Expected a token and the body List-Unsubscribe=One-Click.');
    }
    if (!(await hasFeature(scope.feature))) return answer(404, 'Not found.');
    const language = asStoreLanguage(url.searchParams.get(LANGUAGE_PARAMETER));
    try {
      await commerceQuery(
        scope.document,
        { token },
        { revalidate: 0, ...(language ? { locale: language } : {}) },
      );
    } catch (error) {
      if (!(error instanceof CommerceError)) throw error;
      if (isRateLimitedError(error)) return answer(429, 'Too many requests.', { 'retry-after': '60' });
      // An unknown or outdated token is refused by code: the same answer as a known one.
      if (!shopErrorOfThrown(error)?.code?.startsWith(scope.codePrefix)) {
        serverLog.error({ code: error.code, error }, 'One-click unsubscribe: the backend did not answer');
        // The provider tries again later; nothing was changed.
        return answer(503, 'Please try again later.', { 'retry-after': '300' });
      }
    }
    return answer(200, 'OK');
  }

  function get(request: Request): Response {
    const url = new URL(request.url);
    const page = new URL(scope.page, url);
    const token = tokenOf(url);
    if (token) page.searchParams.set('token', token);
    // 303: whatever method brought the visitor here, the page is fetched with GET.
    return new Response(null, { status: 303, headers: { location: page.pathname + page.search } });
  }

  return { POST: post, GET: get };
}
