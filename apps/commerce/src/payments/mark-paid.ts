/**
 * The `order:mark-paid` command's work, apart from the process around it: records the payment of
 * an order by its number through the same recordOrderPayment as the updateOrder mutation (isPaid)
 * and says in a sentence what it did.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { configuredMailer, type MailerSettings } from '../orders/mailer.ts';
import { cachedOptions, defaultOptions } from '../settings/options.ts';
import type { PaymentEmailSender } from './payment-email.ts';
import { recordOrderPayment } from './record-payment.ts';

export const MARK_PAID_USAGE =
  'Usage: npm run order:mark-paid -w @ppe/commerce -- <order number> [--transaction-id <id>]';

export interface MarkPaidArguments {
  orderNumber: number;
  transactionId?: string;
}

/** The command line's order number and transaction id; null when they are not understood. */
export function parseMarkPaidArguments(args: readonly string[]): MarkPaidArguments | null {
  const [number, flag, transactionId, ...rest] = args;
  if (!number || !/^\d+$/.test(number) || Number(number) === 0 || rest.length > 0) return null;
  if (flag === undefined) return { orderNumber: Number(number) };
  if (flag !== '--transaction-id' || !transactionId?.trim()) return null;
  return { orderNumber: Number(number), transactionId: transactionId.trim() };
}

/** Marks the order paid; the sentence to print, and whether it worked. */
export async function markOrderPaid(
  db: Db,
  args: MarkPaidArguments,
  /** Tells the customer their payment is in, as the mutation does. */
  email: PaymentEmailSender | null = null,
): Promise<{ ok: boolean; message: string }> {
  const order = await recordOrderPayment(
    db,
    args.orderNumber,
    { isPaid: true, transactionId: args.transactionId },
    { email },
  );
  if (!order) return { ok: false, message: `There is no order #${args.orderNumber}.` };
  const paidOn = order.datePaid?.toISOString() ?? 'an unknown date';
  return {
    ok: true,
    message: `Order #${order.id} is paid (${paidOn}) and ${order.status}: its files can be downloaded and its gift cards are issued.`,
  };
}

/**
 * How the command tells the customer, as the running shop would: through the configured SMTP
 * server or outbox, with download links on the shop's public address (without one, the address
 * the shop binds, as the shop itself falls back to).
 */
export async function commandEmailSender(
  db: Db,
  config: MailerSettings & {
    publicUrl: string | null;
    host: string;
    port: number;
    storefrontUrl: string;
  },
  logger: Logger,
): Promise<PaymentEmailSender> {
  const options = await cachedOptions(db, defaultOptions(config.storefrontUrl));
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    mailer: configuredMailer(config, logger),
    logger,
    publicUrl: config.publicUrl ?? `http://${host}:${config.port}`,
    shop: { siteName: options.site.siteName, storefrontUrl: config.storefrontUrl },
  };
}
