/**
 * The `woocommerce-session` header on a stock backend, as WooGraphQL 1.0.2's QL_Session_Handler
 * answers it (includes/utils/class-ql-session-handler.php; real-site/README.md, observations 4
 * and 5): a token it cannot use is reported by the cart in firebase/php-jwt's words, with a new
 * session's token in the header; the token travels on session start, cart writes and login, and
 * not with answers that only read.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionId, signSessionToken } from '../../sessions/token.ts';
import { LOGIN, PASSWORD, registerShopper } from '../../testing/account-operations.ts';
import { ADD_TO_CART, GET_CART } from '../../testing/cart-operations.ts';
import { addProduct } from '../../testing/cart-products.ts';
import { shopper } from '../../testing/shopper.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';

const SECRET = 'a session secret for the stock session tests';
let store: TestStore;
let productId: number;
beforeAll(async () => {
  store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock', COMMERCE_SESSION_SECRET: SECRET } });
  productId = await addProduct(store.database.db, { price: 900 });
});
afterAll(() => store?.close());

/** The cart read with this `woocommerce-session` header: the answer and the header sent back. */
async function cartWith(header: string) {
  const response = await fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'woocommerce-session': header },
    body: JSON.stringify({ query: '{ cart { isEmpty } }' }),
  });
  return { body: await response.json(), newToken: response.headers.get('woocommerce-session') };
}

/** A WooGraphQL session JWT as another site signs it (its own secret). */
const tokenOfAnotherSite = () =>
  new SignJWT({ iss: 'https://another.example', data: { customer_id: 't_0123456789abcdef' } })
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('2 days')
    .sign(new TextEncoder().encode('graphql-woo-cart-session'));

describe('stock profile: a session token it cannot use (observation 5)', () => {
  it('is named by its shape, as php-jwt names it, and answered with a new token', async () => {
    const cases: [string, string][] = [
      ['Session not.a-valid.token', 'invalid_token: Malformed UTF-8 characters'],
      ['Session abc', 'invalid_token: Wrong number of segments'],
      [`Session ${await tokenOfAnotherSite()}`, 'invalid_token: Signature verification failed'],
      [await tokenOfAnotherSite(), 'invalid_cart_token: Invalid Cart-Token'],
    ];
    for (const [header, message] of cases) {
      const { body, newToken } = await cartWith(header);
      expect(body, header).toEqual({
        data: { cart: null },
        // Errors carry no extensions on a stock site.
        errors: [{ message, locations: [{ line: 1, column: 3 }], path: ['cart'] }],
      });
      expect(newToken, header).toMatch(/\S/);
    }
  });

  it("takes its own token for a minute past its expiry (php-jwt's leeway), then says it expired", async () => {
    const expiredAgo = (ms: number) =>
      `Session ${signSessionToken(SECRET, { id: newSessionId(), expiresAt: new Date(Date.now() - ms) })}`;
    expect((await cartWith(expiredAgo(30_000))).body).toEqual({ data: { cart: { isEmpty: true } } });
    expect((await cartWith(expiredAgo(120_000))).body.errors).toEqual([
      { message: 'invalid_token: Expired token', locations: [{ line: 1, column: 3 }], path: ['cart'] },
    ]);
  });
});

describe('stock profile: when the session token travels (observation 4)', () => {
  it('with session start, a cart write and a login; not with a cart read', async () => {
    const guest = shopper(store);
    await guest.data(GET_CART);
    expect(guest.lastResponseSession, 'session start').toMatch(/\S/);
    await guest.data(GET_CART);
    expect(guest.lastResponseSession, 'cart read').toBeNull();
    await guest.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
    expect(guest.lastResponseSession, 'add to cart').toMatch(/\S/);

    const customer = shopper(store);
    await registerShopper(customer, 'travels@example.com', { username: 'travels' });
    const signedOut = shopper(store, customer.session);
    await signedOut.data(LOGIN, { username: 'travels', password: PASSWORD });
    expect(signedOut.lastResponseSession, 'login').toMatch(/\S/);
  });
});
