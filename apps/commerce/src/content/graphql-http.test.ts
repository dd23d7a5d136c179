/**
 * GraphQL over HTTP as WPGraphQL serves it (POST and GET), the refusals of malformed
 * requests, the depth limit, the health check and the product images under /media.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../testing/catalog-facts.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;

beforeAll(async () => {
  store = await startTestStore();
});

afterAll(async () => {
  await store?.close();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

const get = (params: Record<string, string>) => fetch(`${store.url}/graphql?${new URLSearchParams(params)}`);

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('GraphQL over HTTP', () => {
  it('answers a query sent with GET', async () => {
    const response = await get({ query: '{ generalSettings { title } }' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ generalSettings: { title: expect.any(String) } });
  });

  it('reads GET variables and operationName from the query string', async () => {
    const response = await get({
      query:
        'query A { allowedCountries } query B($c: CountriesEnum!) { countryStates(country: $c) { code } }',
      operationName: 'B',
      variables: JSON.stringify({ c: 'US' }),
    });
    const body = (await response.json()) as { data: { countryStates: { code: string }[] } };
    expect(body.data.countryStates.map((s) => s.code)).toContain('NY');
  });

  it('answers 400 with a message for GET variables that are not JSON', async () => {
    const response = await get({ query: '{ allowedCountries }', variables: '{not json' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Body;
    expect(body.errors?.[0]?.message).toMatch(/variables.*not valid JSON/);
  });

  it('refuses a mutation sent with GET with 405', async () => {
    const response = await get({
      query:
        'mutation { submitContactForm(input: {name: "A", email: "a@example.com", message: "0123456789"}) { success } }',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const body = (await response.json()) as Body;
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toMatch(/mutation/i);
  });

  it('answers 400 for a POST body that is not JSON', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).errors?.[0]?.message).toMatch(/not valid JSON/);
  });

  it('answers 400 for a request without a query', async () => {
    for (const body of [JSON.stringify({ variables: {} }), JSON.stringify({ query: '   ' }), '[]']) {
      const response = await post(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as Body).errors?.[0]?.message, body).toMatch(/query/);
    }
    const response = await get({});
    expect(response.status).toBe(400);
  });

  it('answers 400 when variables is not an object', async () => {
    const response = await post(JSON.stringify({ query: '{ allowedCountries }', variables: [1, 2] }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Body).errors?.[0]?.message).toMatch(
      /"variables" must be a JSON object/,
    );
  });

  it('answers 400 with a sentence to variables nested 100,000 deep, used or not, before anything runs', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    for (const body of [
      `{"query":"{ allowedCountries }","variables":{"unused":${deep}}}`,
      `{"query":"query ($c: CountriesEnum!) { countryStates(country: $c) { code } }","variables":{"c":${deep}}}`,
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as Body).errors).toEqual([
        { message: '"variables" may be nested at most 32 levels deep.' },
      ]);
    }
  });

  it('reports a syntax error in errors[0].message', async () => {
    const result = await store.graphql('{ products { nodes { slug }');
    expect(result.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(result.data ?? null).toBeNull();
  });

  it('reports a field the schema does not have', async () => {
    const result = await store.graphql('{ products { nodes { colour } } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "colour"/);
  });

  it('asks for operationName when a document has several operations', async () => {
    const result = await store.graphql('query A { allowedCountries } query B { allowedCountries }');
    expect(result.errors?.[0]?.message).toMatch(/operationName/);
  });

  it('refuses a query nested deeper than 20 levels', async () => {
    // Two children a level: within the cost limit (api/cost.ts), so only the depth counts.
    const nested = (levels: number) =>
      `{ productCategories { nodes { ${'children(first: 2) { nodes { '.repeat(levels)} slug ${'} } '.repeat(levels)} } } }`;
    // 2 + 2×10 + 1 = 23 levels.
    const deep = await store.graphql(nested(10));
    expect(deep.errors?.[0]?.message).toMatch(/nested too deeply \(at most 20 levels\)/);
    expect(deep.data ?? null).toBeNull();
    // 2 + 2×8 + 1 = 19 levels is fine.
    const shallow = await store.graphql(nested(8));
    expect(shallow.errors).toBeUndefined();
  });

  it('counts depth through fragments', async () => {
    const fragment = `fragment Deep on ProductCategory { ${'children { nodes { '.repeat(10)} slug ${'} } '.repeat(10)} }`;
    const result = await store.graphql(`{ productCategories { nodes { ...Deep } } } ${fragment}`);
    expect(result.errors?.[0]?.message).toMatch(/nested too deeply/);
  });

  it('answers with application/graphql-response+json when the client accepts it', async () => {
    const response = await post(JSON.stringify({ query: '{ allowedCountries }' }), {
      accept: 'application/graphql-response+json',
    });
    expect(response.headers.get('content-type')).toMatch(/application\/graphql-response\+json/);
  });

  it('answers CORS preflight requests', async () => {
    const response = await fetch(`${store.url}/graphql`, { method: 'OPTIONS' });
    // 200, as WPGraphQL answers a preflight (recorded from a real site: conformance/real-site).
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/woocommerce-session/);
  });

  it('answers 404 for paths it does not serve', async () => {
    const response = await fetch(`${store.url}/wp-admin`);
    expect(response.status).toBe(404);
  });
});

describe('GET /health', () => {
  it('reports ok', async () => {
    const response = await fetch(`${store.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('GET /media/{id}/{size}.webp', () => {
  let imageId: number;
  let sourceUrl: string;
  beforeAll(async () => {
    const product = catalog.products[0];
    const { product: node } = await store.data<{
      product: { image: { databaseId: number; sourceUrl: string } };
    }>(
      'query($slug: ID!) { product(id: $slug, idType: SLUG) { image { databaseId sourceUrl(size: THUMBNAIL) } } }',
      { slug: product?.slug },
    );
    imageId = node.image.databaseId;
    sourceUrl = node.image.sourceUrl;
  });

  it('serves a product image as WebP', async () => {
    const response = await fetch(`${store.url}/media/${imageId}/thumbnail.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(bytes.length).toBe(Number(response.headers.get('content-length')));
  });

  it('serves the image at the URL GraphQL gives', async () => {
    expect(sourceUrl).toBe(`${store.url}/media/${imageId}/thumbnail.webp`);
    const response = await fetch(sourceUrl);
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown size', async () => {
    expect((await fetch(`${store.url}/media/${imageId}/huge.webp`)).status).toBe(404);
  });

  it('answers 404 for an unknown image id', async () => {
    expect((await fetch(`${store.url}/media/999999999/thumbnail.webp`)).status).toBe(404);
  });
});
