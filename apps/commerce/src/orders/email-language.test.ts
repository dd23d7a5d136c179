/**
 * The order-confirmation email speaks the language the shopper checked out in, as WPML sends
 * WooCommerce's emails in the order's language: its words and subject, the translated product
 * name, attribute label and term, money as that language writes it and the country's name.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../lib/mail.ts';
import { TEST_BILLING } from '../testing/addresses.ts';
import { ADD_TO_CART } from '../testing/cart-operations.ts';
import { type StoreWithOutbox, startStoreWithOutbox } from '../testing/mail-catchers.ts';
import { shopper } from '../testing/shopper.ts';

const CHECKOUT = `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`;

/** A coloured variation of the demo catalogue, with its product's and colour's names in a language. */
interface Coloured {
  productId: number;
  variationId: number;
  name: string;
  colour: string;
}

let shop: StoreWithOutbox;
beforeAll(async () => {
  shop = await startStoreWithOutbox();
});
afterAll(async () => shop?.close());

async function colouredVariation(language: string): Promise<Coloured> {
  const { rows } = await shop.store.database.db.execute<{
    productId: number;
    variationId: number;
    name: string;
    colour: string;
  }>(sql`select v.parent_id as "productId", v.id as "variationId", pt.name, tt.name as colour
    from product_variations v
    join product_translations pt on pt.product_id = v.parent_id and pt.language = ${language}
    join terms t on t.taxonomy = 'pa_color' and t.slug = v.attributes->>'pa_color'
    join term_translations tt on tt.term_id = t.id and tt.language = ${language}
    where v.stock_status = 'instock' and pt.name is not null and tt.name is not null
    order by v.id limit 1`);
  const [row] = rows;
  if (!row) throw new Error(`No coloured variation translated to ${language}`);
  return row;
}

async function buy(language: string, email: string, item: Coloured): Promise<EmailMessage> {
  const me = shopper({ url: shop.store.url, language });
  await me.data(ADD_TO_CART, {
    input: { productId: item.productId, variationId: item.variationId, quantity: 1 },
  });
  await me.data(CHECKOUT, {
    input: {
      billing: { ...TEST_BILLING, email },
      paymentMethod: 'test_card',
      metaData: [{ key: '_test_card_number', value: '4242 4242 4242 4242' }],
    },
  });
  const mail = (await shop.mails()).find((sent) => sent.to === email);
  if (!mail) throw new Error(`No email to ${email}`);
  return mail;
}

describe('the order confirmation in the language of the checkout', () => {
  it('is German for a German checkout: words, subject, product, colour, money and country', async () => {
    const item = await colouredVariation('de');
    const mail = await buy('de', 'bestellung.de@example.com', item);
    expect(mail.subject).toMatch(/^\[SafetyGear Pro\] Ihre Bestellung #\d+ ist eingegangen$/);
    expect(mail.text).toContain('Hallo Ada,');
    expect(mail.text).toMatch(/ist bei uns eingegangen und wird jetzt bearbeitet\./);
    expect(mail.text).toContain(`${item.name} × 1: `);
    expect(mail.text).toContain(`Farbe: ${item.colour}`);
    // German money: decimal comma, the symbol after the amount.
    expect(mail.text).toMatch(/Zwischensumme: \d+,\d\d\s\$/);
    expect(mail.text).toMatch(/Gesamtsumme: \d+,\d\d\s\$/);
    expect(mail.text).toContain('Rechnungsadresse:\nAda Lovelace');
    expect(mail.text).toContain('Vereinigte Staaten');
    // The order's page in German, whatever language the browser it opens in prefers.
    expect(mail.text).toMatch(/Bestellung ansehen: \S+\/de-DE\/checkout\/order-received\/\d+\?key=wc_order_/);
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('<th align="left" scope="col">Produkt</th>');
    for (const english of ['Thank you', 'Subtotal', 'Billing address', 'View your order', 'United States'])
      expect(mail.text).not.toContain(english);
  });

  it('is Brazilian Portuguese for a pt-BR checkout', async () => {
    const item = await colouredVariation('pt-br');
    const mail = await buy('pt-br', 'pedido.pt@example.com', item);
    expect(mail.subject).toMatch(/^\[SafetyGear Pro\] Recebemos o seu pedido #\d+$/);
    expect(mail.text).toContain('Olá, Ada,');
    expect(mail.text).toContain(`${item.name} × 1: `);
    expect(mail.text).toContain(item.colour);
    expect(mail.text).toMatch(/Total: US\$\s\d+,\d\d/);
    expect(mail.text).toContain('Endereço de cobrança:');
    expect(mail.text).toContain('Estados Unidos');
    expect(mail.text).toMatch(/\/pt-BR\/checkout\/order-received\/\d+\?key=wc_order_/);
    expect(mail.text).not.toContain('Thank you');
  });
});
