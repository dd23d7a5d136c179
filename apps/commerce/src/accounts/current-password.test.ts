/**
 * Taking an account over with a stolen auth token (or a browser left signed in): changing the
 * password or the email asks for the current password in the full profile. The stock profile
 * serves a stock WooGraphQL site's schema, which cannot carry it, and behaves as that site does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../db/schema.ts';
import { toGlobalId } from '../lib/global-id.ts';
import {
  LOGIN,
  PASSWORD,
  registerShopper,
  UPDATE_CUSTOMER,
  UPDATE_PASSWORD,
} from '../testing/account-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { CURRENT_PASSWORD_INCORRECT, CURRENT_PASSWORD_REQUIRED } from './current-password.ts';

const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { email } } }`;

describe('the full profile', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(() => store?.close());

  const row = async (id: number) =>
    (await store.database.db.select().from(customers)).find((customer) => customer.id === id);

  it('refuses a new password or email without the current password, or with a wrong one, changing nothing', async () => {
    const thief = shopper(store);
    const { customerId } = await registerShopper(thief, 'victim@example.com');
    const before = await row(customerId);
    const customerGid = toGlobalId('customer', customerId);
    const userGid = toGlobalId('user', customerId);
    const attempts: [string, Record<string, unknown>, string][] = [
      [UPDATE_PASSWORD, { id: customerGid, password: 'the thief password' }, CURRENT_PASSWORD_REQUIRED],
      [
        UPDATE_PASSWORD,
        { id: customerGid, password: 'the thief password', currentPassword: 'a guess at it' },
        CURRENT_PASSWORD_INCORRECT,
      ],
      [UPDATE_CUSTOMER, { input: { email: 'thief@example.com' } }, CURRENT_PASSWORD_REQUIRED],
      [
        UPDATE_CUSTOMER,
        { input: { email: 'thief@example.com', currentPassword: 'a guess at it' } },
        CURRENT_PASSWORD_INCORRECT,
      ],
      [UPDATE_USER, { input: { id: userGid, password: 'the thief password' } }, CURRENT_PASSWORD_REQUIRED],
      [
        UPDATE_USER,
        { input: { id: userGid, email: 'thief@example.com', currentPassword: 'x'.repeat(1000) } },
        CURRENT_PASSWORD_INCORRECT,
      ],
    ];
    for (const [operation, variables, message] of attempts) {
      expect(await thief.error(operation, variables)).toBe(message);
    }
    expect(await row(customerId)).toEqual(before);
    expect(
      (await shopper(store).graphql(LOGIN, { username: 'victim@example.com', password: PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('changes names, addresses and the same email without it, and password and email with it', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'owner@example.com');
    await me.data(UPDATE_CUSTOMER, {
      input: { firstName: 'Olga', email: 'OWNER@example.com', billing: { city: 'Springfield' } },
    });
    await me.data(UPDATE_CUSTOMER, { input: { email: 'new.owner@example.com', currentPassword: PASSWORD } });
    expect((await row(customerId))?.email).toBe('new.owner@example.com');
    await me.data(UPDATE_PASSWORD, {
      id: toGlobalId('customer', customerId),
      password: 'a new owner password',
      currentPassword: PASSWORD,
    });
    const login = await shopper(store).graphql(LOGIN, {
      username: 'new.owner@example.com',
      password: 'a new owner password',
    });
    expect(login.errors).toBeUndefined();
  });
});

describe('the stock profile', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
  });
  afterAll(() => store?.close());

  it('has no currentPassword field and changes the password as a stock WooGraphQL site does', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'stock@example.com');
    const refused = await me.graphql(UPDATE_PASSWORD, {
      id: toGlobalId('customer', customerId),
      password: 'a stock site password',
      currentPassword: PASSWORD,
    });
    expect(refused.errors?.[0]?.message).toMatch(/currentPassword/);
    await me.data(
      `mutation ($id: ID!, $password: String!) { updateCustomer(input: { id: $id, password: $password }) { customer { databaseId } } }`,
      { id: toGlobalId('customer', customerId), password: 'a stock site password' },
    );
    const login = await shopper(store).graphql(LOGIN, {
      username: 'stock@example.com',
      password: 'a stock site password',
    });
    expect(login.errors).toBeUndefined();
  });
});
