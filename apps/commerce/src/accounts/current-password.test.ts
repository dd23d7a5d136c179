/**
 * The current password with a new password or email. WooGraphQL asks for none: the signed-in
 * customer changes the password with updateCustomer(input: {id, password}), which WooNuxt's
 * password form sends. So by default a change goes through without it, and a current password
 * sent is still checked (the storefront sends it); COMMERCE_REQUIRE_CURRENT_PASSWORD=on makes it
 * required, so a stolen auth token or a browser left signed in cannot take the account over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
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
/** WooNuxt's password change (scottyzen/woonuxt ChangePassword.vue): the new password alone. */
const WOONUXT_UPDATE_PASSWORD = `mutation ($id: ID!, $password: String!) {
  updateCustomer(input: { id: $id, password: $password }) { customer { databaseId } } }`;

const signsIn = async (store: TestStore, username: string, password: string) =>
  (await shopper(store).graphql(LOGIN, { username, password })).errors === undefined;

describe('the setting', () => {
  it('is off by default in both profiles, and on only where the schema can carry the password', () => {
    expect(loadConfig({}).requireCurrentPassword).toBe(false);
    expect(loadConfig({ COMMERCE_PROFILE: 'stock' }).requireCurrentPassword).toBe(false);
    expect(loadConfig({ COMMERCE_REQUIRE_CURRENT_PASSWORD: 'on' }).requireCurrentPassword).toBe(true);
    expect(() => loadConfig({ COMMERCE_REQUIRE_CURRENT_PASSWORD: 'on', COMMERCE_PROFILE: 'stock' })).toThrow(
      /COMMERCE_REQUIRE_CURRENT_PASSWORD=on needs COMMERCE_PROFILE=full/,
    );
    expect(() => loadConfig({ COMMERCE_REQUIRE_CURRENT_PASSWORD: 'yes' })).toThrow(
      /COMMERCE_REQUIRE_CURRENT_PASSWORD must be "on"/,
    );
  });
});

describe('the full profile by default', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(() => store?.close());

  const row = async (id: number) =>
    (await store.database.db.select().from(customers)).find((customer) => customer.id === id);

  // Evidence: wp-graphql/wp-graphql-woocommerce includes/mutation/class-customer-update.php
  // (updateCustomer runs WPGraphQL's UserUpdate with the input: no current password); the real
  // site (real-site README, item 15) changed the password of the signed-in customer so.
  it("changes the password as WooNuxt sends it, with the customer's or the user's id, and the email", async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'woonuxt-password@example.com');
    await me.data(WOONUXT_UPDATE_PASSWORD, {
      id: toGlobalId('user', customerId),
      password: 'a password from woonuxt',
    });
    expect(await signsIn(store, 'woonuxt-password@example.com', 'a password from woonuxt')).toBe(true);
    expect(await signsIn(store, 'woonuxt-password@example.com', PASSWORD)).toBe(false);

    const other = shopper(store);
    const { customerId: otherId } = await registerShopper(other, 'plain-change@example.com');
    await other.data(UPDATE_CUSTOMER, { input: { email: 'changed.plainly@example.com' } });
    await other.data(UPDATE_PASSWORD, { id: toGlobalId('customer', otherId), password: 'second password' });
    expect(await signsIn(store, 'changed.plainly@example.com', 'second password')).toBe(true);
  });

  it('still checks a current password that is sent, changing nothing when it is wrong', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'checked@example.com');
    const before = await row(customerId);
    const attempts: [string, Record<string, unknown>][] = [
      [
        UPDATE_PASSWORD,
        { id: toGlobalId('customer', customerId), password: 'x y z w', currentPassword: 'no' },
      ],
      [UPDATE_CUSTOMER, { input: { email: 'thief@example.com', currentPassword: 'a guess at it' } }],
      [
        UPDATE_USER,
        {
          input: {
            id: toGlobalId('user', customerId),
            email: 'thief@example.com',
            currentPassword: 'x'.repeat(1000),
          },
        },
      ],
    ];
    for (const [operation, variables] of attempts) {
      expect(await me.error(operation, variables)).toBe(CURRENT_PASSWORD_INCORRECT);
    }
    expect(await row(customerId)).toEqual(before);
    await me.data(UPDATE_PASSWORD, {
      id: toGlobalId('customer', customerId),
      password: 'checked and changed',
      currentPassword: PASSWORD,
    });
    expect(await signsIn(store, 'checked@example.com', 'checked and changed')).toBe(true);
  });
});

describe('the full profile with COMMERCE_REQUIRE_CURRENT_PASSWORD=on', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_REQUIRE_CURRENT_PASSWORD: 'on' } });
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
      [WOONUXT_UPDATE_PASSWORD, { id: userGid, password: 'the thief password' }, CURRENT_PASSWORD_REQUIRED],
      [UPDATE_PASSWORD, { id: customerGid, password: 'the thief password' }, CURRENT_PASSWORD_REQUIRED],
      [
        UPDATE_PASSWORD,
        { id: customerGid, password: 'the thief password', currentPassword: 'a guess at it' },
        CURRENT_PASSWORD_INCORRECT,
      ],
      [UPDATE_CUSTOMER, { input: { email: 'thief@example.com' } }, CURRENT_PASSWORD_REQUIRED],
      [UPDATE_USER, { input: { id: userGid, password: 'the thief password' } }, CURRENT_PASSWORD_REQUIRED],
    ];
    for (const [operation, variables, message] of attempts) {
      expect(await thief.error(operation, variables)).toBe(message);
    }
    expect(await row(customerId)).toEqual(before);
    expect(await signsIn(store, 'victim@example.com', PASSWORD)).toBe(true);
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
    expect(await signsIn(store, 'new.owner@example.com', 'a new owner password')).toBe(true);
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
    await me.data(WOONUXT_UPDATE_PASSWORD, {
      id: toGlobalId('customer', customerId),
      password: 'a stock site password',
    });
    expect(await signsIn(store, 'stock@example.com', 'a stock site password')).toBe(true);
  });
});
