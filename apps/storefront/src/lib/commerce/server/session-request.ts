import 'server-only';
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { type DocumentNode, getOperationAST } from 'graphql';
import { graphqlClientSettings } from '@/config/graphql';
import { logFailure, toCommerceError } from './client';
import { graphqlEndpointIn } from './endpoint';
import { persistedEntry } from './persisted-id';
import { shopperAddressHeaders } from './shopper-address';
import { graphqlRequest } from './transport';

/**
 * A cart/session request for the same-origin GraphQL route: like commerceQuery, but it sends the
 * shopper's WooGraphQL session (`woocommerce-session: Session <token>`) and auth token (in the
 * configured header), returns the refreshed or new session token the backend answers with, and
 * hands GraphQL errors back instead of throwing (error policy 'all': the browser shows their
 * message). Never cached; POSTed, so never retried (a retry could add an item twice); with
 * persisted operations on, a query goes by GET and may be retried once, as reads are.
 */
export interface SessionResult<TData> {
  data: TData | null;
  errors: Array<{ message: string; extensions?: ForwardedExtensions }>;
  /** The token from the backend's `woocommerce-session` header, when it sent one. */
  sessionToken: string | null;
  /** The HTTP status of the answer: Headless Login refuses an expired token with 403 and no error. */
  status: number;
}

/**
 * What of an error's extensions goes on to the browser: the code, field and params it words the
 * refusal by, and a refused checkout's fields (fieldErrors). Nothing else (no debug data).
 */
export interface ForwardedExtensions {
  code?: unknown;
  field?: unknown;
  params?: unknown;
  fieldErrors?: unknown;
}

const FORWARDED = ['code', 'field', 'params', 'fieldErrors'] as const;

export function forwardedExtensions(extensions: Record<string, unknown> | undefined): {
  extensions?: ForwardedExtensions;
} {
  const kept = Object.fromEntries(
    FORWARDED.flatMap((key) => (extensions?.[key] !== undefined ? [[key, extensions[key]]] : [])),
  );
  return Object.keys(kept).length > 0 ? { extensions: kept } : {};
}

/**
 * The token of a `woocommerce-session` response header. WooGraphQL answers the bare JWT (its session
 * handler puts the token itself in the header); the `Session <token>` form is what requests send,
 * and is accepted too.
 */
export function sessionTokenFromHeader(header: string | null): string | null {
  const token = header?.match(/^\s*(?:Session\s+)?(\S+)\s*$/i)?.[1];
  return token && token.toLowerCase() !== 'session' ? token : null;
}

export async function sessionRequest(
  document: DocumentNode,
  variables: Record<string, unknown>,
  sessionToken: string | null,
  /** The signed-in customer's auth token, from the httpOnly cookie. */
  authToken: string | null = null,
  /** The language the shopper's page reads (cart lines, rates and payment methods come in it). */
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<SessionResult<unknown>> {
  const endpoint = graphqlEndpointIn(language);
  const settings = graphqlClientSettings();
  try {
    const result = await graphqlRequest<unknown>(
      {
        query: persistedEntry(document).text,
        queryId: settings.persistedOperations ? persistedEntry(document).id : undefined,
        variables,
        operationName: getOperationAST(document)?.name?.value,
      },
      {
        endpoint,
        origin: settings.origin,
        headers: {
          ...(await shopperAddressHeaders()),
          ...(sessionToken ? { 'woocommerce-session': `Session ${sessionToken}` } : {}),
        },
        auth: { token: authToken, headerName: settings.authHeaderName, tokenType: settings.authTokenType },
        errorPolicy: 'all',
        timeoutMs: settings.timeoutMs,
        clientName: 'storefront-route',
        onFailure: logFailure,
        init: { cache: 'no-store' },
      },
    );
    return {
      data: result.data,
      errors: result.errors.map(({ message, extensions }) => ({
        message: String(message),
        ...forwardedExtensions(extensions),
      })),
      sessionToken: sessionTokenFromHeader(result.headers.get('woocommerce-session')),
      status: result.status,
    };
  } catch (error) {
    throw toCommerceError(error, endpoint);
  }
}
