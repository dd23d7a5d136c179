/**
 * A gift card bought for today is emailed before the checkout answers, with the delivery job far
 * off (its interval set to a day): only the order's own cards due today go, a later job run sends
 * none of them again, and the job's interval is the configured one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, products } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';
import type { TestStore } from '../testing/test-store.ts';
import { generateGiftCardCode } from './codes.ts';
import { deliverDueGiftCards } from './delivery.ts';
import { utcDay } from './product.ts';

const SHOP = {
  siteName: 'PPE Shop',
  storefrontUrl: 'https://shop.example',
  currency: { code: 'USD', symbol: '$' },
};
const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const DAY = 24 * 60 * 60 * 1000;

async function dueCard(store: TestStore, recipientEmail: string, day = new Date()): Promise<string> {
  const code = generateGiftCardCode();
  await store.database.db.insert(giftCards).values({
    code,
    initialBalance: 2500,
    balance: 2500,
    currency: 'USD',
    purchaserName: 'Someone Else',
    recipientName: 'Waiting Recipient',
    recipientEmail,
    deliveryDate: utcDay(day),
  });
  return code;
}

describe('a gift card for today, bought at checkout', () => {
  let shop: StoreWithOutbox;
  let store: TestStore;
  beforeAll(async () => {
    shop = await startStoreWithOutbox({ env: { COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '86400' } });
    store = shop.store;
  });
  afterAll(async () => shop?.close());
  const mailsTo = async (to: string) => (await shop.mails()).filter((mail) => mail.to === to);

  it('reaches its recipient before checkout answers; other cards wait for the job, which never sends it twice', async () => {
    // Another order's card, due today by the time of the checkout: the job's business, not the
    // checkout's. Made due only after the job's run at start has surely claimed what it would.
    const waiting = await dueCard(store, 'waiting@example.com', new Date(Date.now() + DAY));
    const [product] = await store.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, 'ppe-gift-card'));
    const me = shopper(store);
    const choice = (to: string, day: Date) =>
      JSON.stringify({
        wc_gc_giftcard_amount: '50',
        wc_gc_giftcard_to_name: 'Grace Hopper',
        wc_gc_giftcard_to: to,
        wc_gc_giftcard_message: 'Stay safe',
        wc_gc_giftcard_delivery: utcDay(day),
      });
    for (const extraData of [
      choice('today@example.com', new Date()),
      choice('tomorrow@example.com', new Date(Date.now() + DAY)),
    ]) {
      await me.data(ADD_TO_CART, { input: { productId: product?.id, extraData } });
    }
    await store.database.db
      .update(giftCards)
      .set({ deliveryDate: utcDay(new Date()) })
      .where(eq(giftCards.code, waiting));
    const { checkout } = await me.data<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, {
      input: {
        billing: TEST_BILLING,
        paymentMethod: 'test_card',
        metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
      },
    });

    // No waiting: the mail is in the outbox when the answer arrives.
    const [mail, ...more] = await mailsTo('today@example.com');
    const cards = await store.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.purchaseOrderId, checkout.order.databaseId));
    const today = cards.find((card) => card.recipientEmail === 'today@example.com');
    expect(mail?.text).toContain(`Your gift card code: ${today?.code}`);
    expect(more).toEqual([]);
    expect(today?.deliveredAt).not.toBeNull();
    expect(await mailsTo('tomorrow@example.com')).toEqual([]);
    expect(await mailsTo('waiting@example.com')).toEqual([]);

    // The job's next run sends what the checkout left, and the card it sent never again.
    const sent: string[] = [];
    const recorder = { send: async (message: EmailMessage) => void sent.push(message.to) };
    await deliverDueGiftCards(store.database.db, recorder, SHOP, new Date());
    expect(sent).toEqual(['waiting@example.com']);
  });
});

describe('the delivery job', () => {
  let shop: StoreWithOutbox;
  beforeAll(async () => {
    shop = await startStoreWithOutbox({
      seed: false,
      env: { COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '1' },
    });
  });
  afterAll(async () => shop?.close());

  /** The texts mailed to `to`, once there are any (five seconds at the most). */
  async function arrived(to: string): Promise<string[]> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const texts = (await shop.mails()).filter((mail) => mail.to === to).map((mail) => mail.text);
      if (texts.length > 0) return texts;
      await sleep(100);
    }
    return [];
  }

  it('runs as often as COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS says', async () => {
    // The first card may go with the run at start; the second, stored once the first was sent,
    // needs a later run, which a minute's interval would not bring in time.
    const first = await dueCard(shop.store, 'first@example.com');
    expect((await arrived('first@example.com')).map((text) => text.includes(first))).toEqual([true]);
    const second = await dueCard(shop.store, 'second@example.com');
    expect((await arrived('second@example.com')).map((text) => text.includes(second))).toEqual([true]);
  });
});
