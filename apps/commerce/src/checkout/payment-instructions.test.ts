/**
 * How to pay an offline order. WooCommerce shows its bank transfer gateway's instructions and
 * account details on its own order-received page and in the on-hold email, and the cheque
 * gateway's instructions likewise (woocommerce/woocommerce, includes/gateways/bacs/
 * class-wc-gateway-bacs.php thankyou_page, email_instructions, bank_details; includes/gateways/
 * cheque/class-wc-gateway-cheque.php). A stock WooGraphQL PaymentGateway offers neither
 * (reference/woographql/schema.graphql: id, title, description, icon), so the full profile serves
 * them as a store plugin's fields and the stock profile has none; the email carries them either way.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../api/schema.ts';
import { writeOption } from '../settings/options.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { addProduct } from '../testing/cart-products.ts';
import { shopper } from '../testing/shopper.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

let store: TestStore;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'commerce-outbox-'));
  store = await startTestStore({ env: { COMMERCE_OUTBOX_DIR: outbox } });
});
afterAll(async () => {
  await store?.close();
  await rm(outbox, { recursive: true, force: true });
});

const GATEWAYS = `{ paymentGateways { nodes { id instructions
  bankAccounts { accountName accountNumber bankName sortCode iban bic } } } }`;

interface Gateway {
  id: string;
  instructions: string | null;
  bankAccounts: Record<string, string>[];
}

const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { order { databaseId status } } }`;

async function orderEmail(paymentMethod: string, email: string) {
  const productId = await addProduct(store.database.db, { name: 'Safety glasses', price: 1200 });
  const me = shopper(store);
  await me.data(ADD_TO_CART, { input: { productId, quantity: 1 } });
  const { checkout } = await me.data<{ checkout: { order: { databaseId: number; status: string } } }>(
    CHECKOUT,
    { input: { billing: { ...TEST_BILLING, email }, paymentMethod } },
  );
  const messages = await Promise.all(
    (await readdir(outbox)).map(async (file) => JSON.parse(await readFile(join(outbox, file), 'utf8'))),
  );
  return { order: checkout.order, mail: messages.find((message) => message.to === email) };
}

describe('payment instructions', () => {
  it('are served on the full profile: the bank transfer with its accounts, others with none', async () => {
    const { paymentGateways } = await store.data<{ paymentGateways: { nodes: Gateway[] } }>(GATEWAYS);
    const byId = new Map(paymentGateways.nodes.map((gateway) => [gateway.id, gateway]));
    expect(byId.get('bacs')?.bankAccounts).toEqual([
      {
        accountName: 'SafetyGear Pro',
        accountNumber: '000123456789',
        bankName: 'Demo Community Bank',
        sortCode: '000000000',
        iban: '',
        bic: '',
      },
    ]);
    // WooCommerce's Instructions setting is empty until the store sets it.
    expect(byId.get('bacs')?.instructions).toBeNull();
    expect(byId.get('cheque')).toMatchObject({ instructions: null, bankAccounts: [] });
    expect(byId.get('cod')?.bankAccounts).toEqual([]);
  });

  it("are absent from the stock profile's PaymentGateway", () => {
    const gateway = createSchema('stock').getType('PaymentGateway');
    const fields = isObjectType(gateway) ? Object.keys(gateway.getFields()) : [];
    expect(fields).toEqual(expect.arrayContaining(['id', 'title', 'description', 'icon']));
    expect(fields).not.toContain('instructions');
    expect(fields).not.toContain('bankAccounts');
  });

  it("put the bank details in a bank transfer order's email, labelled for the billing country", async () => {
    const { order, mail } = await orderEmail('bacs', 'transfer@example.com');
    expect(order.status).toBe('ON_HOLD');
    expect(mail.text).toContain('Our bank details');
    expect(mail.text).toContain('SafetyGear Pro:\nBank: Demo Community Bank\nAccount number: 000123456789');
    // A US billing address: WooCommerce calls the sort code a routing number there.
    expect(mail.text).toContain('Routing number: 000000000');
    expect(mail.html).toContain('<li>Account number: <strong>000123456789</strong></li>');
  });

  it('give a cheque order its instructions once the store sets them, and a paid-later order none', async () => {
    const cheque = 'Please send your check to SafetyGear Pro, 1 Harbor Rd, Boston MA 02110.';
    await writeOption(store.database.db, 'paymentGateways', {
      cheque: { title: 'Check payments', instructions: cheque },
    });
    const { paymentGateways } = await store.data<{ paymentGateways: { nodes: Gateway[] } }>(GATEWAYS);
    expect(paymentGateways.nodes.find((gateway) => gateway.id === 'cheque')?.instructions).toBe(cheque);

    const byCheque = await orderEmail('cheque', 'cheque@example.com');
    expect(byCheque.mail.text).toContain(cheque);
    expect(byCheque.mail.text).not.toContain('Our bank details');
    expect(byCheque.mail.html).toContain(`<p>${cheque}</p>`);

    const cashOnDelivery = await orderEmail('cod', 'cash@example.com');
    expect(cashOnDelivery.order.status).toBe('PROCESSING');
    expect(cashOnDelivery.mail.text).not.toContain('Our bank details');
    expect(cashOnDelivery.mail.text).not.toContain(cheque);
  });
});
