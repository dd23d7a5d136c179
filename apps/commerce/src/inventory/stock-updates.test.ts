/**
 * updateProduct and updateProductVariation as this shop serves them: only a shop manager sets
 * stock; the status follows a managed quantity; a variable product's status follows its
 * variations; and stock coming back mails the confirmed alerts once, at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeShopManager } from '../accounts/shop-manager.ts';
import { products } from '../db/schema.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { mailsTo, nthMailTo, type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';

const UPDATE_PRODUCT = `mutation ($input: UpdateProductInput!) {
  updateProduct(input: $input) { product { databaseId ... on SimpleProduct { stockStatus stockQuantity } } } }`;
const UPDATE_VARIATION = `mutation ($input: UpdateProductVariationInput!) {
  updateProductVariation(input: $input) { variation { databaseId stockStatus } } }`;
const SUBSCRIBE = `mutation ($input: SubscribeToStockAlertInput!) { subscribeToStockAlert(input: $input) { status } }`;
const CONFIRM = `mutation ($token: String!) { confirmStockAlert(input: { token: $token }) { status } }`;

let box: StoreWithOutbox;
let store: StoreWithOutbox['store'];
let manager: Shopper;
beforeAll(async () => {
  box = await startStoreWithOutbox({ seed: false, env: { COMMERCE_STOCK_ALERT_INTERVAL_SECONDS: '86400' } });
  store = box.store;
  manager = shopper(store);
  await registerShopper(manager, 'manager@example.com');
  await makeShopManager(store.database.db, 'manager@example.com');
});
afterAll(() => box?.close());

/** An alert asked for and confirmed through the API, as a shopper does with the mailed link. */
async function confirmedAlert(email: string, productId: number, variationId?: number) {
  const me = shopper(store);
  await me.data(SUBSCRIBE, { input: { email, productId, variationId } });
  const mail = await nthMailTo(box, email, 1);
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
    const back = await nthMailTo(box, email, 2);
    expect(back.subject).toMatch(/is back in stock$/);

    expect((await restock(0)).updateProduct.product.stockStatus).toBe('OUT_OF_STOCK');
    // Another shopper's alert on the product, mailed by the next restock's run after the first
    // one's would be (a run mails in the order the alerts were made): its mail proves the run.
    await confirmedAlert('later@example.com', id);
    await restock(3);
    await nthMailTo(box, 'later@example.com', 2);
    expect(await mailsTo(box, email)).toHaveLength(2);
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
    expect((await nthMailTo(box, email, 2)).subject).toMatch(/\] Stock glove - l is back in stock$/);
    await manager.data(UPDATE_VARIATION, {
      input: { id: String(glove.small), productId: String(glove.id), stockStatus: 'OUT_OF_STOCK' },
    });
    const [parent] = await store.database.db.select().from(products).where(eq(products.id, glove.id));
    expect(parent?.stockStatus).toBe('instock');
  });
});
