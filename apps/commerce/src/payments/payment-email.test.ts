/**
 * The customer is told when a shop manager records the payment of an order that waited for it:
 * one email, in the language the order was placed in, with a working link to each of its files
 * (a guest reads no order through the API, so the email is how their files reach them). Recording
 * the payment again sends nothing; the `order:mark-paid` command sends through the configured
 * outbox as the shop does.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { customers, products } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { PAID_EMAIL_TEXTS } from '../orders/email-paid.ts';
import { registerShopper } from '../testing/account-operations.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { type Shopper, shopper } from '../testing/shopper.ts';
import { commandEmailSender, markOrderPaid } from './mark-paid.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId status } } }`;
const UPDATE_ORDER = `mutation ($input: UpdateOrderInput!) { updateOrder(input: $input) { order { status } } }`;

let shop: StoreWithOutbox;
let course: { id: number; downloads: { name: string }[] };
let manager: Shopper;
beforeAll(async () => {
  shop = await startStoreWithOutbox();
  const [row] = await shop.store.database.db
    .select({ id: products.id, downloads: products.downloads })
    .from(products)
    .where(eq(products.slug, 'respirator-fit-testing-training-course-online'));
  if (!row) throw new Error('No course');
  course = row;
  manager = shopper(shop.store);
  const { customerId } = await registerShopper(manager, 'payments.manager@example.com');
  await shop.store.database.db
    .update(customers)
    .set({ roles: ['shop_manager'] })
    .where(eq(customers.id, customerId));
});
afterAll(async () => shop?.close());

/** A guest's cash-on-delivery order of the course, on hold until paid. */
async function guestCodOrder(email: string, language = 'en'): Promise<number> {
  const guest = shopper({ url: shop.store.url, language });
  await guest.data(ADD_TO_CART, { input: { productId: course.id, quantity: 1 } });
  const { checkout } = await guest.data<{ checkout: { order: { databaseId: number; status: string } } }>(
    CHECKOUT,
    { input: { billing: { ...TEST_BILLING, email }, paymentMethod: 'cod' } },
  );
  expect(checkout.order.status).toBe('ON_HOLD');
  return checkout.order.databaseId;
}

const linksIn = (mail: EmailMessage | undefined) =>
  [...(mail?.text ?? '').matchAll(/^(.+): (http\S+\/download\/\S+)$/gm)].map(([, name, url]) => ({
    name,
    url: url ?? '',
  }));

describe("recording an order's payment", () => {
  it('emails the guest once, with a working download link for each file', async () => {
    const email = 'paid.guest@example.com';
    const orderId = await guestCodOrder(email);
    const before = (await shop.mails()).filter((mail) => mail.to === email);
    expect(before).toHaveLength(1);

    await manager.data(UPDATE_ORDER, { input: { id: String(orderId), status: 'PROCESSING' } });
    const mails = (await shop.mails()).filter((mail) => mail.to === email).slice(before.length);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toContain(PAID_EMAIL_TEXTS.en.subject.processing(orderId));
    expect(mail?.text).toContain(PAID_EMAIL_TEXTS.en.intro.processing(orderId));
    const links = linksIn(mail);
    expect(links.map((link) => link.name)).toEqual(course.downloads.map((file) => file.name));
    for (const link of links) {
      expect(mail?.html).toContain(link.url.replaceAll('&', '&amp;'));
      // Followed without any sign-in, as the guest does from the email.
      const response = await fetch(link.url);
      expect(response.status).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }

    // Recorded again, by the mutation and by the command: the order is paid already.
    await manager.data(UPDATE_ORDER, { input: { id: String(orderId), isPaid: true } });
    await markOrderPaid(shop.store.database.db, { orderNumber: orderId }, await commandSender());
    expect((await shop.mails()).filter((mail) => mail.to === email)).toHaveLength(2);
  });

  it("speaks the language the order was placed in: a German order's email is in German", async () => {
    const email = 'bezahlt@example.com';
    const orderId = await guestCodOrder(email, 'de');
    await manager.data(UPDATE_ORDER, { input: { id: String(orderId), isPaid: true } });
    const [, mail] = (await shop.mails()).filter((mail) => mail.to === email);
    // Virtual and downloadable only: the paid course is completed.
    expect(mail?.subject).toContain(PAID_EMAIL_TEXTS.de.subject.completed(orderId));
    expect(mail?.text).toContain(PAID_EMAIL_TEXTS.de.intro.completed(orderId));
    expect(mail?.text).toContain(PAID_EMAIL_TEXTS.de.downloads);
    expect(mail?.html).toContain(PAID_EMAIL_TEXTS.de.downloads);
    expect(linksIn(mail)).toHaveLength(course.downloads.length);
  });

  it('is emailed by the order:mark-paid command through the configured outbox', async () => {
    const email = 'paid.by.command@example.com';
    const orderId = await guestCodOrder(email);
    const result = await markOrderPaid(
      shop.store.database.db,
      { orderNumber: orderId },
      await commandSender(),
    );
    expect(result.ok).toBe(true);
    const mails = (await shop.mails()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(2);
    // The command's outbox files number from one again, so the mail is found by its subject.
    const paid = mails.find((mail) => mail.subject.includes(PAID_EMAIL_TEXTS.en.subject.completed(orderId)));
    const links = linksIn(paid);
    expect(links).toHaveLength(course.downloads.length);
    expect((await fetch(links[0]?.url ?? '')).status).toBe(200);
  });
});

/** What the command builds from its configuration: here the test store's outbox and address. */
const commandSender = () =>
  commandEmailSender(
    shop.store.database.db,
    loadConfig({ COMMERCE_OUTBOX_DIR: shop.outbox, COMMERCE_PUBLIC_URL: shop.store.url }),
    pino({ level: 'silent' }),
  );
