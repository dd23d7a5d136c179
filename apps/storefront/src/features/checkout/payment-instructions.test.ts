/**
 * WooCommerce prints a gateway's instructions through wpautop and kses (class-wc-gateway-bacs.php
 * thankyou_page): blank lines part paragraphs, and some HTML may be in them. The order pages show
 * paragraphs of plain text.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { toGatewayInstructions } = await import('./payment-instructions');

describe("a gateway's instructions as the order pages show them", () => {
  it('are paragraphs of plain text, and its accounts trimmed', () => {
    expect(
      toGatewayInstructions({
        id: 'bacs',
        instructions:
          'Please use your <strong>order number</strong> as the reference.\r\n\r\nTransfers take two days.<script>x()</script>\n \n',
        bankAccounts: [
          {
            accountName: ' SafetyGear Pro ',
            accountNumber: '000123456789',
            bankName: 'Demo Community Bank',
            sortCode: null,
            iban: '',
            bic: null,
          },
        ],
      }),
    ).toEqual({
      paragraphs: ['Please use your order number as the reference.', 'Transfers take two days.'],
      accounts: [
        {
          name: 'SafetyGear Pro',
          bank: 'Demo Community Bank',
          number: '000123456789',
          sortCode: '',
          iban: '',
          bic: '',
        },
      ],
    });
  });

  it('are none when the store set none', () => {
    expect(toGatewayInstructions({ id: 'cheque', instructions: null, bankAccounts: [] })).toEqual({
      paragraphs: [],
      accounts: [],
    });
  });
});
