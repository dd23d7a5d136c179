import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AddToCartOperation,
  ApplyCouponOperation,
  GetCartOperation,
  LoginOperation,
  LoginWithProviderOperation,
  LogoutOperation,
  RegisterCustomerOperation,
} from '@/graphql/generated/browser-operations.generated';
import { callShop, debugEnabled } from './browser-client';

function answerWith(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

describe('callShop', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts only the operation's registered id and its variables to the same-origin route, and reads data and messages", async () => {
    answerWith({
      data: { applyCoupon: { cart: null } },
      errors: [
        {
          message: 'This coupon has expired.',
          extensions: { code: 'COUPON_EXPIRED', field: 'code', params: { coupon: 'X' }, debug: 'dropped' },
        },
      ],
    });
    vi.stubGlobal('window', { location: { search: '' } });
    const answer = await callShop(ApplyCouponOperation, { code: 'x' }, 'unreachable');
    // The code, field and params come along for the page to word the refusal in its language.
    expect(answer).toEqual({
      data: { applyCoupon: { cart: null } },
      errors: [
        {
          message: 'This coupon has expired.',
          code: 'COUPON_EXPIRED',
          field: 'code',
          params: { coupon: 'X' },
        },
      ],
      reached: true,
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      id: ApplyCouponOperation.id,
      variables: { code: 'x' },
    });
    expect(ApplyCouponOperation.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("names the page's language (its <html lang>) to the route as the backend reads it, English as before", async () => {
    vi.stubGlobal('window', { location: { search: '' } });
    const called = async (lang: string) => {
      answerWith({ data: { cart: null } });
      vi.stubGlobal('document', { documentElement: { lang } });
      await callShop(GetCartOperation, {}, 'unreachable');
      return vi.mocked(fetch).mock.calls[0]?.[0];
    };
    expect(await called('de-DE')).toBe('/api/graphql?lang=de');
    expect(await called('pt-BR')).toBe('/api/graphql?lang=pt-br');
    expect(await called('en-US')).toBe('/api/graphql');
    expect(await called('')).toBe('/api/graphql');
  });

  it('answers the fallback message when the shop cannot be reached, never throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('window', { location: { search: '' } });
    expect(await callShop(GetCartOperation, {}, 'The shop could not be reached.')).toEqual({
      data: null,
      errors: [{ message: 'The shop could not be reached.' }],
      // No answer at all (offline, or a request aborted by leaving the page): nothing to recover from.
      reached: false,
    });
  });

  it('writes errors to the console only with a debug query parameter', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ data: null, errors: [{ message: 'Nope' }] });
    vi.stubGlobal('window', { location: { search: '?page=2' } });
    await callShop(GetCartOperation, {}, 'x');
    expect(consoleError).not.toHaveBeenCalled();
    vi.stubGlobal('window', { location: { search: '?debug' } });
    await callShop(GetCartOperation, {}, 'x');
    expect(consoleError).toHaveBeenCalledWith('[shop] getCart:', [{ message: 'Nope' }]);
  });
});

describe('callShop before the session exists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // WooGraphQL starts a session for every request without a token (QL_Session_Handler::
  // init_session_token in wp-graphql/wp-graphql-woocommerce): two calls sent side by side before
  // the first token is known would start two sessions, and the later answer's cookie would win.
  it("sends the page's first call alone; the others wait for its answer and its session cookie", async () => {
    vi.resetModules();
    const { callShop: freshCallShop } = await import('./browser-client');
    vi.stubGlobal('window', { location: { search: '' } });
    const releases: Array<() => void> = [];
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          releases.push(() => resolve(new Response(JSON.stringify({ data: { cart: null } }))));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const read = freshCallShop(GetCartOperation, {}, 'x');
    const add = freshCallShop(AddToCartOperation, { productId: 1, quantity: 1 }, 'x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    releases[0]?.();
    await read;
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    releases[1]?.();
    await add;
    // Once the first answer is in, calls go side by side again.
    const a = freshCallShop(GetCartOperation, {}, 'x');
    const b = freshCallShop(GetCartOperation, {}, 'x');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    releases[2]?.();
    releases[3]?.();
    await Promise.all([a, b]);
  });
});

describe('callShop when the session changes hands', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // Seen in a journey: a cart read answered after Logout put the customer's session cookie back,
  // and the next call, signed out, met "Invalid session token" and reloaded the page.
  it.each([LogoutOperation, LoginOperation, RegisterCustomerOperation, LoginWithProviderOperation] as const)(
    '$name waits for the calls already under way, so none of their answers lands after it',
    async (operation) => {
      vi.resetModules();
      const { callShop: freshCallShop } = await import('./browser-client');
      vi.stubGlobal('window', { location: { search: '' } });
      const releases: Array<() => void> = [];
      const fetchMock = vi.fn(
        (_url: string, _init?: RequestInit) =>
          new Promise<Response>((resolve) => {
            releases.push(() => resolve(new Response(JSON.stringify({ data: {} }))));
          }),
      );
      vi.stubGlobal('fetch', fetchMock);
      // The page's first call, answered: later calls go side by side.
      const first = freshCallShop(GetCartOperation, {}, 'x');
      releases[0]?.();
      await first;

      const read = freshCallShop(GetCartOperation, {}, 'x');
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      const changing = freshCallShop(operation as typeof LogoutOperation, {}, 'x');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(fetchMock).toHaveBeenCalledTimes(2);
      releases[1]?.();
      await read;
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
      expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body)).id).toBe(operation.id);
      releases[2]?.();
      await changing;
    },
  );
});

describe('debugEnabled', () => {
  it('is on for ?debug, ?debug=1 and among other parameters', () => {
    expect(debugEnabled('?debug')).toBe(true);
    expect(debugEnabled('?a=1&debug=1')).toBe(true);
    expect(debugEnabled('?debugger=1')).toBe(false);
    expect(debugEnabled('')).toBe(false);
  });
});
