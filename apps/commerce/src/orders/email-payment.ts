/**
 * How to pay an order on hold, in its confirmation email, as WooCommerce's offline gateways add it
 * before the order table (woocommerce/woocommerce, includes/gateways/bacs/class-wc-gateway-bacs.php
 * email_instructions and bank_details; includes/gateways/cheque/class-wc-gateway-cheque.php
 * email_instructions): for a bank transfer the instructions, if set, then "Our bank details"; for a
 * cheque the instructions, if set. Only for the customer's email of an order on hold.
 */

import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { escapeHtml } from '../lib/html.ts';
import type { BankAccount } from '../settings/options.ts';
import { ORDER_EMAIL_TEXTS, type OrderEmailTexts } from './email-texts.ts';
import type { OrderRow } from './types.ts';

export interface PaymentInstructions {
  /** The gateway's "Instructions" setting; null when the store set none (WooCommerce's default). */
  instructions: string | null;
  /** The accounts to pay into: bank transfer only. */
  bankAccounts: BankAccount[];
}

/**
 * The label of an account's sort code for the order's billing country, as WooCommerce's
 * get_country_locale() names it (class-wc-gateway-bacs.php); "Sort code" elsewhere.
 */
const SORT_CODE_LABELS: Record<string, string> = {
  AU: 'BSB',
  CA: 'Bank transit number',
  IN: 'IFSC',
  IT: 'Branch sort',
  NZ: 'Bank code',
  SE: 'Bank code',
  US: 'Routing number',
  ZA: 'Branch code',
};

/** One account's details as labelled lines, in WooCommerce's order; empty details are left out. */
function accountLines(
  account: BankAccount,
  country: string | undefined,
  words: OrderEmailTexts,
): [string, string][] {
  const lines: [string, string][] = [
    [words.bank, account.bankName],
    [words.accountNumber, account.accountNumber],
    [SORT_CODE_LABELS[country ?? ''] ?? words.sortCode, account.sortCode],
    ['IBAN', account.iban],
    ['BIC', account.bic],
  ];
  return lines.filter(([, value]) => value?.trim());
}

/** The email's payment section as text lines and HTML; empty when the order is not waiting for one. */
export function paymentSection(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'billing'>,
  payment: PaymentInstructions | null,
  language: StoreLanguage = DEFAULT_LANGUAGE,
): { text: string[]; html: string } {
  const words = ORDER_EMAIL_TEXTS[language] ?? ORDER_EMAIL_TEXTS.en;
  const waits = order.status === 'on-hold' && ['bacs', 'cheque'].includes(order.paymentMethod ?? '');
  if (!payment || !waits) return { text: [], html: '' };
  const accounts =
    order.paymentMethod === 'bacs'
      ? payment.bankAccounts
          .map((account) => ({
            name: account.accountName,
            lines: accountLines(account, order.billing.country, words),
          }))
          .filter((account) => account.lines.length > 0)
      : [];
  const text = [
    ...(payment.instructions ? [payment.instructions, ''] : []),
    ...(accounts.length > 0 ? [words.bankDetails, ''] : []),
    ...accounts.flatMap((account) => [
      ...(account.name ? [`${account.name}:`] : []),
      ...account.lines.map(([label, value]) => `${label}: ${value}`),
      '',
    ]),
  ];
  const html = [
    ...(payment.instructions
      ? payment.instructions.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph.trim())}</p>`)
      : []),
    ...(accounts.length > 0 ? [`<h2>${escapeHtml(words.bankDetails)}</h2>`] : []),
    ...accounts.flatMap((account) => [
      ...(account.name ? [`<h3>${escapeHtml(account.name)}:</h3>`] : []),
      `<ul>${account.lines.map(([label, value]) => `<li>${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong></li>`).join('')}</ul>`,
    ]),
  ].join('\n');
  return { text, html };
}
