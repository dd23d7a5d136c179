/**
 * Back-in-stock alerts over real HTTP on a real store: double opt-in, the same answer whatever the
 * address's state, one email in the language asked in when the item is back (with one-click
 * unsubscribe headers), none on a later restock, alerts on one variation, and refusals by code.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariations } from '../db/schema.ts';
import type { EmailMessage, Mailer } from '../lib/mail.ts';
import { addProduct, addVariableProduct } from '../testing/cart-products.ts';
import { mailsTo, nthMailTo, type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { deliverStockAlerts } from './delivery.ts';
import { ALERT_ANSWER, ALERT_UNSUBSCRIBED_ANSWER } from './resolvers.ts';

const STOREFRONT = 'https://shop.example';
const SHOP = { siteName: 'PPE Shop', storefrontUrl: STOREFRONT };
const SUBSCRIBE = `mutation ($input: SubscribeToStockAlertInput!) {
  subscribeToStockAlert(input: $input) { clientMutationId status message } }`;
const CONFIRM = `mutation ($token: String!) { confirmStockAlert(input: { token: $token }) { status message } }`;
const UNSUBSCRIBE = `mutation ($token: String!) {
  unsubscribeFromStockAlert(input: { token: $token }) { status message } }`;

let box: StoreWithOutbox;
let store: StoreWithOutbox['store'];
beforeAll(async () => {
  box = await startStoreWithOutbox({
    seed: false,
    // The job is run by hand below: its own timer must not race the test.
    env: { STOREFRONT_URL: STOREFRONT, COMMERCE_STOCK_ALERT_INTERVAL_SECONDS: '86400' },
  });
  store = box.store;
});
afterAll(() => box?.close());

const db = () => store.database.db;

async function post(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${store.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return response.text();
}

const ask = (email: string, productId: number, extra: Record<string, unknown> = {}) =>
  post(SUBSCRIBE, { input: { email, productId, clientMutationId: 'a', ...extra } });

/** How many confirmations `address` got, counted once a later mail to someone else has arrived. */
async function settledCount(address: string, productId: number): Promise<number> {
  const marker = `marker-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await ask(marker, productId);
  await nthMailTo(box, marker, 1);
  return (await mailsTo(box, address)).length;
}

const linkToken = (mail: EmailMessage, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/stock-alerts/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${page} link in ${mail.text}`);
  return match[1];
};

/** Runs the delivery job once, catching what it mails. */
async function deliver(): Promise<EmailMessage[]> {
  const sent: EmailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  await deliverStockAlerts(db(), mailer, SHOP);
  return sent;
}

const setProductStock = (id: number, stockStatus: 'instock' | 'outofstock') =>
  db().update(products).set({ stockStatus }).where(eq(products.id, id));
const setVariationStock = (id: number, stockStatus: 'instock' | 'outofstock') =>
  db().update(productVariations).set({ stockStatus }).where(eq(productVariations.id, id));

describe('stock alerts', () => {
  it('mails once, in the language asked in, after the mailed link confirms, and not on the next restock', async () => {
    const id = await addProduct(db(), { price: 500, name: 'Sold-out visor', stockStatus: 'outofstock' });
    const email = 'visor@example.com';
    expect(JSON.parse(await ask(email, id, { language: 'de-DE' }))).toEqual({
      data: {
        subscribeToStockAlert: {
          clientMutationId: 'a',
          status: 'PENDING_CONFIRMATION',
          message: ALERT_ANSWER,
        },
      },
    });
    const confirmation = await nthMailTo(box, email, 1);
    expect(confirmation.subject).toContain('Verfügbarkeitsbenachrichtigung für Sold-out visor');
    expect(confirmation.text).toContain(`${STOREFRONT}/de-DE/stock-alerts/confirm?token=`);
    expect(confirmation.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Not confirmed yet: the restock mails nothing.
    await setProductStock(id, 'instock');
    expect(await deliver()).toEqual([]);
    await setProductStock(id, 'outofstock');

    const confirmed = JSON.parse(await post(CONFIRM, { token: linkToken(confirmation, 'confirm') }));
    expect(confirmed.data.confirmStockAlert.status).toBe('CONFIRMED');
    expect(await deliver()).toEqual([]);

    await setProductStock(id, 'instock');
    const [back, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(back?.to).toBe(email);
    expect(back?.subject).toBe('[PPE Shop] Sold-out visor ist wieder vorrätig');
    expect(back?.text).toContain(`${STOREFRONT}/de-DE/product/`);
    expect(back?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${STOREFRONT}/api/stock-alerts/unsubscribe\\?token=[A-Za-z0-9_-]+>$`),
    );
    expect(back?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliver()).toEqual([]);

    // Out and in again: the alert is used up.
    await setProductStock(id, 'outofstock');
    await setProductStock(id, 'instock');
    expect(await deliver()).toEqual([]);

    // The back-in-stock mail's link cancels nothing left, and answers as for any alert.
    const cancelled = JSON.parse(
      await post(UNSUBSCRIBE, { token: linkToken(back as EmailMessage, 'unsubscribe') }),
    );
    expect(cancelled.data.unsubscribeFromStockAlert.message).toBe(ALERT_UNSUBSCRIBED_ANSWER);
  });

  it('arms again only when asked and confirmed again', async () => {
    const id = await addProduct(db(), { price: 500, stockStatus: 'outofstock' });
    const email = 'again@example.com';
    await ask(email, id);
    await post(CONFIRM, { token: linkToken(await nthMailTo(box, email, 1), 'confirm') });
    await setProductStock(id, 'instock');
    expect((await deliver()).map((mail) => mail.to)).toEqual([email]);
    await setProductStock(id, 'outofstock');
    await ask(email, id);
    const second = await nthMailTo(box, email, 2);
    await setProductStock(id, 'instock');
    expect(await deliver()).toEqual([]);
    await setProductStock(id, 'outofstock');
    await post(CONFIRM, { token: linkToken(second, 'confirm') });
    await setProductStock(id, 'instock');
    expect((await deliver()).map((mail) => mail.to)).toEqual([email]);
  });

  it('answers the same, byte for byte, for a new, pending and confirmed address and an unknown one', async () => {
    const id = await addProduct(db(), { price: 500, stockStatus: 'outofstock' });
    const email = 'same@example.com';
    const first = await ask(email, id);
    const pending = await ask(email, id);
    expect(await settledCount(email, id)).toBe(1);
    await post(CONFIRM, { token: linkToken(await nthMailTo(box, email, 1), 'confirm') });
    const confirmed = await ask(email.toUpperCase(), id);
    const unknown = await ask('never@example.com', id);
    expect(new Set([first, pending, confirmed, unknown]).size).toBe(1);
    // A confirmed alert gets no new mail; the one still pending got only its first.
    expect(await settledCount(email, id)).toBe(1);
  });

  it('alerts on one variation, not on its siblings', async () => {
    const glove = await addVariableProduct(db(), 'Alert glove');
    const email = 'large@example.com';
    await ask(email, glove.id, { variationId: glove.large, language: 'fr' });
    const confirmation = await nthMailTo(box, email, 1);
    // Both mails say which variation: WooCommerce's title, the size's value after the name.
    expect(confirmation.subject).toContain('alerte de disponibilité pour Alert glove - l');
    await post(CONFIRM, { token: linkToken(confirmation, 'confirm') });
    await setVariationStock(glove.small, 'outofstock');
    await setVariationStock(glove.small, 'instock');
    expect(await deliver()).toEqual([]);
    await setVariationStock(glove.large, 'instock');
    expect((await deliver()).map((mail) => mail.subject)).toEqual([
      '[PPE Shop] Alert glove - l est de nouveau en stock',
    ]);
  });

  it('refuses in-stock items, unknown ones and a variation of another product, by code', async () => {
    const inStock = await addProduct(db(), { price: 500 });
    const glove = await addVariableProduct(db(), 'Other glove');
    const code = async (input: Record<string, unknown>) =>
      JSON.parse(await post(SUBSCRIBE, { input: { email: 'x@example.com', ...input } })).errors?.[0]
        ?.extensions?.code;
    expect(await code({ productId: inStock })).toBe('STOCK_ALERT_IN_STOCK');
    expect(await code({ productId: glove.id, variationId: glove.medium })).toBe('STOCK_ALERT_IN_STOCK');
    expect(await code({ productId: 999_999 })).toBe('STOCK_ALERT_PRODUCT_NOT_FOUND');
    expect(await code({ productId: inStock, variationId: glove.large })).toBe(
      'STOCK_ALERT_PRODUCT_NOT_FOUND',
    );
    expect(await code({ productId: glove.id, variationId: glove.large, email: 'nope' })).toBe(
      'STOCK_ALERT_EMAIL_INVALID',
    );
    const bad = JSON.parse(await post(CONFIRM, { token: 'not-a-token' }));
    expect(bad.errors?.[0]?.extensions?.code).toBe('STOCK_ALERT_TOKEN_INVALID');
  });
});
