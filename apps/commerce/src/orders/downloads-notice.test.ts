/**
 * The confirmation of an order whose files wait for an offline payment says when they become
 * available, in the language the shopper checked out in; a paid order's says nothing of it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';
import { DOWNLOADS_AFTER_PAYMENT } from './email-downloads.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { status } } }`;

let shop: StoreWithOutbox;
let courseId: number;
beforeAll(async () => {
  shop = await startStoreWithOutbox();
  const [course] = await shop.store.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'respirator-fit-testing-training-course-online'));
  courseId = course?.id ?? 0;
});
afterAll(async () => shop?.close());

async function buyCourse(email: string, language: string, input: Record<string, unknown>) {
  const me = shopper({ url: shop.store.url, language });
  await me.data(ADD_TO_CART, { input: { productId: courseId, quantity: 1 } });
  await me.data(CHECKOUT, { input: { billing: { ...TEST_BILLING, email }, ...input } });
  return (await shop.mails()).filter((mail) => mail.to === email);
}

describe("an order's confirmation", () => {
  it('says the files of a cash-on-delivery order come once the payment is received, in German for a German checkout', async () => {
    const [mail] = await buyCourse('cod.de@example.com', 'de', { paymentMethod: 'cod' });
    expect(mail?.text).toContain(DOWNLOADS_AFTER_PAYMENT.de);
    expect(mail?.html).toContain(DOWNLOADS_AFTER_PAYMENT.de);
  });

  it('says nothing of it for an order paid at checkout', async () => {
    const [mail] = await buyCourse('paid@example.com', 'en', {
      paymentMethod: 'test_card',
      metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
    });
    expect(mail?.text).toBeDefined();
    expect(mail?.text).not.toContain(DOWNLOADS_AFTER_PAYMENT.en);
  });
});
