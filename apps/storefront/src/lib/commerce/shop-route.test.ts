import { afterEach, describe, expect, it, vi } from 'vitest';
import { callShop, debugEnabled } from './shop-route';

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

  it('posts the operation name and variables to the same-origin route, and reads data and messages', async () => {
    answerWith({ data: { cart: { total: 1 } }, errors: [{ message: 'Coupon expired' }] });
    vi.stubGlobal('window', { location: { search: '' } });
    const answer = await callShop('applyCoupon', { code: 'x' }, 'unreachable');
    expect(answer).toEqual({ data: { cart: { total: 1 } }, errors: ['Coupon expired'], reached: true });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'applyCoupon',
      variables: { code: 'x' },
    });
  });

  it('answers the fallback message when the shop cannot be reached, never throwing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.stubGlobal('window', { location: { search: '' } });
    expect(await callShop('getCart', {}, 'The shop could not be reached.')).toEqual({
      data: null,
      errors: ['The shop could not be reached.'],
      // No answer at all (offline, or a request aborted by leaving the page): nothing to recover from.
      reached: false,
    });
  });

  it('writes errors to the console only with a debug query parameter', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith({ data: null, errors: [{ message: 'Nope' }] });
    vi.stubGlobal('window', { location: { search: '?page=2' } });
    await callShop('getCart', {}, 'x');
    expect(consoleError).not.toHaveBeenCalled();
    vi.stubGlobal('window', { location: { search: '?debug' } });
    await callShop('getCart', {}, 'x');
    expect(consoleError).toHaveBeenCalledWith('[shop] getCart:', ['Nope']);
  });
});

describe('debugEnabled', () => {
  it('is on for ?debug, ?debug=1 and among other parameters', () => {
    expect(debugEnabled('?debug')).toBe(true);
    expect(debugEnabled('?a=1&debug=1')).toBe(true);
    expect(debugEnabled('?debugger=1')).toBe(false);
    expect(debugEnabled('')).toBe(false);
  });
});
