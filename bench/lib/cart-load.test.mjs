import { createServer } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCartOperationId, addToCartRequests, refusalOf, sessionFromSetCookie } from './cart-load.mjs';
import { load } from './load.mjs';

describe('sessionFromSetCookie', () => {
  it('reads the session cookie among others, in one header or several', () => {
    expect(sessionFromSetCookie('woo_session=abc.def; Path=/; HttpOnly')).toBe('abc.def');
    expect(sessionFromSetCookie(['NEXT_LOCALE=en; Path=/', 'woo_session=t1; Path=/'])).toBe('t1');
    expect(sessionFromSetCookie(undefined)).toBeNull();
    expect(sessionFromSetCookie('woo_session=; Max-Age=0')).toBeNull();
  });
});

describe('refusalOf', () => {
  it('tells an added item from a refusal', () => {
    expect(refusalOf('{"data":{"addToCart":{"cart":{}}}}')).toBeNull();
    expect(refusalOf('{"data":null,"errors":[{"message":"Out of stock"}]}')).toBe('Out of stock');
    expect(refusalOf('<html>')).toBe('not JSON');
  });
});

describe('addToCartOperationId', () => {
  it('finds the cart mutation among the build’s registered operations', () => {
    expect(addToCartOperationId()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('addToCartRequests under autocannon', () => {
  let server;
  afterEach(() => server?.close());

  it('gives each connection a session of its own, kept for the shopper’s additions', async () => {
    let sessions = 0;
    const additions = new Map();
    server = createServer((request, response) => {
      let session = /woo_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (!session) {
        session = `s${++sessions}`;
        response.setHeader('set-cookie', `woo_session=${session}; Path=/; HttpOnly`);
      }
      additions.set(session, (additions.get(session) ?? 0) + 1);
      response.setHeader('content-type', 'application/json');
      response.end('{"data":{"addToCart":{"cart":{}}}}');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const tally = { shoppers: 0, refused: 0 };
    const requests = addToCartRequests({ operationId: 'x', productId: 1, additionsPerShopper: 5, tally });
    const result = await load(`http://127.0.0.1:${server.address().port}`, {
      requests,
      connections: 3,
      amount: 30,
    });

    expect(result.requests.total).toBe(30);
    // Three connections, each a new shopper every five additions: six sessions of five additions.
    expect(sessions).toBe(6);
    expect([...additions.values()]).toEqual([5, 5, 5, 5, 5, 5]);
    expect(tally).toEqual({ shoppers: 6, refused: 0 });
  });
});
