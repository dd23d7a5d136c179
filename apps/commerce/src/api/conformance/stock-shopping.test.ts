/**
 * Catalogue and checkout answers a real site gave (real-site/README.md, observations 2, 3, 6 and
 * 8), on the stock profile and, where this backend keeps a rule of its own, on the full one:
 * an unknown product slug is an error (WooGraphQL's RootQuery `product`, both profiles); an
 * account made at checkout gets the order only with `authenticate: true` (both profiles);
 * `logout` exists only with Headless Login's cookie option (full profile only); a stock
 * checkout needs no names or email (WooGraphQL 1.0.2's Checkout_Mutation::validate_data checks
 * only the format of what was sent) and redirects to the site's own order-received page.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema.ts';
import { LOGOUT } from '../../testing/account-operations.ts';
import { TEST_BILLING } from '../../testing/addresses.ts';
import { ADD_TO_CART } from '../../testing/cart-operations.ts';
import { addProduct } from '../../testing/cart-products.ts';
import { type Shopper, shopper } from '../../testing/shopper.ts';
import { startTestStore, type TestStore } from '../../testing/test-store.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) {
  result redirect order { databaseId orderKey status customer { id } } customer { databaseId } } }`;

interface CheckoutAnswer {
  checkout: {
    result: string;
    redirect: string;
    order: { databaseId: number; orderKey: string; status: string; customer: { id: string } | null };
    customer: { databaseId: number | null };
  };
}

const userId = (id: number | undefined) => Buffer.from(`user:${id}`).toString('base64');

const stores: Record<'stock' | 'full', TestStore> = {} as Record<'stock' | 'full', TestStore>;
let productId: number;
beforeAll(async () => {
  stores.stock = await startTestStore({ env: { COMMERCE_PROFILE: 'stock' } });
  stores.full = await startTestStore();
  productId = await addProduct(stores.stock.database.db, { price: 2500 });
  await addProduct(stores.full.database.db, { id: productId, price: 2500 });
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
});

/** A guest with the product in their cart, ready to check out. */
async function guestWithCart(store: TestStore): Promise<Shopper> {
  const guest = shopper(store);
  await guest.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
  return guest;
}

describe.each(['stock', 'full'] as const)('%s profile', (profile) => {
  it('answers an unknown product slug with an error naming it; unknown category and post slugs with null (observation 2)', async () => {
    const store = stores[profile];
    expect(await store.graphql('{ product(id: "no-such-thing", idType: SLUG) { databaseId } }')).toEqual({
      data: { product: null },
      errors: [
        expect.objectContaining({
          message: 'No product ID was found corresponding to the slug: no-such-thing',
          path: ['product'],
        }),
      ],
    });
    expect(
      await store.graphql(
        '{ productCategory(id: "no-such-thing", idType: SLUG) { databaseId } post(id: "no-such-thing", idType: SLUG) { databaseId } }',
      ),
    ).toEqual({ data: { productCategory: null, post: null } });
  });

  it('makes the account asked for at checkout, but gives it the order only with authenticate (observation 3)', async () => {
    const store = stores[profile];
    const place = async (username: string, authenticate?: boolean) => {
      const guest = await guestWithCart(store);
      const email = `${username}@example.com`;
      const account = {
        username,
        password: 'correct horse battery',
        ...(authenticate ? { authenticate } : {}),
      };
      const { checkout } = await guest.data<CheckoutAnswer>(CHECKOUT, {
        input: { billing: { ...TEST_BILLING, email }, paymentMethod: 'cod', account },
      });
      const [created] = await store.database.db.select().from(customers).where(eq(customers.email, email));
      const [stored] = await store.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, checkout.order.databaseId));
      return { checkout, created, stored };
    };
    const quiet = await place(`quiet${profile}`);
    expect(quiet.created).toBeDefined();
    expect(quiet.stored?.customerId).toBeNull();
    expect(quiet.checkout.order.customer).toBeNull();

    const signedIn = await place(`signed${profile}`, true);
    expect(signedIn.stored?.customerId).toBe(signedIn.created?.id);
    expect(signedIn.checkout.order.customer).toEqual({ id: userId(signedIn.created?.id) });
    expect(signedIn.checkout.customer.databaseId).toBe(signedIn.created?.id);
  });
});

describe('stock profile only', () => {
  it('has no logout mutation, which Headless Login registers only with its cookie option (observation 6)', async () => {
    const result = await stores.stock.graphql(LOGOUT);
    expect(result.errors?.map((error) => error.message)).toEqual([
      'Cannot query field "logout" on type "RootMutation". Did you mean "login"?',
    ]);
    expect((await stores.full.graphql(LOGOUT)).errors).toBeUndefined();
  });

  it("places an order without names or email and redirects to the site's own page (observation 8)", async () => {
    const { firstName: _first, lastName: _last, email: _email, ...address } = TEST_BILLING;
    const guest = await guestWithCart(stores.stock);
    const { checkout } = await guest.data<CheckoutAnswer>(CHECKOUT, {
      input: { billing: { ...address, firstName: '', email: '' }, paymentMethod: 'cod' },
    });
    expect(checkout.result).toBe('success');
    expect(checkout.order.status).toBe('PROCESSING');
    expect(checkout.redirect).toBe(
      `${stores.stock.url}/checkout/order-received/${checkout.order.databaseId}/?key=${checkout.order.orderKey}`,
    );
  });

  it('still refuses a malformed postcode, phone or email on the stock profile', async () => {
    const guest = await guestWithCart(stores.stock);
    for (const broken of [{ postcode: 'ABCDE' }, { phone: 'call me' }, { email: 'not an address' }]) {
      const message = await guest.error(CHECKOUT, {
        input: { billing: { ...TEST_BILLING, ...broken }, paymentMethod: 'cod' },
      });
      expect(message, JSON.stringify(broken)).toMatch(/^Billing .* not (a )?valid/);
    }
  });

  it('full profile: keeps every billing field required (stricter than WooGraphQL 1.0.2)', async () => {
    const guest = await guestWithCart(stores.full);
    const message = await guest.error(CHECKOUT, {
      input: { billing: { ...TEST_BILLING, firstName: '' }, paymentMethod: 'cod' },
    });
    expect(message).toBe('Billing First name is a required field.');
  });
});
