import { afterEach, describe, expect, it, vi } from 'vitest';
import { GetCartOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from './shop-route';

afterEach(() => vi.unstubAllGlobals());

describe('the by-name callShop kept for callers not yet on the typed client', () => {
  it("runs the registered operation by its id and answers a cart operation's storefront cart and account", async () => {
    vi.stubGlobal('window', { location: { search: '' } });
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            data: { cart: { subtotal: '12.50', contents: { itemCount: 0, nodes: [] } }, viewer: null },
          }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await callShop<{ cart: { itemCount: number } | null; account: unknown }>(
      'getCart',
      {},
      'x',
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      id: GetCartOperation.id,
      variables: {},
    });
    expect(answer.data?.cart?.itemCount).toBe(0);
    expect(answer.data?.account).toEqual({ viewer: null, customer: null, loginClients: [] });
  });

  it('refuses a name that is not registered without asking anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await callShop('getCustomers', {}, 'x')).errors).toEqual(['Operation not allowed']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
