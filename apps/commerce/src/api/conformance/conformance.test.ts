/**
 * Runs the full profile's golden WooGraphQL wire-protocol cases (testing/conformance-cases.ts) in order against the
 * real backend on a fresh database, with one allowed CORS origin, credentials allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct } from '../../testing/cart-products.ts';
import {
  CONFORMANCE_ALLOWED_ORIGIN,
  conformanceCases,
  type Expected,
} from '../../testing/conformance-cases.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';

let store: TestStore;
const captured = new Map<string, unknown>();

beforeAll(async () => {
  store = await startTestStore({
    env: { COMMERCE_CORS_ORIGINS: CONFORMANCE_ALLOWED_ORIGIN, COMMERCE_CORS_ALLOW_CREDENTIALS: 'on' },
  });
  captured.set('productId', await addProduct(store.database.db, { price: 1500 }));
});
afterAll(() => store?.close());

/** Replaces "{{name}}" with the captured value; a whole-string placeholder keeps the value's type. */
function fill(value: unknown): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{(\w+)\}\}$/.exec(value);
    if (whole?.[1]) return captured.get(whole[1]);
    return value.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(captured.get(name)));
  }
  if (Array.isArray(value)) return value.map(fill);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
  }
  return value;
}

/** The expectation as a vitest matcher tree: placeholders become asymmetric matchers. */
function matcher(expected: Expected): unknown {
  if (expected === '<token>') return expect.stringMatching(/\S/);
  if (expected === '<number>') return expect.any(Number);
  if (expected === '<any>') return expect.anything();
  if (Array.isArray(expected)) return expected.map(matcher);
  if (expected && typeof expected === 'object') {
    return Object.fromEntries(Object.entries(expected).map(([key, item]) => [key, matcher(item)]));
  }
  return fill(expected);
}

const at = (body: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], body);

describe('WooGraphQL wire protocol, full profile', () => {
  for (const testCase of conformanceCases) {
    it(testCase.name, async () => {
      const { request, expected } = testCase;
      const headers = fill(request.headers ?? {}) as Record<string, string>;
      const response = await fetch(`${store.url}${request.path ?? '/graphql'}`, {
        method: request.method,
        headers,
        body: request.body ? JSON.stringify(fill(request.body)) : undefined,
      });
      expect(response.status).toBe(expected.status);
      for (const [name, value] of Object.entries(expected.headers ?? {})) {
        const actual = response.headers.get(name);
        if (value === '<absent>') expect(actual, name).toBeNull();
        else expect(actual, name).toEqual(matcher(value));
      }
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : null;
      // Captured first, so an expectation may name a value of the same answer.
      for (const [name, source] of Object.entries(testCase.capture ?? {})) {
        const value = 'header' in source ? response.headers.get(source.header) : at(body, source.body);
        expect(value, `captured ${name}`).toBeTruthy();
        captured.set(name, value);
      }
      if (expected.body !== undefined) expect(body).toEqual(matcher(expected.body));
    });
  }

  it('session header value is the bare token, never "Session …"', () => {
    expect(String(captured.get('guestToken'))).not.toMatch(/^Session /);
  });
});
