import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { IN_MEMORY } from '../db/client.ts';
import { carts, options, sessions } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import {
  EXPIRED_SESSION,
  INVALID_SESSION,
  purgeExpiredSessions,
  requestSession,
  SESSION_LIFETIME_MS,
} from '../sessions/session.ts';
import { newSessionId, signSessionToken, verifySessionToken } from '../sessions/token.ts';
import { ADD_TO_CART, type CartData, GET_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const storedSecret = async () => {
  const [row] = await store.database.db.select().from(options).where(eq(options.name, 'session_secret'));
  return row?.value as string;
};

describe('session tokens', () => {
  it('signs id and expiry, and rejects anything altered', () => {
    const claims = { id: newSessionId(), expiresAt: new Date(Date.now() + 1000) };
    const token = signSessionToken('a secret long enough', claims);
    expect(verifySessionToken('a secret long enough', token)).toEqual(claims);
    expect(verifySessionToken('another secret', token)).toBeNull();
    const [id, expires, signature] = token.split('.');
    expect(
      verifySessionToken('a secret long enough', `${id}.${Number(expires) + 1}.${signature}`),
    ).toBeNull();
    expect(verifySessionToken('a secret long enough', 'garbage')).toBeNull();
  });
});

describe('sessions over HTTP', () => {
  // WooGraphQL's QL_Session_Handler issues a token on every request without one and answers
  // with it bare in the `woocommerce-session` header; clients send it back as `Session <token>`.
  // WooCommerce saves session data only when there is some, so the token alone writes no row.
  it('issues a bare token on the first request without saving a row, and saves one when needed', async () => {
    const rowCount = async () => (await store.database.db.select().from(sessions)).length;
    const before = await rowCount();
    const me = shopper(store);
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.isEmpty).toBe(true);
    expect(me.lastResponseSession).toMatch(/^[\w-]+\.\d+\.[\w-]{43}$/);
    const issued = me.lastResponseSession;
    await me.data('{ products(first: 1) { nodes { name } } }');
    expect(await rowCount()).toBe(before);

    // The issued token, sent back before any row exists, is the session the cart is saved in.
    const id = await addProduct(store.database.db, { price: 1500 });
    await me.data(ADD_TO_CART, { input: { productId: id } });
    expect(await rowCount()).toBe(before + 1);
    expect(me.lastResponseSession?.split('.')[0]).toBe(issued?.split('.')[0]);

    // Sent back, it reads the same cart and comes back refreshed.
    const again = await me.data<{ cart: CartData }>(GET_CART);
    expect(again.cart.contents.itemCount).toBe(1);
    const expiry = Number(me.lastResponseSession?.split('.')[1]);
    expect(expiry).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);

    // Without the "Session " prefix WooGraphQL reads a Store API Cart-Token, which is not ours.
    const bare = shopper(store, me.session?.replace('Session ', '') ?? null);
    expect(await bare.error(GET_CART)).toBe(INVALID_SESSION);
    expect((await shopper(store).data<{ cart: CartData }>(GET_CART)).cart.isEmpty).toBe(true);
  });

  it('refuses forged and expired tokens with a clear error, and the catalogue still answers', async () => {
    const forged = shopper(store, `Session ${newSessionId()}.${Date.now() + 100_000}.${'x'.repeat(43)}`);
    expect(await forged.error(GET_CART)).toBe(INVALID_SESSION);
    expect(INVALID_SESSION).toMatch(/^Invalid session token/);
    const result = await forged.graphql('{ products(first: 1) { nodes { name } } }');
    expect(result.errors).toBeUndefined();

    const expiredToken = signSessionToken(await storedSecret(), {
      id: newSessionId(),
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = shopper(store, `Session ${expiredToken}`);
    expect(await expired.error(GET_CART)).toBe(EXPIRED_SESSION);
    // As WooGraphQL, the answer to a bad token carries a new session's token to start afresh.
    expect(expired.lastResponseSession?.split('.')[0]).not.toBe(expiredToken.split('.')[0]);
    expect((await expired.data<{ cart: CartData }>(GET_CART)).cart.isEmpty).toBe(true);
    expect(
      await shopper(store, `Session ${expiredToken}`).error(ADD_TO_CART, { input: { productId: 1 } }),
    ).toMatch(/^Your session has expired/);
  });

  it('keeps carts and the signing key across a backend restart', async () => {
    const me = shopper(store);
    const id = await addProduct(store.database.db, { price: 700 });
    await me.data(ADD_TO_CART, { input: { productId: id, quantity: 2 } });

    // A second server on the same database stands for the restarted backend: it reads the stored key.
    const config = loadConfig({ COMMERCE_PORT: '0', COMMERCE_DATA_DIR: IN_MEMORY, LOG_LEVEL: 'silent' });
    const restarted = await startServer(config, store.database, createLogger('silent'));
    try {
      const after = shopper({ url: restarted.url }, me.session);
      const { cart } = await after.data<{ cart: CartData }>(GET_CART);
      expect(cart.contents.itemCount).toBe(2);
      expect(cart.subtotal).toBe('14.00');
    } finally {
      await restarted.close();
    }
  });

  it('uses COMMERCE_SESSION_SECRET when set', async () => {
    const config = loadConfig({
      COMMERCE_PORT: '0',
      COMMERCE_DATA_DIR: IN_MEMORY,
      LOG_LEVEL: 'silent',
      COMMERCE_SESSION_SECRET: 'configured-secret-for-tests',
    });
    const other = await startServer(config, store.database, createLogger('silent'));
    try {
      const me = shopper({ url: other.url });
      await me.data(ADD_TO_CART, {
        input: { productId: await addProduct(store.database.db, { price: 100 }) },
      });
      const token = me.session?.replace('Session ', '') ?? '';
      expect(verifySessionToken('configured-secret-for-tests', token)).not.toBeNull();
      // The default server signs with the stored key, so it does not accept this token.
      expect(await shopper(store, me.session).error(GET_CART)).toBe(INVALID_SESSION);
    } finally {
      await other.close();
    }
  });
});

describe('the tokens of one request', () => {
  it('are one string, however much time passes while it runs', async () => {
    // customer.sessionToken is signed while the request runs, the response header at its end; a
    // clock that moves between the two must not give the client two different tokens.
    let clock = Date.now();
    const tick = () => (clock += 7);
    for (const sent of [
      undefined,
      `Session ${signSessionToken(await storedSecret(), { id: newSessionId(), expiresAt: new Date(clock + 60_000) })}`,
    ]) {
      const session = requestSession(store.database.db, await storedSecret(), sent, { now: tick });
      const duringRequest = await session.responseToken();
      await session.ensure();
      expect(await session.responseToken()).toBe(duringRequest);
    }
  });
});

describe('expired sessions', () => {
  it('are purged with their carts', async () => {
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId: await addProduct(store.database.db, { price: 100 }) } });
    const id = me.session?.replace('Session ', '').split('.')[0] ?? '';
    const later = new Date(Date.now() + SESSION_LIFETIME_MS + 60_000);
    expect(await purgeExpiredSessions(store.database.db, later)).toBeGreaterThan(0);
    expect(await store.database.db.select().from(carts).where(eq(carts.sessionId, id))).toEqual([]);
  });
});
