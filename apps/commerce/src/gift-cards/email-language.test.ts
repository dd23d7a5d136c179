/**
 * A gift card's email speaks the language it was bought in, whenever it goes out: the checkout's
 * language is kept on the card (as the order keeps its `wpml_language`), for a card paid at
 * checkout and for one issued when an offline payment is recorded later.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCards, products } from '../db/schema.ts';
import type { EmailMessage } from '../lib/mail.ts';
import { recordOrderPayment } from '../payments/record-payment.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';
import { deliverDueGiftCards } from './delivery.ts';
import { utcDay } from './product.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;
const TEST_CARD = {
  paymentMethod: 'test_card',
  metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
};

let shop: StoreWithOutbox;
let giftCardId: number;
beforeAll(async () => {
  shop = await startStoreWithOutbox({ env: { COMMERCE_GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '86400' } });
  const [product] = await shop.store.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, 'ppe-gift-card'));
  giftCardId = product?.id ?? 0;
});
afterAll(async () => shop?.close());

/** Buys a $50 card for `to`, due today, in `language`; returns the order's id. */
async function buyCard(language: string, to: string, payment: Record<string, unknown>): Promise<number> {
  const me = shopper({ url: shop.store.url, language });
  const extraData = JSON.stringify({
    wc_gc_giftcard_amount: '50',
    wc_gc_giftcard_to_name: 'Grace',
    wc_gc_giftcard_to: to,
    wc_gc_giftcard_delivery: utcDay(new Date()),
  });
  await me.data(ADD_TO_CART, { input: { productId: giftCardId, extraData } });
  const { checkout } = await me.data<{ checkout: { order: { databaseId: number } } }>(CHECKOUT, {
    input: { billing: TEST_BILLING, ...payment },
  });
  return checkout.order.databaseId;
}

const mailTo = async (to: string): Promise<EmailMessage | undefined> =>
  (await shop.mails()).find((mail) => mail.to === to);

describe('the gift card email in the language it was bought in', () => {
  it('is German for a card bought in a German checkout', async () => {
    await buyCard('de', 'karte.de@example.com', TEST_CARD);
    const mail = await mailTo('karte.de@example.com');
    expect(mail?.subject).toBe('Ada Lovelace hat Ihnen einen Geschenkgutschein von SafetyGear Pro geschickt');
    expect(mail?.text).toContain('Hallo Grace,');
    expect(mail?.text).toMatch(
      /Ada Lovelace hat Ihnen einen Geschenkgutschein von SafetyGear Pro im Wert von 50,00\s\$ geschickt\./,
    );
    expect(mail?.text).toMatch(/Ihr Gutscheincode: \w{4}-\w{4}-\w{4}-\w{4}/);
    expect(mail?.text).not.toContain('gift card');
  });

  it('is Brazilian Portuguese when issued later, by the payment of a pt-BR cash-on-delivery order', async () => {
    const orderId = await buyCard('pt-br', 'vale.pt@example.com', { paymentMethod: 'cod' });
    await recordOrderPayment(shop.store.database.db, orderId, { isPaid: true });
    const [card] = await shop.store.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.purchaseOrderId, orderId));
    expect(card?.language).toBe('pt-br');
    const shopSettings = {
      siteName: 'SafetyGear Pro',
      storefrontUrl: 'https://shop.example',
      currency: { code: 'USD', symbol: '$' },
    };
    const sent: EmailMessage[] = [];
    const recorder = { send: async (message: EmailMessage) => void sent.push(message) };
    await deliverDueGiftCards(shop.store.database.db, recorder, shopSettings, new Date());
    const mail = sent.find((message) => message.to === 'vale.pt@example.com');
    expect(mail?.subject).toBe('Ada Lovelace enviou para você um vale-presente da SafetyGear Pro');
    expect(mail?.text).toMatch(/no valor de US\$\s50,00\./);
    expect(mail?.text).toContain(`O código do seu vale-presente: ${card?.code}`);
  });
});
