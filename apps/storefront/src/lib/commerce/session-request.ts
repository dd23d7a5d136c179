import 'server-only';
import { type DocumentNode, getOperationAST, print } from 'graphql';
import { CommerceError } from './client';
import { graphqlEndpoint } from './endpoint';

/**
 * A cart/session request for the same-origin GraphQL route: like commerceQuery, but it sends the
 * shopper's WooGraphQL session (`woocommerce-session: Session <token>`), returns the refreshed or
 * new token the backend answers with, and hands GraphQL errors back instead of throwing (the
 * browser shows their message). Never cached, never retried: a retry could add an item twice.
 */
export interface SessionResult<TData> {
  data: TData | null;
  errors: Array<{ message: string }>;
  /** The token from the backend's `woocommerce-session` header, when it sent one. */
  sessionToken: string | null;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function sessionTokenFromHeader(header: string | null): string | null {
  const match = header?.match(/^\s*Session\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export async function sessionRequest(
  document: DocumentNode,
  variables: Record<string, unknown>,
  sessionToken: string | null,
  /** The signed-in customer's auth token (sent as `Authorization: Bearer`), from the httpOnly cookie. */
  authToken: string | null = null,
): Promise<SessionResult<unknown>> {
  const endpoint = graphqlEndpoint();
  const operationName = getOperationAST(document)?.name?.value;
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(sessionToken ? { 'woocommerce-session': `Session ${sessionToken}` } : {}),
        ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
      },
      body: JSON.stringify({ query: print(document), variables, operationName }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new CommerceError(`The commerce backend at ${endpoint} is unreachable.`, 'UNREACHABLE', { cause });
  }
  if (!response.ok && response.status !== 400) {
    throw new CommerceError(`GraphQL Error (Code: ${response.status}) from ${operationName}`, 'HTTP_ERROR');
  }
  const result = (await response.json()) as { data?: unknown; errors?: Array<{ message: string }> };
  return {
    data: result.data ?? null,
    errors: (result.errors ?? []).map((error) => ({ message: String(error.message) })),
    sessionToken: sessionTokenFromHeader(response.headers.get('woocommerce-session')),
  };
}
