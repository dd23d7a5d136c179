import 'server-only';
// Working on the storefront? Read apps/storefront/CONTRIBUTING.md first (conventions, ownership, the build lock).
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, getOperationAST, print } from 'graphql';
import { CACHE_TAGS, DEFAULT_REVALIDATE_SECONDS } from './cache';
import { graphqlEndpoint } from './endpoint';

/**
 * The one way the storefront talks to the commerce backend (the embedded one or a real
 * WooCommerce site): typed GraphQL documents generated from src/graphql, sent over HTTP from
 * the server, cached by Next's data cache with time and tag revalidation.
 */

export { graphqlEndpoint } from './endpoint';

/** A failure talking to the commerce backend: unreachable, a non-2xx answer, or GraphQL errors. */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';

  constructor(
    message: string,
    readonly code: 'UNREACHABLE' | 'HTTP_ERROR' | 'GRAPHQL_ERROR',
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: ReadonlyArray<{ message: string }>;
}

export interface QueryOptions {
  /** Cache tags, so a change in the backend can be pushed with revalidateTag (see CACHE_TAGS). */
  tags?: string[];
  /** Seconds before a cached answer is refreshed; false caches until a tag is revalidated; 0 never caches. */
  revalidate?: number | false;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Spec section 7: queries are retried once on these statuses (mutations never). */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const printed = new WeakMap<
  DocumentNode,
  { query: string; operationName: string | undefined; isMutation: boolean }
>();
function serialise(document: DocumentNode) {
  let entry = printed.get(document);
  if (!entry) {
    const operation = getOperationAST(document);
    entry = {
      query: print(document),
      operationName: operation?.name?.value,
      isMutation: operation?.operation === 'mutation',
    };
    printed.set(document, entry);
  }
  return entry;
}

async function send(body: string, endpoint: string, options: QueryOptions): Promise<Response> {
  try {
    return await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(options.revalidate === 0
        ? { cache: 'no-store' as const }
        : {
            next: {
              revalidate: options.revalidate ?? DEFAULT_REVALIDATE_SECONDS,
              tags: [CACHE_TAGS.all, ...(options.tags ?? [])],
            },
          }),
    });
  } catch (cause) {
    throw new CommerceError(
      `The commerce backend at ${endpoint} is unreachable. Is it running? (start it with \`npm start -w @ppe/commerce\` or set GQL_HOST)`,
      'UNREACHABLE',
      { cause },
    );
  }
}

/**
 * Runs an operation against the commerce backend: queries cached and retried once, mutations
 * neither. Throws CommerceError with the first server message.
 */
export async function commerceQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: QueryOptions = {},
): Promise<TData> {
  const endpoint = graphqlEndpoint();
  const { query, operationName, isMutation } = serialise(document);
  const body = JSON.stringify({ query, variables, operationName });
  // A mutation is never cached nor retried: a retry could place an order or store a message twice.
  const sendOptions = isMutation ? { ...options, revalidate: 0 } : options;
  let response = await send(body, endpoint, sendOptions);
  if (!isMutation && RETRY_STATUSES.has(response.status)) response = await send(body, endpoint, sendOptions);
  if (!response.ok && response.status !== 400) {
    throw new CommerceError(
      `GraphQL Error (Code: ${response.status}) from ${operationName ?? 'an operation'} at ${endpoint}`,
      'HTTP_ERROR',
    );
  }
  const result = (await response.json()) as GraphQLResponse<TData>;
  const firstError = result.errors?.[0];
  if (firstError) throw new CommerceError(firstError.message, 'GRAPHQL_ERROR');
  if (result.data == null) {
    throw new CommerceError(
      `GraphQL Error (Code: ${response.status}): ${operationName ?? 'the operation'} returned no data`,
      'GRAPHQL_ERROR',
    );
  }
  return result.data;
}
