/**
 * updateProduct and updateProductVariation as this shop serves them: only a shop manager sets
 * stock; the status follows a managed quantity; a variable product's status follows its
 * variations; and stock coming back mails the confirmed alerts once, at once.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShopManager } from '../accounts/shop-manager.ts';
import { products } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const UPDATE_PRODUCT = `mutation ($input: UpdateProductInput!) {
  updateProduct(input: $input) { product { databaseId ... on SimpleProduct { stockStatus stockQuantity } } } }`;
const UPDATE_VARIATION = `mutation ($input: UpdateProductVariationInput!) {
  updateProductVariation(input: $input) { variation { databaseId stockStatus } } }`;
const SUBSCRIBE = `mutation ($input: SubscribeToStockAlertInput!) { subscribeToStockAlert(input: $input) { status } }`;
const CONFIRM = `mutation ($token: String!) { confirmStockAlert(input: { token: $token }) { status } }`;

let store: TestStore;
let outbox: string;
let manager: Shopper;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'stock-updates-outbox-'));
  store = await startTestStore({
    seed: false,
    env: { COMMERCE_OUTBOX_DIR: outbox, COMMERCE_STOCK_ALERT_INTERVAL_SECONDS: '86400' },
  });
  manager = shopper(store);
  await registerShopper(manager, 'manager@example.com');
  await makeShopManager(store.database.db, 'manager@example.com');
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

async function mailsTo(address: string): Promise<EmailMessage[]> {
  const serial = (file: string) => Number(/-(\d+)\.json$/.exec(file)?.[1]);
  const mails: EmailMessage[] = [];
  for (const file of (await readdir(outbox)).sort((a, b) => serial(a) - serial(b))) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as EmailMessage;
    if (mail.to === address) mails.push(mail);
  }
  return mails;
}

async function mailNumber(address: string, count: number): Promise<EmailMessage> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await mailsTo(address);
    if (mails.length >= count) return mails[count - 1] as EmailMessage;
    await sleep(50);
  }
  throw new Error(`No mail number ${count} to ${address}.`);
}

/** An alert asked for and confirmed through the API, as a shopper does with the mailed link. */
async function confirmedAlert(email: string, productId: number, variationId?: number) {
  const me = shopper(store);
  await me.data(SUBSCRIBE, { input: { email, productId, variationId } });
  const mail = await mailNumber(email, 1);
  const token = /stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  await me.data(CONFIRM, { token });
}

describe('setting stock', () => {
  it('is for shop managers only', async () => {
    const id = await addProduct(store.database.db, { price: 500, stockStatus: 'outofstock' });
    const customer = shopper(store);
    await registerShopper(customer, 'customer@example.com');
    const answer = await customer.graphql(UPDATE_PRODUCT, {
      input: { id: String(id), stockStatus: 'IN_STOCK' },
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await store.database.db.select().from(products).where(eq(products.id, id));
    expect(row?.stockStatus).toBe('outofstock');
  });

  it('mails a confirmed alert once when the stock comes back, and not when it comes back again', async () => {
    const id = await addProduct(store.database.db, {
      price: 500,
      manageStock: true,
      stockQuantity: 0,
      stockStatus: 'outofstock',
    });
    const email = 'waiting@example.com';
    await confirmedAlert(email, id);
    const restock = (stockQuantity: number) =>
      manager.data<{ updateProduct: { product: { stockStatus: string } } }>(UPDATE_PRODUCT, {
        input: { id: String(id), stockQuantity },
      });
    expect((await restock(5)).updateProduct.product.stockStatus).toBe('IN_STOCK');
    const back = await mailNumber(email, 2);
    expect(back.subject).toMatch(/is back in stock$/);

    expect((await restock(0)).updateProduct.product.stockStatus).toBe('OUT_OF_STOCK');
    await restock(3);
    // A later mail to someone else, sent after the second restock, shows its delivery has run.
    const other = await addProduct(store.database.db, { price: 100, stockStatus: 'outofstock' });
    await confirmedAlert('later@example.com', other);
    await mailNumber('later@example.com', 1);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('sets a variation, and its product follows its variations', async () => {
    const glove = await addVariableProduct(store.database.db, 'Stock glove');
    const email = 'glove@example.com';
    await confirmedAlert(email, glove.id, glove.large);
    const answer = await manager.data<{ updateProductVariation: { variation: { stockStatus: string } } }>(
      UPDATE_VARIATION,
      { input: { id: String(glove.large), productId: String(glove.id), stockStatus: 'IN_STOCK' } },
    );
    expect(answer.updateProductVariation.variation.stockStatus).toBe('IN_STOCK');
    expect((await mailNumber(email, 2)).subject).toMatch(/\] Stock glove is back in stock$/);
    await manager.data(UPDATE_VARIATION, {
      input: { id: String(glove.small), productId: String(glove.id), stockStatus: 'OUT_OF_STOCK' },
    });
    const [parent] = await store.database.db.select().from(products).where(eq(products.id, glove.id));
    expect(parent?.stockStatus).toBe('instock');
  });
});
