/**
 * What an offline gateway tells the shopper about paying, as WooCommerce's bank transfer and cheque
 * gateways do on the order-received page and in the email of an order on hold
 * (woocommerce/woocommerce, includes/gateways/bacs/class-wc-gateway-bacs.php: thankyou_page,
 * email_instructions, bank_details; includes/gateways/cheque/class-wc-gateway-cheque.php): the
 * gateway's "Instructions" setting and, for bank transfer, the accounts to pay into.
 */

import type { PaymentInstructions } from '../orders/email-payment.ts';
import type { BankAccount, StoreOptions } from '../settings/options.ts';

const ACCOUNT_DETAILS = ['bankName', 'accountNumber', 'sortCode', 'iban', 'bic'] as const;

/** WooCommerce's bank_details() lists an account only by the details it has. */
const hasDetails = (account: BankAccount) => ACCOUNT_DETAILS.some((field) => account[field]?.trim());

export function paymentInstructions(
  gatewayId: string | null | undefined,
  options: Pick<StoreOptions, 'paymentGateways' | 'bankAccounts'>,
): PaymentInstructions {
  const id = gatewayId ?? '';
  return {
    instructions: options.paymentGateways[id]?.instructions?.trim() || null,
    bankAccounts: id === 'bacs' ? options.bankAccounts.filter(hasDetails) : [],
  };
}
