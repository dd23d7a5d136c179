/**
 * The `order:mark-paid` command's work, apart from the process around it: records the payment of
 * an order by its number through the same recordOrderPayment as the updateOrder mutation (isPaid)
 * and says in a sentence what it did.
 */
import type { Db } from '../db/client.ts';
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
): Promise<{ ok: boolean; message: string }> {
  const order = await recordOrderPayment(db, args.orderNumber, {
    isPaid: true,
    transactionId: args.transactionId,
  });
  if (!order) return { ok: false, message: `There is no order #${args.orderNumber}.` };
  const paidOn = order.datePaid?.toISOString() ?? 'an unknown date';
  return {
    ok: true,
    message: `Order #${order.id} is paid (${paidOn}) and ${order.status}: its files can be downloaded and its gift cards are issued.`,
  };
}
