import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../db/schema.ts';
import {
  GET_VIEWER,
  LOGIN,
  loginShopper,
  PASSWORD,
  registerShopper,
  UPDATE_CUSTOMER,
  UPDATE_PASSWORD,
} from '../testing/account-operations.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { customerSessionId } from './customer-cart.ts';

let store: TestStore;
let me: Shopper;
let myId: string;
beforeAll(async () => {
  store = await startTestStore({ seed: false });
  await registerShopper(shopper(store), 'taken@example.com', { username: 'taken' });
  me = shopper(store);
  await registerShopper(me, 'marie@example.com', {
    username: 'marie',
    firstName: 'Marie',
    lastName: 'Curie',
  });
  myId = (await me.data<{ customer: { id: string } }>(GET_VIEWER)).customer.id;
});
afterAll(() => store?.close());

type CustomerData = {
  id: string;
  databaseId: number;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  billing: Record<string, string | null>;
  shipping: Record<string, string | null>;
};
type ViewerData = { viewer: Record<string, unknown>; customer: CustomerData };

// Changing the email or the password asks for the current one (accounts/current-password.ts).
const update = (input: Record<string, unknown>) =>
  me.graphql<{ updateCustomer: { customer: CustomerData; authToken: string | null } }>(UPDATE_CUSTOMER, {
    input: { currentPassword: PASSWORD, ...input },
  });
const stored = async () =>
  (await store.database.db.select().from(customers)).find((row) => row.username === 'marie');

describe('viewer and customer of a signed-in customer', () => {
  it('describe the account', async () => {
    const data = await me.data<ViewerData>(GET_VIEWER);
    expect(data.viewer).toMatchObject({
      email: 'marie@example.com',
      username: 'marie',
      firstName: 'Marie',
      lastName: 'Curie',
      name: 'Marie Curie',
      roles: { nodes: [{ name: 'customer' }] },
    });
    expect(data.customer).toMatchObject({
      email: 'marie@example.com',
      firstName: 'Marie',
      displayName: 'Marie Curie',
    });
    expect(data.customer.databaseId).toBe(data.viewer.databaseId);
    // A real site names a customer by its user (recorded: registerCustomer's customer.id "dXNlcjo1").
    expect(Buffer.from(data.customer.id, 'base64').toString()).toBe(`user:${data.customer.databaseId}`);
    expect(Buffer.from(String(data.viewer.id), 'base64').toString()).toBe(`user:${data.customer.databaseId}`);
  });
});

describe('updateCustomer for a signed-in customer', () => {
  it('changes names, email and addresses; the cart session follows the addresses', async () => {
    const result = await update({
      id: myId,
      firstName: 'Maria',
      lastName: 'Skłodowska',
      email: 'Maria@Example.com',
      billing: {
        address1: '1 Rue Pierre',
        city: 'Springfield',
        state: 'Illinois',
        postcode: '62701',
        country: 'US',
        phone: '555',
      },
      shippingSameAsBilling: true,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateCustomer.customer).toMatchObject({
      firstName: 'Maria',
      lastName: 'Skłodowska',
      email: 'Maria@Example.com',
      billing: { city: 'Springfield', state: 'IL', country: 'US' },
      shipping: { city: 'Springfield', state: 'IL' },
    });
    expect(result.data?.updateCustomer.authToken).toBeNull();
    const row = await stored();
    expect(row?.billing.state).toBe('IL');
    // The cart's shipping and tax are computed from the session's addresses: they changed too.
    const [session] = await store.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, customerSessionId(row?.id ?? 0)));
    expect(session?.shipping).toMatchObject({ city: 'Springfield', state: 'IL', country: 'US' });
  });

  it('refuses an email another account has (any case), an invalid one, and a bad state, changing nothing', async () => {
    const before = await stored();
    const attempts: [Record<string, unknown>, string][] = [
      [
        { email: 'TAKEN@example.com', firstName: 'Changed' },
        'An account is already registered with your email address. Please log in.',
      ],
      [{ email: 'not an email', firstName: 'Changed' }, 'Please provide a valid email address.'],
      [
        { firstName: 'Changed', billing: { country: 'US', state: 'Nowhere' } },
        '"Nowhere" is not a state we know in US. Please choose one from the list.',
      ],
      [{ password: 'short', firstName: 'Changed' }, 'Your password must be at least 8 characters long.'],
      [{ firstName: 'x'.repeat(101) }, 'Please keep the first name under 100 characters.'],
    ];
    for (const [input, message] of attempts) {
      const result = await update(input);
      expect(result.errors?.[0]?.message).toBe(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('keeps its own email in another case, and an empty password field means unchanged', async () => {
    const result = await update({ email: 'maria@example.com', password: '' });
    expect(result.data?.updateCustomer.customer.email).toBe('maria@example.com');
    expect(result.data?.updateCustomer.authToken).toBeNull();
    await loginShopper(shopper(store), 'marie', PASSWORD);
  });

  it("refuses to change another customer's account", async () => {
    const other = (await store.database.db.select().from(customers)).find((row) => row.username === 'taken');
    const otherId = Buffer.from(`customer:${other?.id}`).toString('base64');
    const result = await me.graphql(UPDATE_PASSWORD, { id: otherId, password: 'hijacked password' });
    expect(result.errors?.[0]?.message).toBe('You can only change your own account.');
    expect(
      (await shopper(store).graphql(LOGIN, { username: 'taken', password: PASSWORD })).errors,
    ).toBeUndefined();
  });

  it('changes the password with updatePassword(id, password)', async () => {
    const result = await me.data<{ updateCustomer: { authToken: string } }>(UPDATE_PASSWORD, {
      id: myId,
      password: 'polonium and radium',
      currentPassword: PASSWORD,
    });
    me.authToken = result.updateCustomer.authToken;
    expect(await shopper(store).error(LOGIN, { username: 'marie', password: PASSWORD })).toBe(
      'The user could not be logged in.',
    );
    await loginShopper(shopper(store), 'marie', 'polonium and radium');
    expect((await me.data<ViewerData>(GET_VIEWER)).viewer.username).toBe('marie');
  });
});

describe('updateCustomer for a guest', () => {
  it('still saves the session addresses, and refuses account fields', async () => {
    const guest = shopper(store);
    const saved = await guest.data<{ updateCustomer: { customer: CustomerData } }>(UPDATE_CUSTOMER, {
      input: { billing: { city: 'Springfield', country: 'US', state: 'IL' } },
    });
    expect(saved.updateCustomer.customer).toMatchObject({ databaseId: 0, billing: { city: 'Springfield' } });
    for (const input of [
      { firstName: 'Eve' },
      { password: 'guessing password' },
      { id: myId, email: 'eve@example.com' },
    ]) {
      expect(await guest.error(UPDATE_CUSTOMER, { input })).toBe('You must be signed in to do that.');
    }
    expect((await stored())?.firstName).toBe('Maria');
  });
});
