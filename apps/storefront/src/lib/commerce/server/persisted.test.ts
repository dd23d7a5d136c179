/**
 * STOREFRONT_PERSISTED_OPERATIONS: the server sends the registered id of each document, never its
 * text, so a backend holding only the registry's documents serves the whole shop; off, the text
 * goes as always (a stock WooCommerce site knows only ad-hoc queries). WPGraphQL Smart Cache reads
 * `queryId` from a GET's query string or a POST body (wp-graphql/wp-graphql-smart-cache,
 * docs/persisted-queries.md).
 */
import { readFileSync } from 'node:fs';
import { print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToCartDocument, GetCartDocument, GetProductsDocument } from '@/graphql/generated';
import { ALL_PLUGINS, NO_PLUGINS } from '@/graphql/plugin-features';
import { PRODUCT_FEATURES, productDocument } from '@/graphql/product-document';

vi.mock('server-only', () => ({}));
const { commerceQuery } = await import('./client');
const { sessionRequest } = await import('./session-request');

const manifest = JSON.parse(
  readFileSync(new URL('../../../graphql/generated/persisted-operations.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** Answers every request with `data` and records what was sent. */
function recordRequests(data: unknown) {
  const sent: Array<{ method: string; url: URL; body: Record<string, unknown> | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        method: String(init.method),
        url: new URL(url),
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      });
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('with STOREFRONT_PERSISTED_OPERATIONS=on', () => {
  it('sends a query as GET ?queryId=…&variables=…&operationName=…, an id the registry holds', async () => {
    vi.stubEnv('STOREFRONT_PERSISTED_OPERATIONS', 'on');
    const sent = recordRequests({ products: { nodes: [] } });
    await commerceQuery(GetProductsDocument, { first: 2 }, { revalidate: 0 });
    const [request] = sent;
    expect(request?.method).toBe('GET');
    const queryId = request?.url.searchParams.get('queryId') ?? '';
    expect(manifest[queryId]).toBe(print(GetProductsDocument));
    expect(request?.url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(request?.url.searchParams.get('variables') ?? '')).toEqual({ first: 2 });
    expect(request?.url.searchParams.get('operationName')).toBe('getProducts');
  });

  it("sends a mutation as POST {queryId, variables, operationName}, and the route's calls too", async () => {
    vi.stubEnv('STOREFRONT_PERSISTED_OPERATIONS', 'on');
    const sent = recordRequests({ addToCart: null, cart: null });
    await sessionRequest(AddToCartDocument, { productId: 1, quantity: 1 }, null);
    await sessionRequest(GetCartDocument, {}, 'session');
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      queryId: expect.any(String),
      variables: { productId: 1, quantity: 1 },
      operationName: 'addToCart',
    });
    expect(manifest[String(sent[0]?.body?.queryId)]).toBe(print(AddToCartDocument));
    expect(sent[1]?.method).toBe('GET');
    expect(manifest[sent[1]?.url.searchParams.get('queryId') ?? '']).toBe(print(GetCartDocument));
  });

  it("sends the product page's document, composed for the site's plugins, by a registered id", async () => {
    vi.stubEnv('STOREFRONT_PERSISTED_OPERATIONS', 'on');
    const sent = recordRequests({ product: null });
    const sets = [NO_PLUGINS, ALL_PLUGINS, ...PRODUCT_FEATURES.map((f) => ({ ...NO_PLUGINS, [f]: true }))];
    for (const capabilities of sets) {
      await commerceQuery(productDocument(capabilities), { slug: 'x' }, { revalidate: 0 });
    }
    const ids = sent.map((request) => request.url.searchParams.get('queryId') ?? '');
    expect(new Set(ids).size).toBe(sets.length);
    for (const id of ids) expect(manifest[id]).toMatch(/^query getProduct\b/);
  });
});

describe('without the setting', () => {
  it('sends the query text, as a stock WooCommerce site expects', async () => {
    const sent = recordRequests({ products: { nodes: [] } });
    await commerceQuery(GetProductsDocument, { first: 2 }, { revalidate: 0 });
    await sessionRequest(AddToCartDocument, { productId: 1, quantity: 1 }, null);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body?.query).toBe(print(GetProductsDocument));
    expect(sent[0]?.body).not.toHaveProperty('queryId');
    expect(sent[1]?.body?.query).toBe(print(AddToCartDocument));
    expect(sent[1]?.body).not.toHaveProperty('queryId');
  });
});
