/**
 * The same migrations, seed and catalogue queries on a real PostgreSQL server, the
 * production database (DATABASE_URL), as on the embedded PGlite default.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres-server.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { orderItems, products } from './schema.ts';

let postgres: TemporaryPostgres;
let store: TestStore;

beforeAll(async () => {
  postgres = await startTemporaryPostgres();
  store = await startTestStore({ databaseUrl: postgres.url });
});

afterAll(async () => {
  await store?.close();
  await postgres?.stop();
});

describe('on PostgreSQL', () => {
  it('reports the PostgreSQL database in the health check', async () => {
    const response = await fetch(`${store.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('searches, filters by category and sorts by price in the database', async () => {
    const data = await store.data<{
      products: { found: number; nodes: { name: string; rawPrice: string }[] };
    }>(`{
      products(first: 5, where: { search: "ffp3", categoryIn: ["masks-respirators"], orderby: [{ field: PRICE, order: ASC }] }) {
        found
        nodes { name ... on ProductWithPricing { rawPrice: price(format: RAW) } }
      }
    }`);
    expect(data.products.found).toBeGreaterThan(0);
    const prices = data.products.nodes.map((node) => Number.parseFloat(node.rawPrice));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages with cursors without repeating or skipping products', async () => {
    const query = `query Page($after: String) {
      products(first: 7, after: $after, where: { orderby: [{ field: POPULARITY, order: DESC }] }) {
        found
        pageInfo { hasNextPage endCursor }
        nodes { databaseId }
      }
    }`;
    type Page = {
      products: {
        found: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        nodes: { databaseId: number }[];
      };
    };
    const seen: number[] = [];
    let after: string | null = null;
    let found = 0;
    do {
      const page: Page = await store.data<Page>(query, { after });
      found = page.products.found;
      seen.push(...page.products.nodes.map((node) => node.databaseId));
      after = page.products.pageInfo.hasNextPage ? page.products.pageInfo.endCursor : null;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(found);
  });

  it('never oversells: 12 simultaneous checkouts for 3 units give exactly 3 orders', async () => {
    const db = store.database.db;
    const id = await addProduct(db, { price: 1000, manageStock: true, stockQuantity: 3 });
    const shoppers = Array.from({ length: 12 }, () => shopper(store));
    for (const me of shoppers) await me.data(ADD_TO_CART, { input: { productId: id, quantity: 1 } });
    const billing = {
      firstName: 'Race',
      lastName: 'R',
      address1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postcode: '62701',
      country: 'US',
      email: 'race@example.com',
      phone: '5551234567',
    };
    const results = await Promise.all(
      shoppers.map((me) =>
        me.graphql('mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }', {
          input: { billing, paymentMethod: 'cod' },
        }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(3);
    for (const r of results.filter((r) => r.errors)) {
      expect(r.errors?.[0]?.message).toMatch(/^Sorry, we do not have enough/);
    }
    expect(await db.select().from(orderItems).where(eq(orderItems.productId, id))).toHaveLength(3);
    const [product] = await db.select().from(products).where(eq(products.id, id));
    expect(product?.stockQuantity).toBe(0);
  });
});
