/**
 * A bank transfer's order-received page said nothing about how to pay. WooCommerce's own page and
 * its on-hold email give the bacs gateway's instructions and account details, and the cheque
 * gateway's instructions (woocommerce/woocommerce, includes/gateways/bacs/class-wc-gateway-bacs.php
 * thankyou_page, email_instructions, bank_details; includes/gateways/cheque/
 * class-wc-gateway-cheque.php). A stock WooGraphQL PaymentGateway has only id, title, description
 * and icon (reference/woographql/schema.graphql), so there the page points at the email.
 */
import { describe, expect, it } from 'vitest';
import { type PaymentInstructionsByGateway, paymentGuidance } from './payment-guidance';

const ACCOUNT = {
  name: 'SafetyGear Pro',
  bank: 'Demo Community Bank',
  number: '000123456789',
  sortCode: '000000000',
  iban: '',
  bic: '',
};
const KNOWN: PaymentInstructionsByGateway = {
  bacs: { paragraphs: ['Use your order number as the reference.'], accounts: [ACCOUNT] },
  cheque: { paragraphs: [], accounts: [] },
  cod: { paragraphs: ['Pay with cash upon delivery.'], accounts: [] },
};
const onHold = (paymentGateway: string) => ({ status: 'on_hold', paymentGateway, total: 4200 });

describe('how an order is paid, on its pages', () => {
  it("shows a bank transfer's instructions and accounts where the backend gives them", () => {
    expect(paymentGuidance(onHold('bacs'), KNOWN)).toEqual({
      kind: 'shown',
      gateway: 'bacs',
      paragraphs: ['Use your order number as the reference.'],
      accounts: [ACCOUNT],
    });
  });

  it('points at the email where the backend cannot say (a stock site), for a transfer and a cheque', () => {
    expect(paymentGuidance(onHold('bacs'), null)).toEqual({ kind: 'emailed', gateway: 'bacs' });
    expect(paymentGuidance(onHold('cheque'), null)).toEqual({ kind: 'emailed', gateway: 'cheque' });
    expect(paymentGuidance({ ...onHold('bacs'), status: 'pending' }, null)).toEqual({
      kind: 'emailed',
      gateway: 'bacs',
    });
  });

  it('says nothing once the money is in, for other gateways, or for what the store left unset', () => {
    expect(paymentGuidance({ ...onHold('bacs'), status: 'processing' }, KNOWN)).toBeNull();
    expect(paymentGuidance({ ...onHold('bacs'), status: 'completed' }, null)).toBeNull();
    expect(paymentGuidance({ ...onHold('bacs'), total: 0 }, null)).toBeNull();
    expect(paymentGuidance(onHold('cod'), KNOWN)).toBeNull();
    expect(paymentGuidance(onHold('test_card'), null)).toBeNull();
    expect(paymentGuidance({ status: 'on_hold', total: 4200 }, null)).toBeNull();
    // WooCommerce's Instructions are empty by default: its page and email then say nothing either.
    expect(paymentGuidance(onHold('cheque'), KNOWN)).toBeNull();
  });
});
