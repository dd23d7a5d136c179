/**
 * Account enumeration: what a stranger learns about who has an account from registration, the
 * checkout's "create an account", the password reset and the login. WooCommerce's sentences
 * name what is taken (kept by default); COMMERCE_REGISTRATION_ERRORS=private answers one sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { customers, orders } from '../db/schema.ts';
import { LOGIN, PASSWORD, REGISTER, RESET_PASSWORD_EMAIL } from '../testing/account-operations.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { EMAIL_TAKEN, USERNAME_TAKEN } from './customers.ts';
import { REGISTRATION_REFUSED } from './registration-errors.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;

async function storeWithAccount(mode: 'woocommerce' | 'private'): Promise<TestStore> {
  const store = await startTestStore({ env: { COMMERCE_REGISTRATION_ERRORS: mode } });
  await shopper(store).data(REGISTER, {
    input: { username: 'existing', email: 'existing@example.com', password: PASSWORD },
  });
  return store;
}

/** The whole answer as a stranger sees it: errors (message, code) and data. */
async function answer(store: TestStore, query: string, variables: Record<string, unknown>) {
  const result = await shopper(store).graphql(query, variables);
  return JSON.stringify({ data: result.data ?? null, errors: result.errors ?? null });
}

const register = (store: TestStore, input: Record<string, unknown>) =>
  answer(store, REGISTER, { input: { password: PASSWORD, authenticate: true, ...input } });

describe('COMMERCE_REGISTRATION_ERRORS setting', () => {
  it('keeps WooCommerce by default and refuses a bad value in words', () => {
    expect(loadConfig({}).registrationErrors).toBe('woocommerce');
    expect(() => loadConfig({ COMMERCE_REGISTRATION_ERRORS: 'quiet' })).toThrow(
      /COMMERCE_REGISTRATION_ERRORS must be "woocommerce"/,
    );
  });
});

describe('with WooCommerce messages (default)', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWithAccount('woocommerce');
  });
  afterAll(() => store?.close());

  it('says which of the email and the username is taken, as WooCommerce does', async () => {
    expect(await register(store, { email: 'EXISTING@example.com' })).toContain(EMAIL_TAKEN);
    expect(await register(store, { username: 'Existing', email: 'new@example.com' })).toContain(
      USERNAME_TAKEN,
    );
  });
});

describe('with private registration messages', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWithAccount('private');
  });
  afterAll(() => store?.close());

  it('answers a taken email and a taken username with one sentence that names neither', async () => {
    const before = (await store.database.db.select().from(customers)).length;
    const takenEmail = await register(store, { email: 'existing@example.com' });
    const takenUsername = await register(store, { username: 'EXISTING', email: 'other@example.com' });
    const both = await register(store, { username: 'existing', email: 'existing@example.com' });
    expect(JSON.parse(takenEmail).errors[0]).toMatchObject({
      message: REGISTRATION_REFUSED,
      extensions: { code: 'REGISTRATION_REFUSED' },
    });
    expect(takenUsername).toBe(takenEmail);
    expect(both).toBe(takenEmail);
    expect((await store.database.db.select().from(customers)).length).toBe(before);
  });

  it("answers the checkout's create-an-account the same way, placing no order", async () => {
    const productId = await addProduct(store.database.db, { price: 1000 });
    const me = shopper(store);
    await me.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
    const before = (await store.database.db.select().from(orders)).length;
    const message = await me.error(CHECKOUT, {
      input: {
        paymentMethod: 'cod',
        account: { username: '', password: PASSWORD },
        billing: {
          firstName: 'Eve',
          lastName: 'Prober',
          address1: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          postcode: '62701',
          country: 'US',
          email: 'existing@example.com',
          phone: '555-123-4567',
        },
      },
    });
    expect(message).toBe(REGISTRATION_REFUSED);
    expect((await store.database.db.select().from(orders)).length).toBe(before);
  });
});

describe.each(['woocommerce', 'private'] as const)('with %s registration messages', (mode) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await storeWithAccount(mode);
  });
  afterAll(() => store?.close());

  it('answers a password reset for an account and for nobody identically', async () => {
    const known = await answer(store, RESET_PASSWORD_EMAIL, { username: 'existing@example.com' });
    const unknown = await answer(store, RESET_PASSWORD_EMAIL, { username: 'nobody@example.com' });
    expect(known).toBe(unknown);
    expect(JSON.parse(known).data).toEqual({ sendPasswordResetEmail: { success: true } });
  });

  it('answers a login with a wrong password and with an unknown user identically', async () => {
    const wrongPassword = await answer(store, LOGIN, { username: 'existing', password: 'not the password' });
    const nobody = await answer(store, LOGIN, { username: 'nobody', password: 'not the password' });
    expect(wrongPassword).toBe(nobody);
    expect(wrongPassword).toContain('The user could not be logged in.');
  });
});
