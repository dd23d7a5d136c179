/**
 * The `order:mark-paid` command: the same write as a shop manager's updateOrder(isPaid) on the
 * store's database (PGlite, or PostgreSQL under COMMERCE_TEST_DATABASE=postgres), and, with the
 * shop running on an embedded data directory, words saying what to do instead of waiting on it.
 * `account:shop-manager` makes the manager.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShopManager } from '../accounts/shop-manager.ts';
import { lockDataDirectory } from '../db/data-dir-lock.ts';
import { customers, downloadPermissions, orders, products } from '../db/schema.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { markOrderPaid, parseMarkPaidArguments } from './mark-paid.ts';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store?.close());

async function unpaidCourseOrder(): Promise<number> {
  const [course] = await store.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'respirator-fit-testing-training-course-online'));
  const me = shopper(store);
  await me.data(ADD_TO_CART, { input: { productId: course?.id, quantity: 1 } });
  const { checkout } = await me.data<{ checkout: { order: { databaseId: number; status: string } } }>(
    'mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status } } }',
    { input: { billing: TEST_BILLING, paymentMethod: 'cod' } },
  );
  expect(checkout.order.status).toBe('ON_HOLD');
  return checkout.order.databaseId;
}

describe('order:mark-paid', () => {
  it('marks an unpaid order paid: completed, dated, its files granted; the transaction id kept', async () => {
    const orderId = await unpaidCourseOrder();
    const result = await markOrderPaid(store.database.db, {
      orderNumber: orderId,
      transactionId: 'bank-ref-42',
    });
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(new RegExp(`^Order #${orderId} is paid \\(.+\\) and completed`));
    const [order] = await store.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', transactionId: 'bank-ref-42' });
    expect(order?.datePaid).toBeInstanceOf(Date);
    const granted = await store.database.db
      .select()
      .from(downloadPermissions)
      .where(eq(downloadPermissions.orderId, orderId));
    expect(granted.length).toBeGreaterThan(1);
  });

  it('says so when there is no such order', async () => {
    expect(await markOrderPaid(store.database.db, { orderNumber: 987654 })).toEqual({
      ok: false,
      message: 'There is no order #987654.',
    });
  });

  it('takes an order number and an optional transaction id, nothing else', () => {
    expect(parseMarkPaidArguments(['125'])).toEqual({ orderNumber: 125 });
    expect(parseMarkPaidArguments(['125', '--transaction-id', 'ref 1'])).toEqual({
      orderNumber: 125,
      transactionId: 'ref 1',
    });
    for (const wrong of [[], ['abc'], ['0'], ['125', '--paid'], ['125', '--transaction-id'], ['1', '2']]) {
      expect(parseMarkPaidArguments(wrong)).toBeNull();
    }
  });

  it('tells what to do when the shop is running on the embedded data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mark-paid-'));
    // This process stands for the running shop: it holds the directory's lock.
    const unlock = lockDataDirectory(dataDir);
    try {
      const { DATABASE_URL: _ignored, ...env } = process.env;
      const failure = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/mark-paid.ts', '125'],
        { cwd: new URL('../..', import.meta.url).pathname, env: { ...env, COMMERCE_DATA_DIR: dataDir } },
      ).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('The shop is running and holds its embedded database');
      expect(failure?.stderr).toContain('isPaid: true');
    } finally {
      unlock();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('account:shop-manager', () => {
  it('gives an account the shop_manager role, which User.roles then shows', async () => {
    const me = shopper(store);
    const { customerId } = await registerShopper(me, 'manager.to.be@example.com');
    expect(await makeShopManager(store.database.db, 'Manager.To.Be@example.com')).toMatchObject({ ok: true });
    const [account] = await store.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(account?.roles).toEqual(['shop_manager']);
    const viewer = await me.data<{ viewer: { roles: { nodes: { name: string; displayName: string }[] } } }>(
      '{ viewer { roles { nodes { name displayName } } } }',
    );
    expect(viewer.viewer.roles.nodes).toEqual([{ name: 'shop_manager', displayName: 'Shop manager' }]);
    expect(await makeShopManager(store.database.db, 'nobody@example.com')).toMatchObject({ ok: false });
  });
});
