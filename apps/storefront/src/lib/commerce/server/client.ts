import 'server-only';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { type DocumentNode, getOperationAST } from 'graphql';
import { graphqlClientSettings } from '@/config/graphql';
import { serverLog } from '@/lib/log/server-log';
import { isNotFoundAnswer } from '../errors/stock-messages';
import { CACHE_TAGS, DEFAULT_REVALIDATE_SECONDS } from './cache';
import { contentLanguage } from './content-language';
import { graphqlEndpointIn } from './endpoint';
import { persistedEntry } from './persisted-id';
import { shopperAddressHeaders } from './shopper-address';
import { errorMessage, type FailureRecord, GraphQLClientError, graphqlRequest } from './transport';

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

export interface QueryOptions {
  /** Cache tags, so a change in the backend can be pushed with revalidateTag (see CACHE_TAGS). */
  tags?: string[];
  /** Seconds before a cached answer is refreshed; false caches until a tag is revalidated; 0 never caches. */
  revalidate?: number | false;
  /**
   * The locale whose language the content is asked in, for callers outside a page that know it (a
   * route handler's parameter); pages leave it out and are answered in the locale they render in.
   */
  locale?: string;
}

const printed = new WeakMap<
  DocumentNode,
  { query: string; operationName: string | undefined; isMutation: boolean }
>();
function serialise(document: DocumentNode) {
  let entry = printed.get(document);
  if (!entry) {
    const operation = getOperationAST(document);
    entry = {
      query: persistedEntry(document).text,
      operationName: operation?.name?.value,
      isMutation: operation?.operation === 'mutation',
    };
    printed.set(document, entry);
  }
  return entry;
}

/** Spec section 8: server-side GraphQL failures are recorded in the server log, one JSON line each. */
export function logFailure(record: FailureRecord): void {
  serverLog.error(record, 'GraphQL request failed');
}

/** The transport's error as the storefront's: unreachable, an HTTP failure, or GraphQL errors. */
export function toCommerceError(error: unknown, endpoint: string): unknown {
  if (!(error instanceof GraphQLClientError)) return error;
  if (error.status === 0) {
    return new CommerceError(
      `The commerce backend at ${endpoint} is unreachable. Is it running? (start it with \`npm start -w @ppe/commerce\` or set GQL_HOST)`,
      'UNREACHABLE',
      { cause: error },
    );
  }
  return new CommerceError(error.message, error.errors.length > 0 ? 'GRAPHQL_ERROR' : 'HTTP_ERROR', {
    cause: error,
  });
}

/**
 * Runs an operation against the commerce backend: queries cached by Next (time and tags),
 * mutations never cached. Throws CommerceError with the first server message, except for
 * WooGraphQL's "not found" answer to a lookup (an unknown product slug is an error beside
 * `product: null`), which is the data it came with: the page is a 404, not a failure.
 */
export async function commerceQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: QueryOptions = {},
): Promise<TData> {
  // The language is part of the URL, so Next's data cache keeps one answer per language.
  const endpoint = graphqlEndpointIn(await contentLanguage(options.locale));
  const settings = graphqlClientSettings();
  const { query, operationName, isMutation } = serialise(document);
  const revalidate = isMutation ? 0 : options.revalidate;
  try {
    const result = await graphqlRequest<TData>(
      {
        query,
        queryId: settings.persistedOperations ? persistedEntry(document).id : undefined,
        variables,
        operationName,
      },
      {
        endpoint,
        origin: settings.origin,
        useGetForQueries: settings.useGetForQueries,
        // Mutations are the shopper's own acts, limited per shopper by the backend; cached
        // queries must not read the request (that would make every page dynamic).
        headers: isMutation ? await shopperAddressHeaders() : {},
        timeoutMs: settings.timeoutMs,
        clientName: 'storefront-server',
        // Errors come back beside the data, so a lookup WooGraphQL answers "not found" reads as null.
        errorPolicy: 'all',
        onFailure: logFailure,
        init:
          revalidate === 0
            ? { cache: 'no-store' }
            : {
                next: {
                  revalidate: revalidate ?? DEFAULT_REVALIDATE_SECONDS,
                  tags: [CACHE_TAGS.all, ...(options.tags ?? [])],
                },
              },
      },
    );
    if (result.errors.length > 0 && !result.errors.every(isNotFoundAnswer)) {
      throw new GraphQLClientError(
        errorMessage(result.status, result.errors),
        result.status,
        result.errors,
        operationName ?? null,
      );
    }
    if (result.data == null) {
      throw new CommerceError(
        `GraphQL Error (Code: ${result.status}): ${operationName ?? 'the operation'} returned no data`,
        'GRAPHQL_ERROR',
      );
    }
    return result.data;
  } catch (error) {
    throw toCommerceError(error, endpoint);
  }
}
