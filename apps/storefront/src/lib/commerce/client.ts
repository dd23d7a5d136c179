import 'server-only';

/** Where the commerce backend's GraphQL endpoint lives; read per request so `next start` honours the runtime env. */
export function graphqlEndpoint(): string {
  return process.env.GQL_HOST ?? 'http://127.0.0.1:4000/graphql';
}

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

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Runs one GraphQL operation against the commerce backend, server-side only.
 * Uncached for now (`no-store`); tagged caching comes with the catalogue pages.
 */
export async function commerceFetch<
  TData,
  TVariables extends Record<string, unknown> = Record<string, never>,
>(query: string, variables?: TVariables): Promise<TData> {
  const endpoint = graphqlEndpoint();
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new CommerceError(
      `The commerce backend at ${endpoint} is unreachable. Is it running? (start it with \`npm start -w @ppe/commerce\` or set GQL_HOST)`,
      'UNREACHABLE',
      { cause },
    );
  }

  if (!response.ok) {
    throw new CommerceError(
      `The commerce backend at ${endpoint} answered HTTP ${response.status} ${response.statusText}`,
      'HTTP_ERROR',
    );
  }

  const body = (await response.json()) as GraphQLResponse<TData>;
  const firstError = body.errors?.[0];
  if (firstError) {
    throw new CommerceError(firstError.message, 'GRAPHQL_ERROR');
  }
  if (body.data == null) {
    throw new CommerceError(`The commerce backend at ${endpoint} returned no data`, 'GRAPHQL_ERROR');
  }
  return body.data;
}
