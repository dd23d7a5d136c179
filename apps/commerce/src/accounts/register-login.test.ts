import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema.ts';
import {
  GET_VIEWER,
  LOGIN,
  type LoginData,
  loginShopper,
  PASSWORD,
  REGISTER,
  registerShopper,
} from '../testing/account-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

const customerCount = async () => (await store.database.db.select().from(customers)).length;

describe('registerCustomer', () => {
  it('creates the customer, derives the username from the email and signs them in with authenticate: true', async () => {
    const me = shopper(store);
    const data = await me.data<{
      registerCustomer: {
        authToken: string;
        refreshToken: string;
        customer: Record<string, unknown>;
        viewer: Record<string, unknown>;
      };
    }>(REGISTER, {
      input: {
        email: 'Grace.Hopper@Example.com',
        password: PASSWORD,
        firstName: 'Grace',
        lastName: 'Hopper',
        authenticate: true,
      },
    });
    const { authToken, refreshToken, customer, viewer } = data.registerCustomer;
    expect(authToken.split('.')).toHaveLength(3);
    expect(refreshToken).toMatch(/^[\w-]{16}\.[\w-]{43}$/);
    expect(customer).toMatchObject({
      username: 'Grace.Hopper',
      email: 'Grace.Hopper@Example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Grace Hopper',
      isPayingCustomer: false,
      billing: { email: 'Grace.Hopper@Example.com' },
    });
    expect(customer.sessionToken).toEqual(expect.any(String));
    expect(viewer).toMatchObject({
      username: 'Grace.Hopper',
      name: 'Grace Hopper',
      nicename: 'grace-hopper',
      nickname: 'Grace.Hopper',
      roles: { nodes: [{ name: 'customer' }] },
    });
    expect((viewer.avatar as { url: string }).url).toMatch(
      /^https:\/\/secure\.gravatar\.com\/avatar\/[0-9a-f]{32}\?s=96/,
    );
    // The password is stored as an Argon2id hash, never as typed.
    const [row] = (await store.database.db.select().from(customers)).filter(
      (c) => c.username === 'Grace.Hopper',
    );
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    me.authToken = authToken;
    const viewerData = await me.data<{ viewer: { email: string } }>(GET_VIEWER);
    expect(viewerData.viewer.email).toBe('Grace.Hopper@Example.com');
  });

  it('refuses an email or a username another account has in any case, and stores nothing', async () => {
    await registerShopper(shopper(store), 'linus@example.com', { username: 'Linus' });
    const before = await customerCount();
    expect(
      await shopper(store).error(REGISTER, { input: { email: 'LINUS@EXAMPLE.COM', password: PASSWORD } }),
    ).toBe('An account is already registered with your email address. Please log in.');
    expect(
      await shopper(store).error(REGISTER, {
        input: { email: 'other@example.com', username: 'lINUS', password: PASSWORD },
      }),
    ).toBe('That username is already taken.');
    expect(await customerCount()).toBe(before);
  });

  it('gives a derived username a suffix when the email’s name is taken', async () => {
    await registerShopper(shopper(store), 'sam@one.example');
    const me = shopper(store);
    const data = await me.data<{ registerCustomer: { customer: { username: string } } }>(REGISTER, {
      input: { email: 'sam@two.example', password: PASSWORD, authenticate: true },
    });
    expect(data.registerCustomer.customer.username).toMatch(/^sam-\d{4}$/);
  });

  it('explains each bad input and creates no account', async () => {
    const before = await customerCount();
    const attempt = (input: Record<string, unknown>) => shopper(store).error(REGISTER, { input });
    expect(await attempt({ email: 'not-an-email', password: PASSWORD })).toBe(
      'Please provide a valid email address.',
    );
    expect(await attempt({ password: PASSWORD })).toBe('Please provide a valid email address.');
    // WooCommerce's registration checks with WordPress's is_email(): six characters at least.
    expect(await attempt({ email: 'a@b.c', password: PASSWORD })).toBe(
      'Please provide a valid email address.',
    );
    expect(await attempt({ email: 'nopass@example.com' })).toBe('Please enter an account password.');
    expect(await attempt({ email: 'short@example.com', password: 'short' })).toBe(
      'Your password must be at least 8 characters long.',
    );
    expect(await attempt({ email: 'long@example.com', password: 'x'.repeat(129) })).toBe(
      'Your password must be at most 128 characters long.',
    );
    expect(await attempt({ email: 'bad@example.com', username: 'no<script>', password: PASSWORD })).toMatch(
      /^Please enter a valid account username/,
    );
    expect(
      await attempt({
        email: 'state@example.com',
        password: PASSWORD,
        billing: { country: 'US', state: 'Atlantis' },
      }),
    ).toBe('"Atlantis" is not a state we know in US. Please choose one from the list.');
    expect(await customerCount()).toBe(before);
  });
});

describe('login with a password', () => {
  beforeAll(async () => {
    await registerShopper(shopper(store), 'ada@example.com', { username: 'ada', firstName: 'Ada' });
  });

  it('signs in by username in any case and returns every token, the user and the customer', async () => {
    const me = shopper(store);
    const login = await loginShopper(me, 'ADA');
    const now = Date.now() / 1000;
    expect(Number(login.authTokenExpiration)).toBeGreaterThan(now + 14 * 60);
    expect(Number(login.authTokenExpiration)).toBeLessThanOrEqual(now + 15 * 60 + 1);
    expect(Number(login.refreshTokenExpiration)).toBeGreaterThan(now + 29 * 24 * 3600);
    expect(login.user).toMatchObject({ username: 'ada', email: 'ada@example.com', firstName: 'Ada' });
    expect(login.customer).toMatchObject({ username: 'ada', databaseId: login.user.databaseId });
    // The payload's session token is the customer's cart session, and the response header says so too.
    expect(login.sessionToken).toBe(login.customer.sessionToken);
    expect(me.session).toBe(`Session ${login.sessionToken}`);
  });

  it('signs in by email address', async () => {
    const login = await loginShopper(shopper(store), 'Ada@Example.COM');
    expect(login.user.username).toBe('ada');
  });

  // Headless Login obscures every authentication error (ProviderConfig\Password returns false,
  // Auth::login answers 'The user could not be logged in.'); empty credentials have their own.
  it('answers an unknown username and a wrong password alike, and empty credentials apart', async () => {
    expect(await shopper(store).error(LOGIN, { username: 'nobody', password: PASSWORD })).toBe(
      'The user could not be logged in.',
    );
    expect(await shopper(store).error(LOGIN, { username: 'ada', password: 'wrong password' })).toBe(
      'The user could not be logged in.',
    );
    expect(await shopper(store).error(LOGIN, { username: 'ada', password: 'x'.repeat(5000) })).toBe(
      'The user could not be logged in.',
    );
    expect(await shopper(store).error(LOGIN, { username: '', password: PASSWORD })).toBe(
      'Missing username or password.',
    );
  });

  it('leaves a guest without viewer and with the guest customer', async () => {
    const data = await shopper(store).data<{
      viewer: null;
      customer: { databaseId: number; username: null };
    }>(GET_VIEWER);
    expect(data.viewer).toBeNull();
    expect(data.customer).toMatchObject({ databaseId: 0, username: null });
  });

  it('hands out tokens for the customer signed in, not another one', async () => {
    const other: LoginData = await loginShopper(shopper(store), 'linus');
    const me = shopper(store);
    me.authToken = other.authToken;
    const data = await me.data<{ viewer: { username: string } }>(GET_VIEWER);
    expect(data.viewer.username).toBe('Linus');
  });
});
