/**
 * GraphQL over HTTP as spec section 7 describes the client: POST with a JSON body of query,
 * variables and operationName (GET for queries when configured, so caches can keep them); a
 * persisted operation sends its `queryId` instead of the text, as GET for queries and POST for
 * mutations;
 * JSON content type and `application/graphql-response+json, application/json` accepted; the
 * auth token in a configurable header with an optional token-type prefix; one retry for GET-like
 * requests and none for requests with a body, on the statuses below; a timeout on every request.
 * Errors: the first server message, or 'GraphQL Error (Code: {status})'; policy 'none' throws,
 * 'all' hands the errors back with the data. No server-only imports: any runtime can use it.
 */

import { getOperationAST, Kind, type OperationDefinitionNode, parse } from 'graphql';

export type ErrorPolicy = 'none' | 'all';
export type OperationType = 'query' | 'mutation' | 'subscription';

export interface GraphQLRequest {
  query: string;
  /**
   * The id under which the backend holds `query` (the registry's sha256, WPGraphQL Smart Cache's
   * `queryId`): when set, it is sent instead of the text.
   */
  queryId?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLError {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

export interface GraphQLResult<TData> {
  data: TData | null;
  errors: GraphQLError[];
  status: number;
  headers: Headers;
}

export interface AuthOptions {
  token: string | null | undefined;
  /** Header that carries the token (WPGraphQL: Authorization). */
  headerName?: string;
  /** Prefix before the token ('Bearer'); empty for none. */
  tokenType?: string;
}

/** What is recorded about a failed request (spec: client, operation type and name, status, messages). */
export interface FailureRecord {
  client: string;
  operationType: OperationType;
  operationName: string | null;
  status: number;
  messages: string[];
}

export interface TransportOptions {
  endpoint: string;
  /** Send queries as GET (mutations always POST). */
  useGetForQueries?: boolean;
  headers?: Record<string, string>;
  /** The `Origin` a server-side caller sends for its shop (a backend may refuse requests without one). */
  origin?: string;
  auth?: AuthOptions;
  errorPolicy?: ErrorPolicy;
  timeoutMs?: number;
  /** Extra fetch options (Next's `next: { revalidate, tags }`, `cache`). */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
  /** Name of the client in failure records (the spec's multi-client setups). */
  clientName?: string;
  /** Called once per failed request, after retries. */
  onFailure?: (record: FailureRecord) => void;
  fetch?: typeof fetch;
}

/** Spec section 7: the statuses worth one more try. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const DEFAULT_TIMEOUT_MS = 10_000;
export const ACCEPT = 'application/graphql-response+json, application/json';

export class GraphQLClientError extends Error {
  override readonly name = 'GraphQLClientError';

  constructor(
    message: string,
    readonly status: number,
    readonly errors: GraphQLError[],
    readonly operationName: string | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const operations = new Map<string, OperationDefinitionNode | null>();

function operationNode(query: string, operationName: string | undefined): OperationDefinitionNode | null {
  const key = `${operationName ?? ''}\n${query}`;
  if (operations.has(key)) return operations.get(key) ?? null;
  let found: OperationDefinitionNode | null = null;
  try {
    const document = parse(query, { noLocation: true });
    found =
      getOperationAST(document, operationName) ??
      document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      ) ??
      null;
  } catch {
    // Text that does not parse is sent as it is; the backend answers why.
  }
  // The storefront sends a fixed set of documents; the bound only guards against a runaway caller.
  if (operations.size >= 500) operations.clear();
  operations.set(key, found);
  return found;
}

/** The operation's type and name, read with graphql's parser (a bare selection set is a query). */
export function operationOf(
  query: string,
  operationName?: string,
): { type: OperationType; name: string | null } {
  const operation = operationNode(query, operationName);
  return { type: operation?.operation ?? 'query', name: operation?.name?.value ?? operationName ?? null };
}

/** The first server message, or the spec's 'GraphQL Error (Code: {status})'. */
export function errorMessage(status: number, errors: ReadonlyArray<GraphQLError>): string {
  return errors[0]?.message || `GraphQL Error (Code: ${status})`;
}

/** GET-like requests are retried once; a request with a body never (it could act twice). */
export function retriesFor(method: 'GET' | 'POST'): number {
  return method === 'GET' ? 1 : 0;
}

export function authHeader(auth: AuthOptions | undefined): Record<string, string> {
  if (!auth?.token) return {};
  const prefix = auth.tokenType ?? 'Bearer';
  return { [auth.headerName ?? 'Authorization']: prefix ? `${prefix} ${auth.token}` : auth.token };
}

/** The URL and fetch options for one request. */
export function buildRequest(
  request: GraphQLRequest,
  options: Pick<
    TransportOptions,
    'endpoint' | 'useGetForQueries' | 'headers' | 'origin' | 'auth' | 'timeoutMs' | 'init'
  >,
): { url: string; init: RequestInit; method: 'GET' | 'POST' } {
  const { type } = operationOf(request.query, request.operationName);
  // A persisted query is always a GET: its URL is short and the same for everyone, so caches keep it.
  const method = (options.useGetForQueries || request.queryId) && type === 'query' ? 'GET' : 'POST';
  const document = request.queryId ? { queryId: request.queryId } : { query: request.query };
  const headers: Record<string, string> = {
    accept: ACCEPT,
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...(options.origin ? { origin: options.origin } : {}),
    ...options.headers,
    ...authHeader(options.auth),
  };
  const init: RequestInit = {
    ...options.init,
    method,
    headers,
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  };
  if (method === 'POST') {
    init.body = JSON.stringify({
      ...document,
      variables: request.variables ?? {},
      ...(request.operationName ? { operationName: request.operationName } : {}),
    });
    return { url: options.endpoint, init, method };
  }
  const url = new URL(options.endpoint);
  for (const [key, value] of Object.entries(document)) url.searchParams.set(key, value);
  if (request.variables && Object.keys(request.variables).length > 0) {
    url.searchParams.set('variables', JSON.stringify(request.variables));
  }
  if (request.operationName) url.searchParams.set('operationName', request.operationName);
  return { url: url.toString(), init, method };
}

/**
 * Sends one operation. With policy 'none' (the default) any HTTP failure or GraphQL error throws
 * GraphQLClientError; with 'all' GraphQL errors come back beside the data (HTTP failures with no
 * GraphQL body still throw). Network failures throw with status 0.
 */
export async function graphqlRequest<TData>(
  request: GraphQLRequest,
  options: TransportOptions,
): Promise<GraphQLResult<TData>> {
  const doFetch = options.fetch ?? fetch;
  const operation = operationOf(request.query, request.operationName);
  const fail = (status: number, errors: GraphQLError[], cause?: unknown): never => {
    options.onFailure?.({
      client: options.clientName ?? 'default',
      operationType: operation.type,
      operationName: request.operationName ?? operation.name,
      status,
      messages: errors.length > 0 ? errors.map((error) => error.message) : [errorMessage(status, errors)],
    });
    throw new GraphQLClientError(errorMessage(status, errors), status, errors, operation.name, { cause });
  };

  const first = buildRequest(request, options);
  let response: Response | undefined;
  let networkError: unknown;
  for (let attempt = 0; attempt <= retriesFor(first.method); attempt++) {
    // A fresh timeout signal for each attempt.
    const { url, init } = attempt === 0 ? first : buildRequest(request, options);
    try {
      response = await doFetch(url, init);
      networkError = undefined;
      if (!RETRY_STATUSES.has(response.status)) break;
    } catch (error) {
      response = undefined;
      networkError = error;
    }
  }
  if (!response) return fail(0, [], networkError);

  const body = (await response.json().catch(() => null)) as {
    data?: TData | null;
    errors?: GraphQLError[];
  } | null;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const data = body?.data ?? null;
  if (!response.ok && !body) return fail(response.status, []);
  if (errors.length > 0 || !response.ok) {
    if (options.errorPolicy !== 'all') return fail(response.status, errors);
    options.onFailure?.({
      client: options.clientName ?? 'default',
      operationType: operation.type,
      operationName: request.operationName ?? operation.name,
      status: response.status,
      messages: errors.map((error) => error.message),
    });
  }
  return { data, errors, status: response.status, headers: response.headers };
}
