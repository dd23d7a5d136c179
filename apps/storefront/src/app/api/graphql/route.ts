import { asStoreLanguage, DEFAULT_LANGUAGE, LANGUAGE_PARAMETER } from '@ppe/shop-rules/languages';
import { nestedDeeperThan, TOO_DEEP_MESSAGE } from '@ppe/shop-rules/nesting';
import { featureOfOperation } from '@/graphql/plugin-features';
import { featureRefused, hasFeature, isMissingFieldMessage } from '@/lib/commerce/capabilities';
import { documentToSend, registeredOperation } from '@/lib/commerce/gateway/registry';
import { sendWithSession, signOutHere } from '@/lib/commerce/gateway/session';
import { browserData } from '@/lib/commerce/gateway/shape';
import { graphqlEndpoint } from '@/lib/commerce/server/endpoint';
import { backendFailureResponse } from '@/lib/security/backend-failure';
import { readTextWithin, tooLargeMessage } from '@/lib/security/request-body';
import { csrfRefusal, csrfResponse } from '@/lib/security/same-origin';
import { siteUrl } from '@/lib/seo/site-url';

/**
 * The browser's same-origin door to the shop: it posts {id, variables} of a registered operation
 * (lib/commerce/gateway/registry.ts) and names its page's language (`?lang=de`); the stored
 * document goes to the backend in that language with the shopper's session and sign-in cookies
 * (lib/commerce/gateway/session.ts), and the answer comes back as the backend sent it, minus
 * tokens and with media on this origin (gateway/shape.ts). The browser maps it with the generated
 * types (lib/commerce/browser/browser-client.ts).
 */
export const dynamic = 'force-dynamic';

const refuse = (message: string, status: number, extensions?: Record<string, unknown>) =>
  Response.json({ data: null, errors: [{ message, ...(extensions ? { extensions } : {}) }] }, { status });

const asVariables = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export async function POST(request: Request): Promise<Response> {
  // Login CSRF and cart tampering from other sites: JSON from this shop only (lib/security/same-origin.ts).
  const refusal = csrfRefusal(request, siteUrl());
  if (refusal) return csrfResponse(refusal);
  // Capped as it streams in (lib/security/request-body.ts): read whole, 450 MB bodies took gigabytes.
  const text = await readTextWithin(request);
  if (text === null) return refuse(tooLargeMessage(), 413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse('Invalid JSON body', 400);
  }
  const { id, variables } = (body ?? {}) as { id?: unknown; variables?: unknown };
  const operation = registeredOperation(id);
  if (!operation) return refuse('Operation not allowed', 400);
  // Walked without recursion: sending them on (JSON.stringify) would overflow the stack.
  if (nestedDeeperThan(variables)) return refuse(TOO_DEEP_MESSAGE, 400);
  const { name } = operation;
  // An operation whose store plugin the backend lacks is refused here: the backend would reject it.
  const feature = featureOfOperation(name);
  if (feature && !(await hasFeature(feature))) {
    // Signing out needs no backend mutation: the sign-in lives in this shop's cookies alone.
    if (name === 'Logout') return Response.json({ data: (await signOutHere()).data });
    return refuse(
      `${name} is not available: this shop's backend does not have the "${feature}" plugin feature`,
      501,
      { code: 'FEATURE_UNAVAILABLE', feature },
    );
  }
  const sent = await documentToSend(name, operation.document, asVariables(variables), hasFeature);
  // The page's language, which the browser names as the backend reads it (`?lang=de`): cart lines,
  // shipping rates and payment methods come back in it. Unknown codes are English, as on WPML.
  const language =
    asStoreLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAMETER)) ?? DEFAULT_LANGUAGE;
  try {
    const result = await sendWithSession(request, { operationName: name, ...sent, language });
    const missing = feature ? result.errors.find((error) => isMissingFieldMessage(error.message)) : undefined;
    if (feature && missing) featureRefused(feature, missing.message);
    return Response.json(
      {
        data: browserData(result.data, new URL(graphqlEndpoint()).origin),
        ...(result.errors.length > 0 ? { errors: result.errors } : {}),
      },
      { headers: { 'cache-control': 'no-store' } },
    );
  } catch (error) {
    // The backend's address and the cause stay in the server log; the browser gets a plain sentence.
    return backendFailureResponse(name, error);
  }
}
