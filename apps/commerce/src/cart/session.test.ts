import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { IN_MEMORY } from '../db/client.ts';
import { carts, options } from '../db/schema.ts';
import { createLogger } from '../logger.ts';
import { startServer } from '../server.ts';
import {
  EXPIRED_SESSION,
  INVALID_SESSION,
  purgeExpiredSessions,
  SESSION_LIFETIME_MS,
} from '../sessions/session.ts';
import { newSessionId, signSessionToken, verifySessionToken } from '../sessions/token.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { ADD_TO_CART, type CartData, GET_CART } from './cart-operations.ts';
import { addProduct } from './test-fixtures.ts';

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
  it('creates a session only when needed and returns it as "Session <token>"', async () => {
    const me = shopper(store);
    const { cart } = await me.data<{ cart: CartData }>(GET_CART);
    expect(cart.isEmpty).toBe(true);
    expect(me.lastResponseSession).toBeNull();

    const id = await addProduct(store.database.db, { price: 1500 });
    await me.data(ADD_TO_CART, { input: { productId: id } });
    expect(me.lastResponseSession).toMatch(/^Session [\w-]+\.\d+\.[\w-]{43}$/);

    // Sent back, it reads the same cart and comes back refreshed.
    const again = await me.data<{ cart: CartData }>(GET_CART);
    expect(again.cart.contents.itemCount).toBe(1);
    expect(me.lastResponseSession).toMatch(/^Session /);
    const expiry = Number(me.lastResponseSession?.split('.')[1]);
    expect(expiry).toBeGreaterThan(Date.now() + SESSION_LIFETIME_MS - 60_000);

    // A bare token (no "Session " prefix) works too; another shopper has their own cart.
    const bare = shopper(store, me.session?.replace('Session ', '') ?? null);
    expect((await bare.data<{ cart: CartData }>(GET_CART)).cart.contents.itemCount).toBe(1);
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
    expect(await expired.error(ADD_TO_CART, { input: { productId: 1 } })).toMatch(
      /^Your session has expired/,
    );
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
