/**
 * WooCommerce's standard payment gateways and shipping methods are worded by the storefront's
 * catalogue by id. Ids as WooCommerce core registers them: WC_Gateway_BACS, WC_Gateway_Cheque and
 * WC_Gateway_COD set `$this->id` to bacs, cheque and cod, and a rate's id is its method's id and
 * instance joined by a colon (WC_Shipping_Method::get_rate_id, woocommerce/woocommerce
 * plugins/woocommerce/includes/abstracts/abstract-wc-shipping-method.php).
 */
import { readdirSync } from 'node:fs';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import german from '@/messages/de-DE/checkout.json';
import english from '@/messages/en-US/checkout.json';
import type { OrderView } from './map-order';
import {
  gatewayWords,
  orderGatewayTitle,
  orderShippingTitle,
  rateLabel,
  STANDARD_GATEWAYS,
  STANDARD_SHIPPING_METHODS,
} from './store-words';

const wordsIn = (messages: typeof english, locale: string) => {
  const t = createTranslator({ locale, messages: { checkout: messages }, namespace: 'checkout.storeWords' });
  return (key: string) => t(key as 'gateways.bacs.title');
};
const de = wordsIn(german, 'de-DE');
const placed: OrderView = {
  id: 1,
  number: '1',
  date: null,
  status: 'processing',
  paymentMethod: 'Cash on delivery',
  lines: [],
  subtotal: 0,
  discountTotal: 0,
  shippingTotal: 0,
  shippingMethod: '',
  totalTax: 0,
  total: 0,
  customerNote: '',
  billing: null,
  shipping: null,
};
const en = wordsIn(english, 'en-US');

describe('gatewayWords', () => {
  it('words bacs, cheque and cod from the catalogue, whatever title the store sends', () => {
    // A store owner renamed the bank transfer: the standard id keeps the standard wording.
    const renamed = { id: 'bacs', title: 'Wire us the money', description: 'Our own text.' };
    expect(gatewayWords(renamed, de)).toEqual({
      id: 'bacs',
      title: 'Direkte Banküberweisung',
      description: german.storeWords.gateways.bacs.description,
    });
    expect(gatewayWords(renamed, en).title).toBe('Direct bank transfer');
    expect(gatewayWords({ id: 'cod', title: 'Cash on delivery', description: '' }, de)).toMatchObject({
      title: 'Nachnahme',
      description: 'Bezahlen Sie bar bei Lieferung.',
    });
    expect(gatewayWords({ id: 'cheque', title: 'Check payments', description: '' }, de).title).toBe(
      'Zahlung per Scheck',
    );
  });

  it('shows any other gateway as the backend sends it (in the language it was asked in)', () => {
    const testCard = {
      id: 'test_card',
      title: 'Testkarte (Testmodus – keine echte Zahlung)',
      description: 'Testmodus: Es wird keine echte Zahlung ausgeführt.',
    };
    expect(gatewayWords(testCard, de)).toEqual(testCard);
    const stripe = { id: 'stripe', title: 'Kreditkarte (Stripe)', description: '' };
    expect(gatewayWords(stripe, de)).toBe(stripe);
  });
});

describe('orderGatewayTitle', () => {
  it("words a placed order's standard gateway by its id, and keeps any other order's title", () => {
    expect(orderGatewayTitle('bacs', 'Direct bank transfer', de)).toBe('Direkte Banküberweisung');
    expect(orderGatewayTitle('test_card', 'Testkarte (Testmodus – keine echte Zahlung)', de)).toBe(
      'Testkarte (Testmodus – keine echte Zahlung)',
    );
    // An order kept in the tab before orders carried the gateway's id.
    expect(orderGatewayTitle(undefined, 'Cash on delivery', de)).toBe('Cash on delivery');
  });
});

describe('orderShippingTitle', () => {
  const order = (fields: Partial<OrderView>): OrderView => ({ ...placed, ...fields });

  it("words a placed order's standard shipping methods by their ids, and keeps any other title", () => {
    const shipped = order({
      shippingMethod: 'Flat rate, Kurier',
      shippingLines: [
        { methodId: 'flat_rate', title: 'Flat rate' },
        { methodId: 'courier', title: 'Kurier' },
      ],
    });
    expect(orderShippingTitle(shipped, de)).toBe('Versandkostenpauschale, Kurier');
    expect(orderShippingTitle(order({ shippingMethod: '', shippingLines: [] }), de)).toBe('');
    // An order kept in the tab before orders carried the method ids.
    expect(orderShippingTitle(order({ shippingMethod: 'Local pickup' }), de)).toBe('Local pickup');
  });
});

describe('rateLabel', () => {
  it("words flat_rate, local_pickup and free_shipping rates from the catalogue by the rate's method", () => {
    expect(rateLabel({ id: 'flat_rate:1', label: 'Flat rate', cost: 795 }, de)).toBe(
      'Versandkostenpauschale',
    );
    expect(rateLabel({ id: 'local_pickup:3', label: 'Local pickup', cost: 0 }, de)).toBe('Abholung vor Ort');
    expect(rateLabel({ id: 'free_shipping:2', label: 'Free shipping', cost: 0 }, de)).toBe(
      'Kostenloser Versand',
    );
    // Renamed in WooCommerce: still the standard wording, in English too.
    expect(rateLabel({ id: 'flat_rate:4', label: 'Standard parcel', cost: 1495 }, en)).toBe('Flat rate');
  });

  it("shows another method's rate by the label the backend sends", () => {
    expect(rateLabel({ id: 'table_rate:5:2', label: 'Tabellenversand', cost: 500 }, de)).toBe(
      'Tabellenversand',
    );
  });
});

describe('the storeWords catalogue', () => {
  const locales = readdirSync(new URL('../../messages/', import.meta.url));

  it('words every standard gateway and method in every locale, each in its own language', async () => {
    const keys = [
      ...[...STANDARD_GATEWAYS].flatMap((id) => [`gateways.${id}.title`, `gateways.${id}.description`]),
      ...[...STANDARD_SHIPPING_METHODS].map((method) => `shippingMethods.${method}`),
    ];
    expect(locales).toHaveLength(6);
    for (const locale of locales) {
      const messages = (await import(`@/messages/${locale}/checkout.json`)) as typeof english;
      const t = wordsIn(messages, locale);
      for (const key of keys) {
        expect(t(key), `${locale} ${key}`).toMatch(/\p{L}{3}/u);
        if (locale !== 'en-US') expect(t(key), `${locale} ${key}`).not.toBe(en(key));
      }
    }
  });
});
