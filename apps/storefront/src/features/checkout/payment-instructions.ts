import 'server-only';
import { GetPaymentInstructionsDocument, type GetPaymentInstructionsQuery } from '@/graphql/generated';
import { withFeature } from '@/lib/commerce/capabilities';
import { CACHE_TAGS } from '@/lib/commerce/server/cache';
import { commerceQuery } from '@/lib/commerce/server/client';
import { htmlToText } from '@/lib/html/sanitize';
import type { BankAccountView, GatewayInstructions, PaymentInstructionsByGateway } from './payment-guidance';

type GatewayNode = NonNullable<GetPaymentInstructionsQuery['paymentGateways']>['nodes'][number];

/**
 * A gateway's instructions and accounts as the order pages show them. WooCommerce keeps the
 * instructions as the store typed them and prints them through wpautop (blank lines part
 * paragraphs) and kses (some HTML): here paragraphs of plain text, nothing of the markup.
 */
export function toGatewayInstructions(node: GatewayNode): GatewayInstructions {
  const paragraphs = (node.instructions ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map(htmlToText)
    .filter(Boolean);
  const accounts = node.bankAccounts.map(
    (account): BankAccountView => ({
      name: account.accountName?.trim() ?? '',
      bank: account.bankName?.trim() ?? '',
      number: account.accountNumber?.trim() ?? '',
      sortCode: account.sortCode?.trim() ?? '',
      iban: account.iban?.trim() ?? '',
      bic: account.bic?.trim() ?? '',
    }),
  );
  return { paragraphs, accounts };
}

/**
 * Every gateway's instructions, read on the server in the page's language where the backend has the
 * payment instructions feature; null where it has not (a stock site), and the page then says the
 * shopper has them by email. Store settings, the same for every shopper: cached with the settings.
 */
export async function readPaymentInstructions(): Promise<PaymentInstructionsByGateway> {
  const data = await withFeature('paymentInstructions', () =>
    commerceQuery(GetPaymentInstructionsDocument, {}, { tags: [CACHE_TAGS.settings] }),
  );
  if (!data) return null;
  return Object.fromEntries(
    (data.paymentGateways?.nodes ?? []).map((node) => [node.id, toGatewayInstructions(node)]),
  );
}
