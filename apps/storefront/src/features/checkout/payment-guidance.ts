import type { OrderView } from './map-order';

/**
 * How to pay an order by bank transfer or cheque, as WooCommerce's own order-received page tells
 * it (woocommerce/woocommerce, includes/gateways/bacs/class-wc-gateway-bacs.php thankyou_page and
 * bank_details; includes/gateways/cheque/class-wc-gateway-cheque.php thankyou_page): the gateway's
 * instructions and the bank transfer's accounts. The same gateways put them in the email of an
 * order on hold (email_instructions), which is all a stock site offers: its PaymentGateway has no
 * such fields, so its shoppers are told to look there.
 */

/** An account to pay into, as the order pages list it. */
export interface BankAccountView {
  name: string;
  bank: string;
  number: string;
  sortCode: string;
  iban: string;
  bic: string;
}

/** One gateway's words about paying: its instructions in paragraphs (plain text), its accounts. */
export interface GatewayInstructions {
  paragraphs: string[];
  accounts: BankAccountView[];
}

/** What the backend says for each gateway, by id; null when it cannot say (a stock site). */
export type PaymentInstructionsByGateway = Readonly<Record<string, GatewayInstructions>> | null;

export type OfflineGateway = 'bacs' | 'cheque';

export type PaymentGuidance =
  | ({ kind: 'shown'; gateway: OfflineGateway } & GatewayInstructions)
  | { kind: 'emailed'; gateway: OfflineGateway }
  | null;

const isOffline = (id: string | undefined): id is OfflineGateway => id === 'bacs' || id === 'cheque';

/** Statuses of an order whose payment has not arrived: WooCommerce puts these gateways' orders on hold. */
const AWAITING_PAYMENT: ReadonlySet<string> = new Set(['on_hold', 'pending']);

/**
 * What the order's pages say about paying it: nothing once the money is in (or for any other
 * gateway); the backend's instructions and accounts where it gives them; where it cannot (a stock
 * site), that the shopper has them by email. A backend that gives them but has none set for the
 * gateway says nothing, as WooCommerce's page and email then do.
 */
export function paymentGuidance(
  order: Pick<OrderView, 'status' | 'paymentGateway' | 'total'>,
  known: PaymentInstructionsByGateway,
): PaymentGuidance {
  const gateway = order.paymentGateway;
  if (!isOffline(gateway) || !AWAITING_PAYMENT.has(order.status) || order.total <= 0) return null;
  if (!known) return { kind: 'emailed', gateway };
  const given = known[gateway];
  if (!given || (given.paragraphs.length === 0 && given.accounts.length === 0)) return null;
  return { kind: 'shown', gateway, paragraphs: given.paragraphs, accounts: given.accounts };
}
