/**
 * A shopper for tests: sends GraphQL to a TestStore as a WooGraphQL client does, keeping the
 * `woocommerce-session` token the backend returns and sending it back on every request, and
 * sending `Authorization: Bearer <authToken>` once the test sets `authToken` (after a login).
 */
import type { ExecutionResult } from 'graphql';
import type { TestStore } from './test-store.ts';

export interface Shopper {
  /** The session header to send: "Session <token>", the last token received, as clients send it. */
  session: string | null;
  /** The session header of the last response, exactly as received: the bare token (null when none). */
  lastResponseSession: string | null;
  /** The auth token sent as `Authorization: Bearer …`; null for a guest. */
  authToken: string | null;
  graphql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<TData>>;
  /** Fails on any GraphQL error. */
  data<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<TData>;
  /** The first error message of an operation that must fail. */
  error(query: string, variables?: Record<string, unknown>): Promise<string>;
}

export function shopper(
  /**
   * `language` sends every request with `?lang=` (the storefront's content language); `headers`
   * go with every request (a browser client's `Origin`).
   */
  store: Pick<TestStore, 'url'> & { language?: string; headers?: Record<string, string> },
  session: string | null = null,
  authToken: string | null = null,
): Shopper {
  const self: Shopper = {
    session,
    lastResponseSession: null,
    authToken,
    graphql: async <TData>(query: string, variables?: Record<string, unknown>) => {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...store.headers };
      if (self.session) headers['woocommerce-session'] = self.session;
      if (self.authToken) headers.authorization = `Bearer ${self.authToken}`;
      const endpoint = `${store.url}/graphql${store.language ? `?lang=${store.language}` : ''}`;
      const response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      self.lastResponseSession = response.headers.get('woocommerce-session');
      if (self.lastResponseSession) self.session = `Session ${self.lastResponseSession}`;
      return (await response.json()) as ExecutionResult<TData>;
    },
    data: async <TData>(query: string, variables?: Record<string, unknown>) => {
      const result = await self.graphql<TData>(query, variables);
      if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
      return result.data as TData;
    },
    error: async (query: string, variables?: Record<string, unknown>) => {
      const result = await self.graphql(query, variables);
      const message = result.errors?.[0]?.message;
      if (!message) throw new Error(`Expected an error, got ${JSON.stringify(result.data)}`);
      return message;
    },
  };
  return self;
}
