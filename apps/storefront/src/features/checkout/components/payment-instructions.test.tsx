/**
 * The order page's words about paying, in each of the six languages: the bank details where the
 * backend gives them, else the sentence that they were sent by email (payment-guidance.ts says why).
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessagesProvider } from '@/i18n/messages-provider';
import { routing } from '@/i18n/routing';
import type { PaymentGuidance } from '../payment-guidance';
import { PaymentInstructions } from './payment-instructions';

/** The catalogue as the build compiles it, for the provider. */
const catalogue = async (locale: string) =>
  ((await import(`../../../messages/${locale}/checkout.json`)) as { default: object }).default;

/** The texts as written, for what the page must say. */
const paymentTexts = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}/checkout.json`, import.meta.url), 'utf8'))
    .order.payment;

const render = async (locale: string, guidance: NonNullable<PaymentGuidance>, country = 'US') =>
  renderToStaticMarkup(
    <MessagesProvider locale={locale} timeZone="UTC" messages={{ checkout: await catalogue(locale) }}>
      <PaymentInstructions guidance={guidance} orderNumber="1042" country={country} />
    </MessagesProvider>,
  );

const SHOWN: NonNullable<PaymentGuidance> = {
  kind: 'shown',
  gateway: 'bacs',
  paragraphs: ['Transfers take up to two working days.'],
  accounts: [
    {
      name: 'SafetyGear Pro',
      bank: 'Demo Community Bank',
      number: '000123456789',
      sortCode: '000000000',
      iban: 'DE89370400440532013000',
      bic: '',
    },
  ],
};

describe('the payment instructions of an order on hold', () => {
  it("list the store's instructions and bank details, the payment reference and no empty detail", async () => {
    const html = await render('en-US', SHOWN);
    expect(html).toContain('<h2 id="order-payment"');
    expect(html).toContain('>How to pay</h2>');
    expect(html).toContain('<p>Transfers take up to two working days.</p>');
    expect(html).toContain('>Our bank details</h3>');
    expect(html).toContain('>SafetyGear Pro</h4>');
    expect(html).toContain('<dt>Account number</dt><dd>000123456789</dd>');
    expect(html).toContain('<dt>Routing number</dt><dd>000000000</dd>');
    expect(html).toContain('<dt>IBAN</dt><dd>DE89370400440532013000</dd>');
    expect(html).not.toContain('<dt>BIC</dt>');
    expect(html).toContain('Please use your order number, 1042, as the payment reference.');
  });

  it('name the sort code as such outside the US', async () => {
    const html = await render('en-US', SHOWN, 'GB');
    expect(html).toContain('<dt>Sort code</dt><dd>000000000</dd>');
  });

  it("say in the shopper's language that the details were sent by email when the backend has none", async () => {
    for (const locale of routing.locales) {
      const texts = paymentTexts(locale);
      const transfer = await render(locale, { kind: 'emailed', gateway: 'bacs' });
      expect(transfer).toContain(`>${texts.heading}</h2>`);
      expect(transfer).toContain(`<p>${texts.emailedBacs}</p>`);
      expect(transfer).toContain(texts.reference?.replace('{number}', '1042'));
      const cheque = await render(locale, { kind: 'emailed', gateway: 'cheque' });
      expect(cheque).toContain(`<p>${texts.emailedCheque}</p>`);
      expect(cheque).not.toContain(texts.emailedBacs);
      if (locale !== 'en-US') expect(texts.emailedBacs).not.toBe(paymentTexts('en-US').emailedBacs);
    }
  });
});
