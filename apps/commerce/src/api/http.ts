/**
 * GraphQL over HTTP, as WPGraphQL serves it, on graphql-yoga: POST with a JSON body {query,
 * variables, operationName}, or GET with the same as query parameters (queries only). The query
 * limits are graphql-armor's envelop plugins (limits.ts); what WPGraphQL and this backend do
 * around execution is one plugin (execution.ts). Yoga's own CORS, landing page and GraphiQL are
 * off: the server answers CORS for every path, and a public backend shows no IDE.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createYoga } from 'graphql-yoga';
import { STOCK_INTERNAL_ERROR } from '../graphql/stock-answer.ts';
import { enforceBudgets } from './budget.ts';
import { commerceExecution, type ExecutionOptions, maskUnexpected, type NodeContext } from './execution.ts';
import { DEFAULT_QUERY_LIMITS, limitPlugins, type QueryLimits } from './limits.ts';
import {
  type PersistedOperations,
  resolveSavedQuery,
  SHARED_MAX_AGE_SECONDS,
} from './persisted-operations.ts';
import { readRawParams, toRequestParams } from './request-params.ts';

const MAX_BODY_BYTES = 1_000_000;
const DOCUMENT_CACHE_SIZE = 500;
/** Longer documents are not kept, so 500 hostile ones cannot pin 500 request bodies in memory. */
const CACHED_QUERY_MAX_LENGTH = 20_000;

/** Parsed documents by their text: the few a storefront sends, oldest dropped first. */
function documentCache<T>() {
  const entries = new Map<string, T>();
  return {
    get: (query: string) => entries.get(query),
    set(query: string, value: T) {
      if (query.length > CACHED_QUERY_MAX_LENGTH) return;
      if (entries.size >= DOCUMENT_CACHE_SIZE) entries.delete(entries.keys().next().value as string);
      entries.set(query, value);
    },
  };
}

export interface GraphQLHandlerOptions
  extends Omit<ExecutionOptions, 'limits' | 'introspection' | 'hideSuggestions'> {
  /** What one request may ask for (limits.ts); the defaults when omitted. */
  limits?: QueryLimits;
  /** Answers `__schema`/`__type` (WPGraphQL's "public introspection"); on when omitted. */
  introspection?: boolean;
  /** Removes "Did you mean …" from error messages, so they do not spell out the schema. */
  hideSuggestions?: boolean;
  /** Only these documents run (persisted-operations.ts); any query when null or omitted. */
  persistedOperations?: PersistedOperations | null;
}

export function createGraphQLHandler({
  limits = DEFAULT_QUERY_LIMITS,
  introspection = true,
  hideSuggestions = false,
  persistedOperations = null,
  ...options
}: GraphQLHandlerOptions) {
  const { schema, logger } = options;
  enforceBudgets(schema);
  const yoga = createYoga<NodeContext>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: false,
    maxRequestBodySize: MAX_BODY_BYTES,
    // A refused document is parsed again each time, so each refusal is logged.
    parserAndValidationCache: {
      documentCache: documentCache(),
      errorCache: { get: () => undefined, set() {} },
    },
    maskedErrors: {
      maskError(error) {
        const masked = maskUnexpected(error, options.profile === 'stock' ? STOCK_INTERNAL_ERROR : undefined);
        if (masked !== error) logger.error({ err: error }, 'GraphQL request failed');
        return masked;
      },
    },
    plugins: [
      {
        onRequestParse({ setRequestParser }) {
          setRequestParser(async (request) =>
            toRequestParams(resolveSavedQuery(await readRawParams(request), persistedOperations)),
          );
        },
      },
      ...limitPlugins(limits),
      commerceExecution({
        ...options,
        limits,
        introspection,
        hideSuggestions,
        sharedMaxAgeSeconds: persistedOperations ? SHARED_MAX_AGE_SECONDS : undefined,
      }),
    ],
  });
  return (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // With saved documents enforced, answers say whether caches may keep them: none may unless
    // the answer turns out to be shareable (execution.ts).
    if (persistedOperations) response.setHeader('cache-control', 'private, no-store');
    return Promise.resolve(yoga.requestListener(request, response));
  };
}
