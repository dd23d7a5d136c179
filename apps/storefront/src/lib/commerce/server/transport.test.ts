import { describe, expect, it } from 'vitest';
import {
  buildRequest,
  type FailureRecord,
  GraphQLClientError,
  graphqlRequest,
  operationOf,
} from './transport';

const ENDPOINT = 'http://backend.test/graphql';
const QUERY = 'query getCart { cart { total } }';
const MUTATION =
  'mutation addToCart($input: AddToCartInput!) { addToCart(input: $input) { cart { total } } }';

type Answer = { status: number; body?: unknown } | 'network-error';

/** A fetch that answers from a script and records every call. */
function scriptedFetch(...answers: Answer[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!answer || answer === 'network-error') throw new TypeError('fetch failed');
    return new Response(answer.body === undefined ? 'oops' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return { fetchImpl, calls };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('requests', () => {
  it('POSTs JSON with query, variables and operationName, accepting graphql-response+json', () => {
    const { url, init, method } = buildRequest(
      { query: QUERY, variables: { a: 1 }, operationName: 'getCart' },
      { endpoint: ENDPOINT },
    );
    expect(method).toBe('POST');
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init.body))).toEqual({
      query: QUERY,
      variables: { a: 1 },
      operationName: 'getCart',
    });
    expect(headersOf(init)).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends queries as GET when configured, never mutations', () => {
    const get = buildRequest(
      { query: QUERY, variables: { a: 1 }, operationName: 'getCart' },
      { endpoint: ENDPOINT, useGetForQueries: true },
    );
    expect(get.method).toBe('GET');
    expect(get.init.body).toBeUndefined();
    const url = new URL(get.url);
    expect(url.searchParams.get('query')).toBe(QUERY);
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ a: 1 });
    expect(url.searchParams.get('operationName')).toBe('getCart');
    expect(headersOf(get.init)['content-type']).toBeUndefined();

    const post = buildRequest(
      { query: MUTATION, operationName: 'addToCart' },
      { endpoint: ENDPOINT, useGetForQueries: true },
    );
    expect(post.method).toBe('POST');
  });

  // WPGraphQL Smart Cache serves a saved document by its `queryId`, in a GET's query string or a
  // POST body, in place of `query` (wp-graphql/wp-graphql-smart-cache, docs/persisted-queries.md).
  it('sends a persisted query by its queryId as a GET, never its text', () => {
    const { url, init, method } = buildRequest(
      { query: QUERY, queryId: 'abc123', variables: { a: 1 }, operationName: 'getCart' },
      { endpoint: ENDPOINT },
    );
    expect(method).toBe('GET');
    expect(init.body).toBeUndefined();
    const params = new URL(url).searchParams;
    expect(params.get('queryId')).toBe('abc123');
    expect(params.has('query')).toBe(false);
    expect(JSON.parse(params.get('variables') ?? '')).toEqual({ a: 1 });
    expect(params.get('operationName')).toBe('getCart');
  });

  it('sends a persisted mutation by its queryId in a POST body, never its text', () => {
    const { url, init, method } = buildRequest(
      { query: MUTATION, queryId: 'def456', variables: { input: {} }, operationName: 'addToCart' },
      { endpoint: ENDPOINT, useGetForQueries: true },
    );
    expect(method).toBe('POST');
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init.body))).toEqual({
      queryId: 'def456',
      variables: { input: {} },
      operationName: 'addToCart',
    });
  });

  it('puts the token in the configured header with the configured prefix', () => {
    const bearer = buildRequest({ query: QUERY }, { endpoint: ENDPOINT, auth: { token: 'abc' } });
    expect(headersOf(bearer.init).Authorization).toBe('Bearer abc');
    const custom = buildRequest(
      { query: QUERY },
      { endpoint: ENDPOINT, auth: { token: 'abc', headerName: 'X-Auth', tokenType: '' } },
    );
    expect(headersOf(custom.init)['X-Auth']).toBe('abc');
    expect(headersOf(custom.init).Authorization).toBeUndefined();
    const none = buildRequest({ query: QUERY }, { endpoint: ENDPOINT, auth: { token: null } });
    expect(headersOf(none.init).Authorization).toBeUndefined();
  });

  it('reads the operation type and name, also of a bare selection set', () => {
    expect(operationOf(MUTATION)).toEqual({ type: 'mutation', name: 'addToCart' });
    expect(operationOf('{ cart { total } }')).toEqual({ type: 'query', name: null });
    expect(operationOf('# mutation in a comment\nquery a { x } mutation b { y }', 'b')).toEqual({
      type: 'mutation',
      name: 'b',
    });
  });
});

describe('errors', () => {
  it("throws the server's first message under policy 'none'", async () => {
    const { fetchImpl } = scriptedFetch({
      status: 200,
      body: { data: null, errors: [{ message: 'Out of stock' }, { message: 'b' }] },
    });
    const error = await graphqlRequest({ query: QUERY }, { endpoint: ENDPOINT, fetch: fetchImpl }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GraphQLClientError);
    expect((error as GraphQLClientError).message).toBe('Out of stock');
    expect((error as GraphQLClientError).errors).toHaveLength(2);
  });

  it("says 'GraphQL Error (Code: {status})' when the answer has no message", async () => {
    const { fetchImpl } = scriptedFetch({ status: 404 });
    await expect(
      graphqlRequest({ query: MUTATION }, { endpoint: ENDPOINT, fetch: fetchImpl }),
    ).rejects.toThrow('GraphQL Error (Code: 404)');
  });

  it("returns the errors with the data under policy 'all'", async () => {
    const { fetchImpl } = scriptedFetch({
      status: 200,
      body: { data: { cart: { total: '$1.00' } }, errors: [{ message: 'partial' }] },
    });
    const result = await graphqlRequest(
      { query: QUERY },
      { endpoint: ENDPOINT, fetch: fetchImpl, errorPolicy: 'all' },
    );
    expect(result.data).toEqual({ cart: { total: '$1.00' } });
    expect(result.errors.map((error) => error.message)).toEqual(['partial']);
  });

  it('records a failure with client, operation type and name, status and messages', async () => {
    const records: FailureRecord[] = [];
    const { fetchImpl } = scriptedFetch({
      status: 500,
      body: { errors: [{ message: 'Internal server error' }] },
    });
    await expect(
      graphqlRequest(
        { query: MUTATION, operationName: 'addToCart' },
        {
          endpoint: ENDPOINT,
          fetch: fetchImpl,
          clientName: 'storefront',
          onFailure: (record) => records.push(record),
        },
      ),
    ).rejects.toThrow('Internal server error');
    expect(records).toEqual([
      {
        client: 'storefront',
        operationType: 'mutation',
        operationName: 'addToCart',
        status: 500,
        messages: ['Internal server error'],
      },
    ]);
  });
});

describe('retries', () => {
  it('retries a GET once on 408, 409, 425, 429, 500, 502, 503 and 504', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const { fetchImpl, calls } = scriptedFetch({ status }, { status: 200, body: { data: { cart: null } } });
      const result = await graphqlRequest(
        { query: QUERY },
        { endpoint: ENDPOINT, useGetForQueries: true, fetch: fetchImpl },
      );
      expect(result.data, String(status)).toEqual({ cart: null });
      expect(calls, String(status)).toHaveLength(2);
    }
  });

  it('gives up after one retry, and never retries other statuses', async () => {
    const twice = scriptedFetch({ status: 503 }, { status: 503 }, { status: 200, body: { data: {} } });
    await expect(
      graphqlRequest(
        { query: QUERY },
        { endpoint: ENDPOINT, useGetForQueries: true, fetch: twice.fetchImpl },
      ),
    ).rejects.toThrow('GraphQL Error (Code: 503)');
    expect(twice.calls).toHaveLength(2);

    const notFound = scriptedFetch({ status: 404 }, { status: 200, body: { data: {} } });
    await expect(
      graphqlRequest(
        { query: QUERY },
        { endpoint: ENDPOINT, useGetForQueries: true, fetch: notFound.fetchImpl },
      ),
    ).rejects.toThrow('GraphQL Error (Code: 404)');
    expect(notFound.calls).toHaveLength(1);
  });

  it('never retries a request with a body, even on a retryable status', async () => {
    const { fetchImpl, calls } = scriptedFetch({ status: 503 }, { status: 200, body: { data: {} } });
    await expect(
      graphqlRequest({ query: MUTATION }, { endpoint: ENDPOINT, fetch: fetchImpl }),
    ).rejects.toThrow('GraphQL Error (Code: 503)');
    expect(calls).toHaveLength(1);
  });

  it('retries a GET after a network failure, and reports status 0 when it keeps failing', async () => {
    const recovered = scriptedFetch('network-error', { status: 200, body: { data: { ok: true } } });
    const result = await graphqlRequest(
      { query: QUERY },
      { endpoint: ENDPOINT, useGetForQueries: true, fetch: recovered.fetchImpl },
    );
    expect(result.data).toEqual({ ok: true });

    const down = scriptedFetch('network-error');
    const error = await graphqlRequest(
      { query: MUTATION },
      { endpoint: ENDPOINT, fetch: down.fetchImpl },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLClientError);
    expect((error as GraphQLClientError).status).toBe(0);
    expect(down.calls).toHaveLength(1);
  });
});
