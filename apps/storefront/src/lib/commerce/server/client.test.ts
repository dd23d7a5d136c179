import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { commerceQuery, CommerceError } = await import('./client');
const { GetProductDocument, GetProductsDocument } = await import('@/graphql/generated');

/** A backend answering every request with `body` (and `status`), and the requests it got. */
function backend(body: unknown, status = 200) {
  const requests: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      requests.push(init);
      return Response.json(body, { status });
    }),
  );
  return requests;
}

const productVariables = { slug: 'no-such-thing', withRelated: false, withReviews: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('commerceQuery', () => {
  it("reads WooGraphQL's unknown-slug error as a product that is not there, so the page is a 404", async () => {
    // Recorded on WordPress 6.9 + WooCommerce 9.9.5 + WooGraphQL 1.0.2:
    // { product(id: "no-such-thing", idType: SLUG) { databaseId } } → HTTP 200 with this body.
    backend({
      errors: [
        { message: 'No product ID was found corresponding to the slug: no-such-thing', path: ['product'] },
      ],
      data: { product: null },
    });
    await expect(commerceQuery(GetProductDocument, productVariables)).resolves.toEqual({ product: null });
  });

  it('still fails on any other error, naming the first message', async () => {
    backend({ errors: [{ message: 'Internal server error', path: ['product'] }], data: { product: null } });
    const failure = commerceQuery(GetProductDocument, productVariables);
    await expect(failure).rejects.toBeInstanceOf(CommerceError);
    await expect(failure).rejects.toThrow('Internal server error');
  });

  it('fails when a not-found error comes with another error', async () => {
    backend({
      errors: [
        { message: 'No product ID was found corresponding to the slug: x', path: ['product'] },
        { message: 'Database connection failed' },
      ],
      data: { product: null },
    });
    await expect(commerceQuery(GetProductDocument, productVariables)).rejects.toThrow(
      'No product ID was found',
    );
  });

  it('sends the shop\'s own origin, which Headless Login\'s "Block unauthorized domains" requires', async () => {
    vi.stubEnv('SITE_URL', 'https://shop.example.com/');
    const requests = backend({ data: { products: { nodes: [] } } });
    await commerceQuery(GetProductsDocument, {});
    expect((requests[0]?.headers as Record<string, string> | undefined)?.origin).toBe(
      'https://shop.example.com',
    );
  });
});
