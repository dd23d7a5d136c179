/**
 * Crash durability: the backend runs as its own process, shoppers place orders concurrently, and
 * the process is SIGKILLed while orders are in flight (no shutdown, nothing flushed). After a
 * restart every order the shop confirmed to a shopper is there, no order is half written (each
 * has its lines and its subtotal is theirs), and the stock is the initial stock less what the
 * stored orders hold. On embedded PGlite (the backend owns the files, so the kill hits the
 * database too) and on a PostgreSQL server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoStore } from '../seed/demo.ts';
import { type BackendProcess, startBackendProcess } from '../testing/backend-process.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from '../testing/postgres-server.ts';
import { shopper } from '../testing/shopper.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const INITIAL_STOCK = 500;
/** Shoppers placing orders at once. */
const CONCURRENCY = 6;
/** Orders attempted in all; the kill comes after KILL_AFTER confirmations, mid-way. */
const ATTEMPTS = 60;
const KILL_AFTER = 12;
/** Generous: each test starts backends as processes on two cores that other tests share. */
const PROCESS_TEST_TIMEOUT_MS = 180_000;

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const billing = {
  firstName: 'Dora',
  lastName: 'Durable',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'dora@example.com',
  phone: '555-123-4567',
};

interface Confirmed {
  orderId: number;
  quantity: number;
}

/**
 * Orders from CONCURRENCY shoppers at once (1 to 3 of the product each, a fixed pattern); the
 * backend is SIGKILLed as soon as KILL_AFTER orders are confirmed, while the others are in flight.
 */
async function orderUntilKilled(backend: BackendProcess, productId: number): Promise<Confirmed[]> {
  const confirmed: Confirmed[] = [];
  let next = 0;
  let killing: Promise<void> | null = null;
  const worker = async () => {
    while (next < ATTEMPTS && killing === null) {
      const attempt = next;
      next += 1;
      const quantity = (attempt % 3) + 1;
      try {
        const me = shopper({ url: backend.url });
        await me.data(ADD_TO_CART, { input: { productId, quantity } });
        const { checkout } = await me.data<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, {
          input: {
            billing: { ...billing, email: `dora+${attempt}@example.com` },
            paymentMethod: 'test_card',
            metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
          },
        });
        confirmed.push({ orderId: checkout.order.databaseId, quantity });
        if (confirmed.length >= KILL_AFTER && killing === null) killing = backend.kill();
      } catch {
        // The connection dropped: the backend was killed with this order in flight.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await (killing ?? backend.kill());
  return confirmed;
}

interface Stored {
  orders: { id: number; subtotal: number; lines: number; lineSubtotal: number; quantity: number }[];
  stock: number;
}

async function readBack(pool: pg.Pool, productId: number): Promise<Stored> {
  const orders = await pool.query<Stored['orders'][number]>(
    `select o.id, o.subtotal, count(i.id)::int as lines, coalesce(sum(i.subtotal), 0)::int as "lineSubtotal",
            coalesce(sum(i.quantity), 0)::int as quantity
       from orders o left join order_items i on i.order_id = o.id group by o.id order by o.id`,
  );
  const stock = await pool.query<{ stock: number }>(
    'select stock_quantity as stock from products where id = $1',
    [productId],
  );
  return { orders: orders.rows, stock: stock.rows[0]?.stock ?? Number.NaN };
}

function expectIntact(stored: Stored, confirmed: Confirmed[]) {
  const byId = new Map(stored.orders.map((order) => [order.id, order]));
  for (const answer of confirmed) {
    expect(byId.get(answer.orderId), `confirmed order ${answer.orderId}`).toMatchObject({
      quantity: answer.quantity,
    });
  }
  for (const order of stored.orders) {
    expect(order.lines, `lines of order ${order.id}`).toBeGreaterThan(0);
    expect(order.lineSubtotal, `subtotal of order ${order.id}`).toBe(order.subtotal);
  }
  const sold = stored.orders.reduce((sum, order) => sum + order.quantity, 0);
  expect(stored.stock).toBe(INITIAL_STOCK - sold);
}

const root = mkdtempSync(join(tmpdir(), 'commerce-crash-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A migrated demo store with one stock-managed product to buy, closed again; the product's id. */
async function prepareStore(target: Parameters<typeof openDatabase>[0]): Promise<number> {
  const setup = await openDatabase(target);
  try {
    await runMigrations(setup.db);
    await seedDemoStore(setup.db);
    return await addProduct(setup.db, {
      name: 'Crash-tested helmet',
      price: 1500,
      manageStock: true,
      stockQuantity: INITIAL_STOCK,
    });
  } finally {
    await setup.close();
  }
}

describe('SIGKILL while orders are placed', () => {
  it(
    'on PGlite: every confirmed order survives, none is half written, stock adds up',
    async () => {
      const dataDir = join(root, 'pglite');
      const productId = await prepareStore({ dataDir });

      const env = { COMMERCE_DATA_DIR: dataDir, COMMERCE_SEED: 'none', COMMERCE_TEST_CARD: 'on' };
      const confirmed = await orderUntilKilled(await startBackendProcess(env), productId);
      expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(confirmed.length).toBeLessThan(ATTEMPTS);

      // The killed backend's lock names a dead pid: the restart takes it over and serves.
      const restarted = await startBackendProcess(env);
      const health = await fetch(`${restarted.url}/health`);
      expect(health.status).toBe(200);
      await restarted.stop();

      const database = await openDatabase({ dataDir });
      try {
        expectIntact(await readBack(database.pool, productId), confirmed);
      } finally {
        await database.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    'on PostgreSQL: every confirmed order survives, none is half written, stock adds up',
    async () => {
      const postgres: TemporaryPostgres = await startTemporaryPostgres();
      const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
      try {
        const productId = await prepareStore({ databaseUrl: postgres.url });

        const env = { DATABASE_URL: postgres.url, COMMERCE_SEED: 'none', COMMERCE_TEST_CARD: 'on' };
        const confirmed = await orderUntilKilled(await startBackendProcess(env), productId);
        expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER);
        expect(confirmed.length).toBeLessThan(ATTEMPTS);

        const restarted = await startBackendProcess(env);
        try {
          expect((await fetch(`${restarted.url}/health`)).status).toBe(200);
          expectIntact(await readBack(pool, productId), confirmed);
        } finally {
          await restarted.stop();
        }
      } finally {
        await pool.end();
        await postgres.stop();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
